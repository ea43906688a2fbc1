import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * DESIGN, import boundaries: the app never reaches into the server (`server/`, any `.server.ts`)
 * nor into the catalogues' sources, the server never into the app, a declaration into neither,
 * and the kernels into no registry and no entity folder, which they are handed instead.
 */
const noServerCode = {
  group: ['**/server/**', '**/*.server.ts', '**/*.server', '**/table.ts', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', '@fastify/*', '@electric-sql/*'],
  message: 'The app must not import server code.',
};
/**
 * The catalogues' sources hold every language (`i18n/`, each entity's `i18n.ts`, the labels
 * registries `labels.ts`); the app reads one language at a time (i18n/vitePlugin.ts).
 */
const noCatalogueSources = {
  group: ['**/i18n/**', '**/i18n.ts', '**/labels.ts'],
  message: 'The app reads its catalogues as `virtual:catalogue/<locale>` (src/providers/catalogues.ts), never their sources.',
};
const appMayNotImport = { patterns: [noServerCode, noCatalogueSources] };
const serverMayNotImport = {
  patterns: [
    { group: ['**/src/**', '**/views.tsx', '**/resources/*/index.tsx', 'react', 'react-dom', 'react-admin', '@mui/*'], message: 'The server must not import app code.' },
  ],
};
const kernelMayNotImport = {
  group: ['**/registry.ts', '**/resources/index.ts', '**/resources/*/**'],
  message: 'A kernel knows no entity: it is given the registry entry, never imports a registry or an entity folder.',
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
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Everything in an entity folder but its `.server.ts` files is the app's or shared.
  { files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'], ignores: ['**/*.server.ts'], rules: { 'no-restricted-imports': ['error', appMayNotImport] } },
  // The catalogues' sources themselves: the labels registries list them, a report's words build on the shared ones.
  { files: ['resources/**/i18n.ts', 'resources/**/labels.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noServerCode] }] } },
  {
    files: ['resources/**/schema.ts', 'test/fixtures/**/schema.ts', 'resources/define.ts', 'resources/index.ts', 'resources/permissions.ts', 'resources/media.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appMayNotImport.patterns, ...serverMayNotImport.patterns] }] },
  },
  { files: ['server/**/*.ts', '**/*.server.ts'], rules: { 'no-restricted-imports': ['error', serverMayNotImport] } },
  { files: ['server/crud/**/*.ts', 'server/lib/**/*.ts', 'server/db/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...serverMayNotImport.patterns, kernelMayNotImport] }] } },
  { files: ['src/generic/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [...appMayNotImport.patterns, kernelMayNotImport] }] } },
  // WCAG 2.1 AA (the e2e accessibility check): a progress bar names what it waits for.
  {
    files: ['src/**/*.tsx', 'resources/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^(LinearProgress|CircularProgress)$/]:not(:has(JSXAttribute[name.name='aria-label'])):not(:has(JSXSpreadAttribute))",
          message: 'A progress bar needs an aria-label (for example translate(\'generic.report.loading\')).',
        },
        {
          selector: "JSXOpeningElement[name.name=/^(LinearProgress|CircularProgress)$/] > JSXAttribute[name.name='aria-label'] > Literal",
          message: 'A progress bar is named in the admin\'s language: translate(…), not a literal.',
        },
      ],
    },
  },
  // Module augmentation (Fastify's request, instance and config types) can only be done with interfaces.
  { files: ['server/plugins/**/*.ts'], rules: { '@typescript-eslint/consistent-type-definitions': 'off' } },
);
