import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The modules an installed app needs to open with no connection: the sign-in screen, the driver app, the
 * password change a first sign-in may ask for, and the "server out of reach" screen. Office screens are
 * left out, so a driver's phone does not keep the reports and map code it never opens.
 */
const OFFLINE_ENTRIES = [/\/src\/app\/ServerUnreachable\.tsx$/, /\/src\/features\/login\//, /\/src\/features\/driver\//, /\/src\/features\/account\/ChangePasswordScreen\.tsx$/];

/** The line of public/sw.js the build replaces. */
const PLACEHOLDER = "const BUILD = { version: 'unbuilt', files: [] };";

function staticClosure(bundle: OutputBundle, start: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  start.forEach(visit);
  return files;
}

/**
 * Writes into dist/sw.js the built files the service worker keeps when it installs. Lazy chunks are otherwise
 * fetched only when first shown, so a screen never opened online (the "server out of reach" one above all)
 * was missing offline and the app opened blank. The version is a hash of the list: each release that changes
 * the files changes sw.js, so browsers install the new worker and keep the new files.
 */
export function shellFiles(): Plugin {
  let outDir = 'dist';
  let files: string[] = [];
  return {
    name: 'dispatch-shell-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const start = chunks.filter((chunk) => chunk.isEntry || (chunk.isDynamicEntry && OFFLINE_ENTRIES.some((entry) => entry.test(chunk.facadeModuleId ?? ''))));
      files = [...staticClosure(bundle, start)].sort().map((file) => `/${file}`);
    },
    async writeBundle() {
      const worker = path.join(outDir, 'sw.js');
      const source = await readFile(worker, 'utf8');
      if (!source.includes(PLACEHOLDER)) throw new Error(`${worker} has no line "${PLACEHOLDER}" to fill in`);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      await writeFile(worker, source.replace(PLACEHOLDER, `const BUILD = ${JSON.stringify({ version, files })};`));
    },
  };
}
