import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import projectRules from './scripts/eslint/test-length.js';

/** Test files: Jest's and Playwright's. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs', 'client/e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'client/src/gql/**', 'data/**', 'server/src/db/migrations/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        window: 'readonly', document: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly', crypto: 'readonly', fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Issue 21: no source file over 300 lines, no function over 60 (blank and comment lines not counted). In test
    // files a describe callback is a grouping, so each test, hook and helper is measured instead (decision 0182).
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: TESTS,
    plugins: { dispatch: projectRules },
    rules: { 'dispatch/max-lines-per-test-function': ['error', { max: 60 }] },
  },
  {
    // The driver app's service worker runs in a ServiceWorkerGlobalScope, not a window.
    files: ['client/public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', Response: 'readonly', Request: 'readonly' } },
  },
  {
    files: ['scripts/**', '.ci/**', '**/*.config.*', 'client/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
