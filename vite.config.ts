import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    ],
  },
});
