import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { MapPage } from './pages/MapPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { postPositions, seedFleet, signInDriver, type DriverSession } from './support/tracking';
import { customer, officeAdmin } from './support/users';

const LEEDS = { latitude: 53.8008, longitude: -1.5491 };

/** A consignment with its own PO number on a sent manifest of the driver's supplier, through the API. */
async function carriedBy(page: Page, supplierId: number, poNumber: string): Promise<{ id: number; manifestNumber: number }> {
  const created = await graphqlAs<{ createConsignment: { consignmentAddresses: { id: number }[]; vehicleType: { id: number } } }>(
    page,
    `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { consignmentAddresses { id } vehicleType { id } } }`,
    { input: { ...(await simpleBookingInput(page, 'Map Filter')), poNumber } },
  );
  const c = created.createConsignment;
  const { createManifest: m } = await graphqlAs<{ createManifest: { id: number; manifestNumber: number; version: number } }>(
    page,
    `mutation($input: ManifestInput!) { createManifest(input: $input) { id manifestNumber version } }`,
    { input: { vehicleTypeId: c.vehicleType.id, consignmentAddressIds: c.consignmentAddresses.map((s) => s.id) } },
  );
  const assigned = await graphqlAs<{ assignManifestSupplier: { version: number } }>(
    page,
    `mutation($id: Int!, $s: Int!, $v: Int) { assignManifestSupplier(id: $id, supplierId: $s, confirmed: true, version: $v) { version } }`,
    { id: m.id, s: supplierId, v: m.version },
  );
  await graphqlAs(page, `mutation($id: Int!, $v: Int) { sendManifest(id: $id, version: $v) { id } }`, { id: m.id, v: assigned.assignManifestSupplier.version });
  return m;
}

test.describe('Map filters and driver popup (behaviour.md "Map / Driver popup" Map, issue 7 item 1)', () => {
  let driver: DriverSession;
  /** The PO number the office test books for Acme; the customer test looks for it. */
  let carriedPo: string | null = null;

  test.beforeAll(async ({ request }) => {
    await seedFleet(60);
    driver = await signInDriver(request);
    await postPositions(request, driver, [LEEDS]);
  });

  test('consignment / PO and manifest number filters keep only the carrying vehicle; its popup links the manifest with its status colour', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
    const po = `PO-MAP-${Date.now()}`;
    const manifest = await carriedBy(page, driver.supplierId, po);
    carriedPo = po;
    // The driver's current manifest is set by the server for today's live work; this one is tomorrow's.
    await withDatabase((db) => db.query('update supplier_last_location set manifest_id = $1 where supplier_id = $2', [manifest.id, driver.supplierId]));

    const map = new MapPage(page);
    await map.goto();
    const config = await graphqlAs<{ appConfig: { mapTrafficUrl: string | null } }>(page, '{ appConfig { mapTrafficUrl } }');
    await expect(page.getByTestId('map-traffic-toggle')).toHaveCount(config.appConfig.mapTrafficUrl ? 1 : 0);
    await expect(map.pinCount).toHaveText(/^\d+ vehicles shown$/);
    const all = Number((await map.pinCount.textContent())?.split(' ')[0]);
    expect(all).toBeGreaterThan(60);

    const consignmentFilter = page.getByTestId('map-filter-consignment');
    const manifestFilter = page.getByTestId('map-filter-manifest');
    await consignmentFilter.fill(po.toLowerCase());
    await consignmentFilter.press('Enter');
    await expect(page.getByTestId('map-carrier-result')).toHaveText('1 vehicle carries it');
    await expect(map.pinCount).toHaveText('1 vehicle shown');
    await expect.poll(() => map.pinNameAt(LEEDS)).toBe('Swift Vans Ltd');

    await map.clickPinAt(LEEDS);
    const popup = map.popup(driver.supplierId);
    await expect(popup.getByTestId('map-popup-status-name')).toHaveText('Sent');
    await expect(popup.getByTestId('map-popup-status')).toHaveCSS('background-color', 'rgb(255, 210, 127)');
    await expect(popup.getByTestId('map-popup-manifest')).toHaveText(`Manifest ${manifest.manifestNumber}`);
    await expect(popup.getByTestId('map-popup-manifest')).toHaveAttribute('href', `#!/manifest/${manifest.id}`);
    await expect(popup.getByTestId('map-popup-manifest')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await page.screenshot({ path: screenshotPath('map-carrier-filter'), fullPage: true });
    await page.keyboard.press('Escape');

    await consignmentFilter.fill('');
    await manifestFilter.fill('12a');
    await manifestFilter.press('Enter');
    await expect(page.getByTestId('map-carrier-error')).toHaveText('The manifest number must be a whole number');
    await manifestFilter.fill(String(manifest.manifestNumber));
    await manifestFilter.press('Enter');
    await expect(page.getByTestId('map-carrier-result')).toHaveText('1 vehicle carries it');
    await expect(map.pinCount).toHaveText('1 vehicle shown');

    await manifestFilter.fill('987654');
    await manifestFilter.press('Enter');
    await expect(page.getByTestId('map-carrier-result')).toHaveText('No vehicle is carrying it');
    await expect(map.pinCount).toHaveText('0 vehicles shown');

    await manifestFilter.fill('');
    await manifestFilter.press('Enter');
    await expect(page.getByTestId('map-carrier-result')).toHaveCount(0);
    await expect(map.pinCount).toHaveText(`${all} vehicles shown`);
  });

  test('a place typed in the search is looked up with UK appended on Enter, and the map zooms to it (behaviour.md "Map / Live vehicles")', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
    const map = new MapPage(page);
    await map.goto();
    const search = map.placeSearch.locator('input');
    const asked = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('"query":"Leeds, UK"'));
    await search.fill('Leeds');
    await search.press('Enter');
    await asked;
    // Zoomed in from the whole of Great Britain (6) to the place (12): Leaflet's zoom proxy scales by 2^(zoom - 1).
    await expect.poll(() => page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style') ?? '')).toContain('scale(2048)');
  });

  test("a customer finds the vehicle carrying its consignment by PO number, without the manifest link", async ({ page }) => {
    test.skip(carriedPo === null, 'needs the office test above to book the consignment');
    const login = new LoginPage(page);
    await login.signInDirectly(customer);
    await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
    const map = new MapPage(page);
    await map.goto();
    // Customers have no live fleet on the map; the carrier search brings their carrier's last position.
    await expect(map.pinCount).toHaveText('0 vehicles shown');
    const consignmentFilter = page.getByTestId('map-filter-consignment');
    await consignmentFilter.fill(carriedPo ?? '');
    await consignmentFilter.press('Enter');
    await expect(page.getByTestId('map-carrier-result')).toHaveText('1 vehicle carries it');
    await expect.poll(() => map.pinNameAt(LEEDS)).toBe('Swift Vans Ltd');
    await expect.poll(() => map.pinDrawnAt(LEEDS)).toBe(true);
    await map.clickPinAt(LEEDS);
    await expect(map.popup(driver.supplierId)).toContainText('Swift Vans Ltd');
    await expect(map.popup(driver.supplierId).getByTestId('map-popup-manifest')).toHaveCount(0);
  });
});
