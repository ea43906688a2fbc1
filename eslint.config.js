import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The app never reaches into the server, and the server never into the app (DESIGN: import boundaries). */
const appMayNotImport = {
  patterns: [
    { group: ['**/server/**', '**/table.ts', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', '@fastify/*', '@electric-sql/*'], message: 'The app must not import server code.' },
  ],
};
const serverMayNotImport = {
  patterns: [
    { group: ['**/src/**', '**/views.tsx', '**/resources/*/index.tsx', 'react', 'react-dom', 'react-admin', '@mui/*'], message: 'The server must not import app code.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'tmp/**', 'coverage/**', 'server/db/migrations/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', appMayNotImport] },
  },
  {
    files: ['resources/**/schema.ts', 'resources/define.ts', 'resources/index.ts', 'resources/permissions.ts', 'resources/media.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appMayNotImport.patterns, ...serverMayNotImport.patterns] }] },
  },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', serverMayNotImport] } },
  // Module augmentation (Fastify's request, instance and config types) can only be done with interfaces.
  { files: ['server/plugins/**/*.ts'], rules: { '@typescript-eslint/consistent-type-definitions': 'off' } },
);
