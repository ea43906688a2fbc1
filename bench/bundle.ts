/**
 * The gzipped size of the JavaScript a first visit loads (the entry and what it preloads), for
 * the app and for a bare react-admin app (one resource, the generated list) built the same way.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const initialJsGzipBytes = (distDir: string): number => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(scripts)].reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path.replace(/^\//, '')))).length, 0);
};

const BARE_MAIN = `import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} disableTelemetry>
    <Resource name="videos" list={ListGuesser} />
  </Admin>,
);
`;

export const buildBareReactAdmin = async (workDir: string): Promise<string> => {
  const root = join(workDir, 'bare');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>');
  writeFileSync(join(root, 'main.tsx'), BARE_MAIN);
  const outDir = join(workDir, 'bare-dist');
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  return outDir;
};

export const buildApp = async (projectRoot: string, workDir: string): Promise<string> => {
  const outDir = join(workDir, 'app-dist');
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
};

/** The first load may weigh at most this much of a bare react-admin app's (issue 10). */
export const MAX_INITIAL_RATIO = 1.3;

/** `npx tsx bench/bundle.ts`: builds both, prints the ratio and fails when it is over the limit. */
export const checkInitialLoad = async (projectRoot: string, workDir: string) => {
  const app = initialJsGzipBytes(await buildApp(projectRoot, workDir));
  const bare = initialJsGzipBytes(await buildBareReactAdmin(workDir));
  const ratio = app / bare;
  const isWithin = ratio <= MAX_INITIAL_RATIO;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `initial JavaScript (gzip): app ${kb(app)}, bare react-admin ${kb(bare)}, ratio ${(ratio * 100).toFixed(0)} % ` +
      `(limit ${MAX_INITIAL_RATIO * 100} %): ${isWithin ? 'PASS' : 'FAIL'}`,
  );
  return { app, bare, ratio, isWithin };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  // Inside the project, so that the bare app resolves react-admin from its node_modules.
  const root = fileURLToPath(new URL('..', import.meta.url));
  const workDir = join(root, 'bench', 'out', 'bundle');
  mkdirSync(workDir, { recursive: true });
  const { isWithin } = await checkInitialLoad(root, workDir);
  process.exitCode = isWithin ? 0 : 1;
}
