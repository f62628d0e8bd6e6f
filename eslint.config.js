import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // The driver app's service worker runs in a ServiceWorkerGlobalScope, not a window.
    files: ['client/public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', Response: 'readonly', Request: 'readonly' } },
  },
  {
    files: ['scripts/**', '.ci/**', '**/*.config.*', 'client/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
