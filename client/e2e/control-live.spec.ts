import { expect, test, type Browser, type Page } from '@playwright/test';
import { ControlScreenPage } from './pages/ControlScreenPage';
import { LoginPage } from './pages/LoginPage';
import { ManifestsTabPage } from './pages/ManifestsTabPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { screenshotPath } from './support/screenshots';
import { customer, dispatcher, officeAdmin, type DemoUser } from './support/users';

interface Created {
  createConsignment: { id: number; consignmentNumber: number; consignmentAddresses: { id: number }[]; vehicleType: { id: number } };
}

/** A second signed-in user in its own browser context (its own session and subscription socket). */
async function signedInPage(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.signInDirectly(user);
  await expect(page.getByTestId('control-screen')).toBeVisible();
  return page;
}

async function book(page: Page, contact: string, poNumber = 'PO-API'): Promise<Created['createConsignment']> {
  const created = await graphqlAs<Created>(
    page,
    `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentNumber consignmentAddresses { id } vehicleType { id } } }`,
    { input: { ...(await simpleBookingInput(page, contact)), poNumber } },
  );
  return created.createConsignment;
}

test.describe('Control screen lists update live (behaviour.md "Control screen / Consignments tab", issue 6)', () => {
  // Two users sign in (two device checks) on a shared, busy machine.
  test.slow();
  test("another user's saves show in an open Consignments list without a reload, the open detail kept", async ({ page, browser }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    const control = new ControlScreenPage(page);
    await control.openConsignments();
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-date-preset').getByText('Tomorrow', { exact: true }).click();
    await control.search();

    const other = await signedInPage(browser, dispatcher);
    const first = await book(other, 'Live List One');
    const firstRow = page.getByTestId(`consignment-row-${first.consignmentNumber}`);
    await expect(firstRow).toBeVisible();

    // The detail of the new row stays open while the other user makes a manifest of its stops.
    await firstRow.click();
    const detail = page.getByTestId('consignment-detail');
    await expect(detail).toBeVisible();
    await expect(detail.locator('a[href^="#!/manifest/"]')).toHaveCount(0);
    const manifest = await graphqlAs<{ createManifest: { id: number } }>(
      other,
      `mutation($input: ManifestInput!) { createManifest(input: $input) { id } }`,
      { input: { vehicleTypeId: first.vehicleType.id, consignmentAddressIds: first.consignmentAddresses.map((s) => s.id) } },
    );
    await expect(detail.locator(`a[href="#!/manifest/${manifest.createManifest.id}"]`)).toHaveCount(2);
    await expect(detail).toBeVisible();
    await page.screenshot({ path: screenshotPath('control-screen-live-detail'), fullPage: true });
    await other.context().close();
  });

  test("another user's new manifest shows in an open Manifests list without a reload", async ({ page, browser }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    const tab = new ManifestsTabPage(page);
    await expect(tab.tab).toBeVisible();
    await tab.searchPreset('Tomorrow');

    const other = await signedInPage(browser, dispatcher);
    const booked = await book(other, 'Live Manifest One');
    const manifest = await graphqlAs<{ createManifest: { manifestNumber: number } }>(
      other,
      `mutation($input: ManifestInput!) { createManifest(input: $input) { manifestNumber } }`,
      { input: { vehicleTypeId: booked.vehicleType.id, consignmentAddressIds: booked.consignmentAddresses.map((s) => s.id) } },
    );
    await expect(tab.row(manifest.createManifest.manifestNumber)).toBeVisible();
    await other.context().close();
  });

  test('a live refresh keeps the scroll position of a long Consignments list', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    for (let i = 0; i < 16; i++) await book(page, `Live Scroll ${i}`);
    const control = new ControlScreenPage(page);
    await control.openConsignments();
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-date-preset').getByText('Tomorrow', { exact: true }).click();
    await control.search();
    await expect(control.cells('consignmentNumber').first()).toBeVisible();

    const holder = control.scrollBox;
    // The search's answer may still be replacing the previous list's two rows: scroll to the end until it is long.
    await expect.poll(() => holder.evaluate((el) => { el.scrollTo({ top: el.scrollHeight }); return el.scrollTop; })).toBeGreaterThan(100);
    const before = await holder.evaluate((el) => el.scrollTop);

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('ConsignmentSearch'));
    const added = await book(page, 'Live Scroll Added');
    await refreshed;
    await expect(page.getByTestId(`consignment-row-${added.consignmentNumber}`)).toBeAttached();
    expect(await holder.evaluate((el) => el.scrollTop)).toBeGreaterThanOrEqual(before - 1);
  });

  test("a customer's open list shows the office's new booking for that customer without a reload", async ({ page, browser }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(customer);
    const control = new ControlScreenPage(page);
    await expect(control.tab).toBeVisible();
    // Customers see the filters open (behaviour.md "Control screen / Consignments tab"). A PO number of its own keeps the list short.
    const po = `PO-LIVE-${Date.now()}`;
    await page.getByTestId('filter-date-preset').getByText('Tomorrow', { exact: true }).click();
    await page.getByTestId('filter-poNumber').fill(po);
    await page.getByTestId('filter-poNumber').press('Enter');
    await expect(control.cells('consignmentNumber')).toHaveCount(0);

    const office = await signedInPage(browser, dispatcher);
    const booked = await book(office, 'Live Customer View', po);
    await expect(page.getByTestId(`consignment-row-${booked.consignmentNumber}`)).toBeVisible();
    await office.context().close();
  });
});
