/**
 * Server tests: ESM TypeScript compiled by swc with decorator metadata, run against real PostgreSQL.
 * `*.faults.test.ts` (slow: they stop databases and servers) run only with TEST_FAULTS=1 (`npm run test:faults`).
 */
const faults = process.env.TEST_FAULTS === '1';

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: faults ? ['**/*.faults.test.ts'] : ['**/*.test.ts'],
  testPathIgnorePatterns: faults ? [] : ['\\.faults\\.test\\.ts$'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2023',
        },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
};
