import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The server suites that store files: they run on the local disk and again on a bucket. */
const S3_SUITES = [
  'test/server/files/**/*.test.ts',
  'test/server/content/{demo,gallery,videos,videoActions}.test.ts',
  'test/server/home/blocks.test.ts',
];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget } },
  test: {
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
          globals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['test/helpers/serverGlobalSetup.ts'],
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
          testTimeout: 30000,
          hookTimeout: 60000,
          env: { TEST_STORE: 's3' },
          globalSetup: ['test/helpers/serverGlobalSetup.ts', 'test/helpers/s3GlobalSetup.ts'],
        },
      },
    ],
  },
});
