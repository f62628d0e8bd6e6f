import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { IMMUTABLE } from './client-assets.js';
import { startTestApp, type TestApp } from './test/harness.js';

const script = `console.log(${JSON.stringify('a driver app '.repeat(400))});\n`;
const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head></html>';

/** A built client as Vite and client/precompress.plugin.ts leave it: hashed assets with .br and .gz copies. */
function builtClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dispatch-client-'));
  mkdirSync(path.join(dir, 'assets'));
  const asset = path.join(dir, 'assets', 'index-AbC123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  return dir;
}

describe('the built client (issue 22 item 6)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = builtClient();
    t = await startTestApp({ clientDistDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed to a browser that accepts br, cached for a year as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('makes browsers revalidate index.html (at / and by name) and the service worker, so a release shows at once', async () => {
    for (const url of ['/', '/index.html', '/sw.js']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
    expect((await t.app.inject('/')).body).toBe(indexHtml);
  });
});
