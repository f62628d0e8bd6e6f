// The test-file length rule (issue 21): each test, hook and helper is measured, a describe grouping is not.
// Run by `npm test` after lint (`node --test scripts/eslint/test-length.test.mjs`).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './test-length.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules['max-lines-per-test-function'];

/** `count` lines of assertions, each one a line of code. */
const lines = (count) => Array.from({ length: count }, (_, i) => `  expect(${i}).toBe(${i});`).join('\n');
/** A callback whose opening and closing lines count too: `inner + 2` lines in all. */
const body = (inner, params = '') => `async (${params}) => {\n${lines(inner)}\n}`;
const exceed = (name, lineCount, max = 60) => ({ messageId: 'exceed', data: { name, lineCount, max } });

tester.run('max-lines-per-test-function', rule, {
  valid: [
    { name: 'a test of exactly 60 lines', code: `it('adds the VAT', ${body(58)});` },
    {
      name: 'blank and comment-only lines are not counted',
      code: `it('adds the VAT', async () => {\n${lines(58)}\n\n  // why\n  /* a\n     block */\n\n});`,
    },
    { name: 'a long describe grouping of short tests', code: `describe('pricing', () => {\n${`  it('adds', ${body(30)});\n`.repeat(4)}});` },
    { name: "Playwright's test.describe.serial grouping", code: `test.describe.serial('manifests', () => {\n${lines(80)}\n});` },
    {
      name: 'a describe under another name, skipped without a service',
      code: `const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;\ndescribeWithRedis('two instances', () => {\n${lines(80)}\n});`,
    },
    { name: 'describe.each grouping', code: `describe.each([[1], [2]])('case %s', (n: number) => {\n${lines(80)}\n});` },
    { name: 'an IIFE, as max-lines-per-function leaves it', code: `(() => {\n${lines(80)}\n})();` },
    { name: 'a smaller max from the options', code: `it('adds', ${body(3)});`, options: [{ max: 5 }] },
  ],
  invalid: [
    { name: 'a Jest test of 61 lines', code: `it('adds the VAT', ${body(59)});`, errors: [exceed("Test 'adds the VAT'", 61)] },
    { name: 'a test inside a describe', code: `describe('pricing', () => {\n  test(\`adds\`, ${body(60)});\n});`, errors: [exceed("Test 'adds'", 62)] },
    {
      name: 'an it.each test',
      code: `it.each([[1], [2]])('refuses %s', ${body(59, 'n: number')});`,
      errors: [exceed("Test 'refuses %s'", 61)],
    },
    {
      name: 'a Playwright test with details and fixtures',
      code: `test('plans a day', { tag: '@slow' }, ${body(59, '{ page }')});`,
      errors: [exceed("Test 'plans a day'", 61)],
    },
    { name: 'test.only', code: `test.only('plans', ${body(59)});`, errors: [exceed("Test 'plans'", 61)] },
    { name: 'a Jest hook', code: `beforeAll(${body(59)});`, errors: [exceed('Hook beforeAll', 61)] },
    { name: 'afterEach', code: `afterEach(${body(59)});`, errors: [exceed('Hook afterEach', 61)] },
    { name: "a Playwright hook", code: `test.beforeEach(${body(59, '{ page }')});`, errors: [exceed('Hook test.beforeEach', 61)] },
    {
      name: 'a helper function declared in a describe',
      code: `describe('pricing', () => {\n  function arrange() {\n${lines(59)}\n  }\n});`,
      errors: [exceed("Function 'arrange'", 61)],
    },
    {
      name: 'a name that is a describe only sometimes is not a grouping',
      code: `const maybe = process.env.REDIS_URL ? describe : it;\nmaybe('two instances', ${body(59)});`,
      errors: [exceed('Callback of maybe', 61)],
    },
    { name: 'a helper arrow function', code: `const arrange = ${body(59)};`, errors: [exceed("Function 'arrange'", 61)] },
    {
      name: 'a page-object method, counted from its name',
      code: `class ManifestPage {\n  async open() {\n${lines(59)}\n  }\n}`,
      errors: [exceed("Function 'open'", 61)],
    },
    { name: 'a test.step callback', code: `test.step('signs in', ${body(59)});`, errors: [exceed('Callback of test.step', 61)] },
    {
      name: 'a long test inside a long test is reported with it',
      code: `it('outer', async () => {\n  it('inner', ${body(59)});\n});`,
      errors: [exceed("Test 'outer'", 63), exceed("Test 'inner'", 61)],
    },
    { name: 'the max from the options', code: `it('adds', ${body(4)});`, options: [{ max: 5 }], errors: [exceed("Test 'adds'", 6, 5)] },
  ],
});
