import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; source maps are left out (rarely fetched, slow to compress at quality 11). */
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) next to one file. */
export async function precompressFile(file: string): Promise<void> {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * After the build, every text file in the output gets brotli and gzip copies, so the server sends
 * them precompressed (@fastify/static `preCompressed`) and spends no CPU per request (issue 22 item 6).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dispatch-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => TEXT.test(f));
      const big = await Promise.all(files.map(async (f) => ((await stat(f)).size >= MIN_BYTES ? f : undefined)));
      await Promise.all(big.filter((f): f is string => !!f).map(precompressFile));
    },
  };
}
