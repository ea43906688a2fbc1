import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './i18n/vitePlugin.ts';

/** The server suites that store files: they run on the local disk and again on a bucket. */
const S3_SUITES = [
  'test/server/files/**/*.test.ts',
  'test/server/content/{demoMedia,gallery,videos,videoActions}.test.ts',
  'test/server/home/blocks.test.ts',
];

/**
 * The server suites that time a whole process or a stream (a signal under load, a client that goes
 * away, an upgrade, a backup, memory, two instances): they run after the others, one at a time, so
 * that the files running beside them do not starve their timers.
 */
const SERIAL_SUITES = [
  'test/server/shutdown.test.ts',
  'test/server/instances.test.ts',
  'test/server/memory.test.ts',
  'test/server/reliability/{backup,upgrade,overload}.test.ts',
  'test/server/security/{auditExport,rateLimit}.test.ts',
];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), cataloguePlugin()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget } },
  test: {
    // One worker per core: the default leaves a core to the main process, which mostly waits.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/helpers/webSetup.ts'],
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          exclude: SERIAL_SUITES,
          globals: true,
          // Each file makes its own app and database; sharing a worker's modules between files
          // spares a third of the suite's CPU, which went to importing the server again per file.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['test/helpers/serverGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-serial',
          environment: 'node',
          include: SERIAL_SUITES,
          globals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['test/helpers/serverGlobalSetup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The suites that store files, again on an S3-compatible bucket (s3rver on loopback).
        extends: true,
        test: {
          name: 'server-s3',
          environment: 'node',
          include: S3_SUITES,
          globals: true,
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          env: { TEST_STORE: 's3' },
          globalSetup: ['test/helpers/serverGlobalSetup.ts', 'test/helpers/s3GlobalSetup.ts'],
        },
      },
    ],
  },
});
