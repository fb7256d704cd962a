import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { forkcastPlugin } from './eslint-rules/import-boundaries.js';

// One import style: relative paths everywhere, so a file's imports read the same in the editor, the
// server bundle and the tests. The `@/` and `@domain/` aliases stay configured only for the folders below.
const aliasPatterns = [{ group: ['@/*', '@domain/*'], message: 'Import by relative path (the tree uses one import style).' }];
const dialogPaths = [{ name: '@radix-ui/react-dialog', message: 'Build dialogs on Modal / ConfirmDialog from src/web/components/modal.tsx.' }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/server/db/migrations/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': ['error', { patterns: aliasPatterns }],
    },
  },
  {
    // String.replace reads $&, $` and $' in a string replacement as patterns: text that may carry user
    // input goes in through a replacer function, so it is inserted literally.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{mjs,ts}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/])',
          message: "A computed replacement is read for $& $` $' patterns: pass a function, `() => text`, to insert it literally.",
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, forkcast: forkcastPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Features never import each other; components/ and lib/ never import a feature (tested in eslint-rules/).
      'forkcast/import-boundaries': 'error',
      // Every dialog is built on the one frame, components/modal.tsx (a confirmation built on
      // Radix directly rendered as an unstyled strip with no backdrop); only the frame itself imports Radix.
      'no-restricted-imports': [
        'error',
        {
          paths: dialogPaths,
          patterns: aliasPatterns,
        },
      ],
    },
  },
  {
    // Server features never import each other and shared server code imports no feature (src/server/app.ts
    // registers them); the server never imports the web; the domain imports neither (tested in eslint-rules/).
    files: ['src/server/**/*.ts', 'src/domain/**/*.{ts,tsx}'],
    // A domain test may check a rule against the server's data (e.g. the food table).
    ignores: ['src/domain/**/*.test.{ts,tsx}'],
    plugins: { forkcast: forkcastPlugin },
    rules: { 'forkcast/server-layering': 'error' },
  },
  {
    files: ['src/web/components/modal.tsx', 'src/web/**/*.test.tsx'],
    // Only the Radix restriction is lifted here; the one import style still holds.
    rules: { 'no-restricted-imports': ['error', { patterns: aliasPatterns }] },
  },
);
