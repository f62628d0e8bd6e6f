// Issue 21: no function over 60 lines. In a test file a `describe` callback is a grouping a reader skims, not a
// function they follow, so test files get this rule instead of ESLint's max-lines-per-function: the same count
// (blank and comment-only lines skipped) for every function but a `describe` callback, so each test, each hook
// (Jest's and Playwright's) and each helper is measured on its own.

const TESTS = new Set(['it', 'test']);
const HOOKS = new Set(['beforeAll', 'beforeEach', 'afterAll', 'afterEach']);
const GROUPS = new Set(['describe', 'fdescribe', 'xdescribe']);
/** What may follow `it.` or `test.` and still name a test: `it.each(rows)(...)`, `test.only(...)`, `test.fixme(...)`. */
const TEST_MODIFIERS = new Set(['only', 'skip', 'fixme', 'fail', 'slow', 'each', 'concurrent', 'failing', 'todo']);

/** The names a callee is made of, root first: `test.describe.serial` → test, describe, serial; `it.each(rows)` → it, each. */
function calleePath(callee) {
  if (callee.type === 'CallExpression') return calleePath(callee.callee);
  if (callee.type === 'TaggedTemplateExpression') return calleePath(callee.tag);
  if (callee.type === 'Identifier') return [callee.name];
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    const head = calleePath(callee.object);
    return head && [...head, callee.property.name];
  }
  return null;
}

/** A test's title when it is written out: `it('adds the VAT', ...)` → 'adds the VAT'. */
function titleOf(call) {
  const first = call.arguments[0];
  if (first?.type === 'Literal' && typeof first.value === 'string') return first.value;
  if (first?.type === 'TemplateLiteral' && first.expressions.length === 0) return first.quasis[0].value.cooked;
  return null;
}

/** Whether an expression can only be a describe: `describe.skip`, or `redis ? describe : describe.skip`. */
function isGroup(node, aliases) {
  if (node.type === 'ConditionalExpression') return isGroup(node.consequent, aliases) && isGroup(node.alternate, aliases);
  const path = calleePath(node);
  return !!path && (GROUPS.has(path[0]) || aliases.has(path[0]) || path.includes('describe'));
}

/** Module-level names bound to a describe, as in `const describeWithRedis = redis ? describe : describe.skip`. */
function groupAliases(program) {
  const aliases = new Set();
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init && isGroup(declarator.init, aliases)) aliases.add(declarator.id.name);
    }
  }
  return aliases;
}

/** How a function passed to a call is used: a describe grouping, a test, a hook, or anything else (null). */
function roleOf(fn, aliases) {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(fn)) return null;
  const path = calleePath(call.callee);
  if (!path) return null;
  if (isGroup(call.callee, aliases)) return { kind: 'group' };
  const hook = path.find((name) => HOOKS.has(name));
  if (hook && (path.length === 1 || TESTS.has(path[0]))) return { kind: 'hook', name: `Hook ${path.join('.')}` };
  if (TESTS.has(path[0]) && path.slice(1).every((name) => TEST_MODIFIERS.has(name))) {
    const title = titleOf(call);
    return { kind: 'test', name: title === null ? 'Test' : `Test '${title}'` };
  }
  return null;
}

/** A function's name as a reader would look it up: its own, its variable's, or its property's. */
function functionName(fn) {
  const parent = fn.parent;
  const key = ['MethodDefinition', 'Property', 'PropertyDefinition'].includes(parent?.type) && parent.value === fn ? parent.key : null;
  const name = fn.id?.name ?? (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : key?.name);
  if (name) return `Function '${name}'`;
  const callee = parent?.type === 'CallExpression' ? calleePath(parent.callee) : null;
  return callee ? `Callback of ${callee.join('.')}` : 'Function';
}

/** A method or accessor is measured from its key, as ESLint's max-lines-per-function does. */
function ownerOf(fn) {
  const parent = fn.parent;
  if (parent?.value !== fn) return fn;
  if (parent.type === 'MethodDefinition') return parent;
  if (parent.type === 'Property' && (parent.method || parent.kind === 'get' || parent.kind === 'set')) return parent;
  return fn;
}

/** Line numbers (1-based) that hold nothing but whitespace and comments. */
function commentOnlyLines(sourceCode) {
  const lines = new Set();
  for (const comment of sourceCode.getAllComments()) {
    const { start, end } = comment.loc;
    const before = sourceCode.lines[start.line - 1].slice(0, start.column).trim();
    const after = sourceCode.lines[end.line - 1].slice(end.column).trim();
    for (let line = start.line; line <= end.line; line++) {
      if ((line > start.line || !before) && (line < end.line || !after)) lines.add(line);
    }
  }
  return lines;
}

/** @type {import('eslint').Rule.RuleModule} */
const maxLinesPerTestFunction = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the lines of each test, hook and helper in a test file, leaving describe groupings unmeasured' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 0 } }, additionalProperties: false }],
    messages: { exceed: '{{name}} has too many lines ({{lineCount}}). Maximum allowed is {{max}}.' },
  },
  create(context) {
    const max = context.options[0]?.max ?? 60;
    const { sourceCode } = context;
    let comments = null;
    let aliases = null;

    function check(fn) {
      aliases ??= groupAliases(sourceCode.ast);
      const role = roleOf(fn, aliases);
      if (role?.kind === 'group') return;
      if (fn.parent?.type === 'CallExpression' && fn.parent.callee === fn) return; // an IIFE, as max-lines-per-function
      const owner = ownerOf(fn);
      comments ??= commentOnlyLines(sourceCode);
      let lineCount = 0;
      for (let line = owner.loc.start.line; line <= owner.loc.end.line; line++) {
        if (sourceCode.lines[line - 1].trim() && !comments.has(line)) lineCount++;
      }
      if (lineCount > max) {
        context.report({ node: owner, messageId: 'exceed', data: { name: role?.name ?? functionName(fn), lineCount, max } });
      }
    }

    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

/** The project's own lint rules, as an ESLint plugin (eslint.config.js registers it as `dispatch`). */
export default {
  meta: { name: 'dispatch' },
  rules: { 'max-lines-per-test-function': maxLinesPerTestFunction },
};
