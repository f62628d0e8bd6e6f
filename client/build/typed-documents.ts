import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const VIRTUAL = 'virtual:typed-document/';
const RESOLVED = '\0typed-document:';

/**
 * Replaces each `graphql(`…`)` call in our source with the typed document codegen made for it in
 * `src/gql/graphql.ts`, as a module of its own. Without it, every screen downloads `gql.ts`, whose lookup table
 * holds every operation of the app (35 kB gzipped); and a module is never split between chunks, so importing the
 * documents from graphql.ts itself would still give every screen all of them (28 kB). Codegen still reads the
 * calls (it scans the source, not the build), and the names follow its rules: an operation `X` is `XDocument`, a
 * fragment `X` is `XFragmentDoc`; each is one line of graphql.ts, `export const Name = {…} as unknown as …;`.
 */
export function typedDocuments(gqlDir: string): Plugin {
  let generated: Map<string, string> | undefined;
  const documents = () => (generated ??= documentsOf(readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8')));
  return {
    name: 'dispatch:typed-documents',
    enforce: 'pre',
    buildStart() {
      generated = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const literal = documents().get(name);
      if (!literal) throw new Error(`No document ${name} in src/gql/graphql.ts: run npm run codegen`);
      return `export const ${name} = ${literal};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      const names = new Set<string>();
      // Each call becomes its document's name followed by the newlines it spanned, so no line moves and the
      // sourcemaps stay right (map: null).
      const replaced = code.replace(CALL, (call: string, source: string) => {
        const name = documentName(source, file);
        names.add(name);
        return name + '\n'.repeat(call.split('\n').length - 1);
      });
      if (!names.size) return null;
      // Imports are hoisted, so appending them keeps every earlier line where it was.
      const imports = [...names].map((name) => `import { ${name} } from '${VIRTUAL}${name}';`).join('\n');
      return { code: `${replaced}\n${imports}\n`, map: null };
    },
  };
}

function documentName(source: string, file: string): string {
  const [first] = parse(source).definitions;
  if (first?.kind === Kind.FRAGMENT_DEFINITION) return `${first.name.value}FragmentDoc`;
  if (first?.kind === Kind.OPERATION_DEFINITION && first.name) return `${first.name.value}Document`;
  throw new Error(`${file}: every graphql() document needs a named operation or fragment first`);
}

/** The object literal of every document export of graphql.ts, by name. */
function documentsOf(generated: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of generated.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as /gm)) found.set(match[1], match[2]);
  return found;
}
