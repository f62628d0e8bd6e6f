import { expect, test } from '@playwright/test';

// Issue 22 item 6, against the real build: Vite's hashed files precompressed by client/precompress.plugin.ts.
test.describe('Built assets (issue 22 item 6)', () => {
  test('the page script comes brotli-compressed and immutable; index.html is revalidated', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['cache-control']).toBe('no-cache');
    const src = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(src).toBeTruthy();
    const script = await request.get(src!, { headers: { 'accept-encoding': 'br' } });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await script.body()).length).toBeGreaterThan(1000);
  });
});
