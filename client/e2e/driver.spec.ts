import { deflateSync } from 'node:zlib';
import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DriverPage } from './pages/DriverPage';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs } from './support/api';
import { withDatabase } from './support/database';
import { demoDriver, sendManifestTo, type SeededManifest } from './support/driver';
import { screenshotPath } from './support/screenshots';
import { officeAdmin, type DemoUser } from './support/users';

const START = { latitude: 51.5246, longitude: -0.0786 };
// Each offline position is well over 50 m from the one before, so each is sent.
const OFFLINE_A = { latitude: 51.5286, longitude: -0.0786 };
const OFFLINE_B = { latitude: 51.5326, longitude: -0.0786 };

/** A small real PNG (a 40 x 30 orange block) for the goods photo. */
function photoPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => { const t = Buffer.concat([Buffer.from(type), data]); const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const sum = Buffer.alloc(4); sum.writeUInt32BE(crc(t)); return Buffer.concat([len, t, sum]); };
  const header = Buffer.alloc(13); header.writeUInt32BE(40, 0); header.writeUInt32BE(30, 4); header[8] = 8; header[9] = 2;
  const rows = Buffer.concat(Array.from({ length: 30 }, () => Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 40 }, () => [255, 140, 0]).flat())])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

interface OfficeStop { id: number; isOnRoute: boolean; hasArrived: boolean; isCompleted: boolean; signatureName: string | null; signatureFileName: string | null; goodsPhotos: string[] }

test.use({ ...devices['Pixel 7'], geolocation: START, permissions: ['geolocation'] });

test.describe('Driver app (issue 8): offline completion with signature and photo, replayed once', () => {
  test('a driver acknowledges, completes a stop offline, and the office sees it exactly once; offline positions arrive in order', async ({ page, context, browser, request }) => {
    test.setTimeout(180_000);
    const me = await demoDriver(request);
    const officeContext = await browser.newContext();
    const office = await officeContext.newPage();
    const seeded = await officeSendsAManifest(office, me.supplierId);
    await loseTheFirstAnswerToEachStopWrite(page);

    const app = await acknowledgeTheManifest(page, me, seeded);
    const beforeOffline = await goOnDutyThenOfflineWhileMoving(context, app, me.supplierId);
    await completeTheCollectionOffline(app, seeded, me.supplierId, beforeOffline);

    const reconnectedAt = new Date();
    await context.setOffline(false);
    await app.waitUntilAllSent();

    await expectTheOfficeSeesTheStopOnce(office, seeded);
    await expectTheOfflinePositionsInOrder(me.supplierId, beforeOffline, reconnectedAt);
    await expectTheCompletedStopOnThePhone(page, app, seeded);
    await app.duty.click();
    await officeContext.close();
  });
});

/** The office signs in and books, plans, assigns and sends a two-stop manifest to the driver's supplier. */
async function officeSendsAManifest(office: Page, supplierId: number): Promise<SeededManifest> {
  const officeLogin = new LoginPage(office);
  await officeLogin.signInDirectly(officeAdmin);
  await expect(office.getByTestId('control-screen')).toBeVisible();
  return sendManifestTo(office, supplierId, `Driver Spec ${Date.now()}`);
}

/** The first answer to each stop write is lost on the way back: the app must resend with the same key. */
async function loseTheFirstAnswerToEachStopWrite(page: Page): Promise<void> {
  const dropped = new Set<string>();
  await page.route('**/api/Driver/ConsignmentAddresses/**', async (route) => {
    const url = route.request().url();
    if (dropped.has(url)) return route.continue();
    dropped.add(url);
    await route.fetch();
    await route.abort('connectionfailed');
  });
}

/** The driver signs in on the phone, sees the manifest and acknowledges it; the office's database says so. */
async function acknowledgeTheManifest(page: Page, me: DemoUser, seeded: SeededManifest): Promise<DriverPage> {
  const login = new LoginPage(page);
  await login.signInDirectly(me);
  const app = new DriverPage(page);
  await expect(app.screen).toBeVisible();
  await expect(page).toHaveURL(/#!\/driver\/$/);
  await expect(app.manifest(seeded.manifestNumber)).toBeVisible();
  await app.acknowledge(seeded.manifestNumber);
  await app.waitUntilAllSent();
  await expect(app.manifest(seeded.manifestNumber).getByTestId('driver-manifest-ack-state')).toHaveText('Acknowledged');
  expect(await withDatabase(async (db) => (await db.query('select is_acknowledged from manifest where id = $1', [seeded.id])).rows[0])).toEqual({ is_acknowledged: true });
  await page.screenshot({ path: screenshotPath('driver-manifests'), fullPage: true });
  return app;
}

/** On duty, the first position arrives; then offline, two more positions wait on the phone. Returns the last location id before. */
async function goOnDutyThenOfflineWhileMoving(context: BrowserContext, app: DriverPage, supplierId: number): Promise<number> {
  await app.duty.click();
  await expect.poll(() => positionsOf(supplierId, START.latitude), { timeout: 20_000 }).toBeGreaterThan(0);
  const beforeOffline = await lastLocationId(supplierId);

  await context.setOffline(true);
  await expect(app.onlineStatus).toHaveText('Offline');
  await context.setGeolocation(OFFLINE_A);
  await expect(app.outboxSummary).toContainText(/[1-9]\d* positions? waiting/);
  await context.setGeolocation(OFFLINE_B);
  await expect(app.outboxSummary).toContainText(/[2-9]\d* positions? waiting|\d{2,} positions waiting/);
  return beforeOffline;
}

/** Offline, the collection goes on route, arrives and is completed with a signature and a photo, all kept in the outbox. */
async function completeTheCollectionOffline(app: DriverPage, seeded: SeededManifest, supplierId: number, beforeOffline: number): Promise<void> {
  await app.openStops(seeded.manifestNumber);
  await expect(app.stop(seeded.collectionId).getByTestId('driver-stop-notes')).toContainText('Gate code 1234');
  await expect(app.stop(seeded.deliveryId).getByTestId('driver-stop-wait')).toBeVisible();
  await app.stop(seeded.collectionId).getByTestId('driver-stop-onroute').click();
  await expect(app.stop(seeded.collectionId).getByTestId('driver-stop-status')).toContainText('On route');
  await app.stop(seeded.collectionId).getByTestId('driver-stop-arrived').click();
  await expect(app.stop(seeded.collectionId).getByTestId('driver-stop-status')).toContainText('Arrived');
  await app.complete(seeded.collectionId, 'Jo Receiver', { name: 'goods.png', mimeType: 'image/png', buffer: photoPng() });
  await expect(app.outboxItems).toHaveText(['Stop on route', 'Stop arrived', 'Signature', 'Goods photo', 'Stop completed']);
  await expect(app.stop(seeded.deliveryId).getByTestId('driver-stop-wait')).toHaveCount(0);
  expect(await positionsAfter(supplierId, beforeOffline)).toEqual([]);
}

/** Once replayed, the office reads the stop completed with one signature and one photo (two files), the photo as a JPEG. */
async function expectTheOfficeSeesTheStopOnce(office: Page, seeded: SeededManifest): Promise<void> {
  const stops = await graphqlAs<{ manifest: { consignmentAddresses: OfficeStop[] } }>(
    office, 'query($id: Int!) { manifest(id: $id) { consignmentAddresses { id isOnRoute hasArrived isCompleted signatureName signatureFileName goodsPhotos } } }', { id: seeded.id });
  const done = stops.manifest.consignmentAddresses.find((s) => s.id === seeded.collectionId)!;
  expect(done).toMatchObject({ isOnRoute: true, hasArrived: true, isCompleted: true, signatureName: 'Jo Receiver', signatureFileName: expect.stringMatching(/^\/api\/Photos\/\d+$/) });
  expect(done.goodsPhotos).toHaveLength(1);
  const counts = await withDatabase(async (db) => (await db.query(
    `select (select count(*)::int from stop_photo where consignment_address_id = $1) photos,
            (select count(*)::int from stored_file f join stop_photo p on p.file_id = f.id where p.consignment_address_id = $1) files`, [seeded.collectionId])).rows[0]);
  expect(counts).toEqual({ photos: 2, files: 2 });
  const officeImage = await office.request.get(done.goodsPhotos[0], { headers: { Token: await office.evaluate(() => localStorage.getItem('dispatch.token') ?? '') } });
  expect(officeImage.headers()['content-type']).toBe('image/jpeg');
}

/** The positions taken offline arrive after reconnecting, in the order they were recorded. */
async function expectTheOfflinePositionsInOrder(supplierId: number, beforeOffline: number, reconnectedAt: Date): Promise<void> {
  const arrived = await positionsAfter(supplierId, beforeOffline);
  const order = arrived.map((p) => p.latitude);
  expect(order.indexOf(OFFLINE_A.latitude)).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(OFFLINE_B.latitude)).toBeGreaterThan(order.indexOf(OFFLINE_A.latitude));
  expect(arrived.map((p) => p.recordedAt)).toEqual([...arrived.map((p) => p.recordedAt)].sort((a, b) => a - b));
  expect(arrived.every((p) => p.receivedAt >= reconnectedAt.getTime() - 1000)).toBe(true);
}

/** The phone shows the completed stop with its signature and photo. */
async function expectTheCompletedStopOnThePhone(page: Page, app: DriverPage, seeded: SeededManifest): Promise<void> {
  await expect(app.stop(seeded.collectionId).getByTestId('driver-stop-signature')).toBeVisible();
  await expect(app.stop(seeded.collectionId).getByTestId('driver-stop-photo')).toHaveCount(1);
  await app.stop(seeded.collectionId).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('driver-stop-completed'), fullPage: true });
}

async function positionsOf(supplierId: number, latitude: number): Promise<number> {
  return withDatabase(async (db) => (await db.query('select count(*)::int n from supplier_location where supplier_id = $1 and latitude = $2', [supplierId, latitude])).rows[0].n);
}

async function lastLocationId(supplierId: number): Promise<number> {
  return withDatabase(async (db) => (await db.query('select coalesce(max(id), 0)::int id from supplier_location where supplier_id = $1', [supplierId])).rows[0].id);
}

async function positionsAfter(supplierId: number, id: number): Promise<{ latitude: number; recordedAt: number; receivedAt: number }[]> {
  return withDatabase(async (db) => (await db.query(
    'select latitude, recorded_at, received_at from supplier_location where supplier_id = $1 and id > $2 order by id', [supplierId, id])).rows
    .map((r: { latitude: number; recorded_at: Date; received_at: Date }) => ({ latitude: Number(r.latitude), recordedAt: new Date(r.recorded_at).getTime(), receivedAt: new Date(r.received_at).getTime() })));
}

test.describe('Driver app (issue 8): installable', () => {
  test('serves a web app manifest with icons; the opted-in service worker opens the app offline and never keeps /api or /graphql', async ({ page, context, request }) => {
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { start_url: string; display: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ start_url: '/#!/driver/', display: 'standalone' });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);

    await page.goto('/#!/');
    // Automated browsers get no service worker unless they ask (so other specs never meet a cached shell).
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await page.evaluate(() => localStorage.setItem('dispatch.serviceWorker', 'on'));
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(page.getByTestId('login-screen')).toBeVisible();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // Signed out and offline: the shell comes from the cache and says the server is out of reach.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('retry')).toBeVisible();
    await context.setOffline(false);
    await page.reload();

    // A signed-in driver reopening the app offline gets the driver app with the manifests kept on the phone.
    const login = new LoginPage(page);
    await expect(login.screen).toBeVisible();
    await login.signIn(await demoDriver(request));
    const app = new DriverPage(page);
    const list = page.getByTestId('driver-manifests').or(page.getByTestId('driver-no-manifests'));
    await expect(list).toBeVisible();
    const online = await list.innerText();
    await context.setOffline(true);
    await page.reload();
    await expect(app.screen).toBeVisible();
    await expect(app.onlineStatus).toHaveText('Offline');
    await expect(page.getByText('Offline: showing the manifests last loaded on this phone.')).toBeVisible();
    expect(await list.innerText()).toBe(online);

    const kept = await page.evaluate(async () => {
      const lists = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
      return lists.flat();
    });
    expect(kept).toContain('/');
    expect(kept.filter((p) => p.startsWith('/api') || p.startsWith('/graphql'))).toEqual([]);
    await context.setOffline(false);
    await expect(app.onlineStatus).toHaveText('Online');
  });
});
