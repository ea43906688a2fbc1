/** `npm start`: builds the app when its sources are newer than the build, then runs the server. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist', 'index.html');

const newest = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const sources = ['src', 'resources', 'i18n', 'public', 'index.html', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log('Building the app…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
await main();
