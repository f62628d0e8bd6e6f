import { expect, test, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ManifestsTabPage } from './pages/ManifestsTabPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { officeAdmin } from './support/users';

test.use({ viewport: { width: 1440, height: 900 } });

/** The box a list scrolls in, down and sideways, with its sticky header (VirtualTable). */
const scrollBox = (table: Locator): Locator => table.getByTestId('table-scroll');

/** How much wider the table's columns are than its box (0 or less = they fit, no sideways scrolling). */
async function overflow(table: Locator): Promise<number> {
  return scrollBox(table).evaluate((el) => (el.querySelector('table')?.offsetWidth ?? 0) - el.clientWidth);
}

/** A header cell is wholly inside the window and not under the sticky actions column. */
async function expectInView(page: Page, table: Locator, name: string): Promise<void> {
  const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
  const actions = await table.getByRole('columnheader').last().boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(actions!.x + 1, page.viewportSize()!.width));
}

test.describe('Tables fit the screen at 1440x900 (issue 19 item 8)', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    // A first page load on a busy machine can take a while.
    await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
  });

  test('the default consignment columns (Status, Price, Supplier) and the row actions show without scrolling sideways', async ({ page }) => {
    await page.getByTestId('tab-consignments').click();
    const table = page.getByTestId('consignment-table');
    await expect(table.getByTestId('cell-consignmentNumber').first()).toBeVisible();
    for (const name of ['Status', 'Price', 'Supplier']) await expectInView(page, table, name);
    const copy = await table.locator('[data-testid^="copy-"]').first().boundingBox();
    expect(copy!.x + copy!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await overflow(table)).toBeLessThanOrEqual(0);
  });

  test('the default manifest columns (Status, Supplier) and the row actions show without scrolling sideways', async ({ page }) => {
    const table = page.getByTestId('manifest-table');
    await expect(table.getByRole('columnheader').first()).toBeVisible();
    for (const name of ['Status', 'Supplier']) await expectInView(page, table, name);
    expect(await overflow(table)).toBeLessThanOrEqual(0);
  });

  test('with every consignment column chosen, shift+wheel and a sideways trackpad swipe scroll the table, and the scrollbar sits under the last row', async ({ page }) => {
    await page.getByTestId('tab-consignments').click();
    const table = page.getByTestId('consignment-table');
    await expect(table.getByTestId('cell-consignmentNumber').first()).toBeVisible();
    await chooseEveryColumn(page, '');
    await expectSidewaysScrolling(page, table);
  });

  test('with every manifest column chosen, shift+wheel and a sideways trackpad swipe scroll the table, and the scrollbar sits under the last row', async ({ page }) => {
    // A manifest of tomorrow's booking, so the list has a row.
    const booked = await graphqlAs<{ createConsignment: { consignmentAddresses: { id: number }[]; vehicleType: { id: number } } }>(
      page,
      'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { consignmentAddresses { id } vehicleType { id } } }',
      { input: await simpleBookingInput(page, 'Wide Manifest Table') },
    );
    const { consignmentAddresses, vehicleType } = booked.createConsignment;
    await graphqlAs(page, 'mutation($input: ManifestInput!) { createManifest(input: $input) { id } }', {
      input: { vehicleTypeId: vehicleType.id, consignmentAddressIds: consignmentAddresses.map((s) => s.id) },
    });
    await new ManifestsTabPage(page).searchPreset('Tomorrow');
    const table = page.getByTestId('manifest-table');
    await expect(new ManifestsTabPage(page).rows.first()).toBeVisible();
    await chooseEveryColumn(page, 'manifest-');
    await expectSidewaysScrolling(page, table);
  });
});

/** Ticks every column in a table's column picker and confirms. */
async function chooseEveryColumn(page: Page, prefix: string): Promise<void> {
  await page.getByTestId(`${prefix}column-picker`).click();
  const boxes = page.getByRole('dialog', { name: 'Columns' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
  await page.getByTestId(`${prefix}column-picker-ok`).click();
  await expect(page.getByRole('dialog', { name: 'Columns' })).toBeHidden();
}

/** The header scrolls in the same box as the rows, so the box's scrollLeft is how far both are scrolled. */
async function scrollLeft(table: Locator): Promise<number> {
  return scrollBox(table).evaluate((el) => el.scrollLeft);
}

/** Shift+wheel, then a horizontal wheel delta, move the table sideways; at the bottom, the last row is above the scrollbar. */
async function expectSidewaysScrolling(page: Page, table: Locator): Promise<void> {
  expect(await overflow(table)).toBeGreaterThan(0);
  const body = scrollBox(table);
  const box = (await body.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 60));
  expect(await scrollLeft(table)).toBe(0);
  await page.keyboard.down('Shift');
  await page.mouse.wheel(0, 200);
  await page.keyboard.up('Shift');
  await expect.poll(() => scrollLeft(table)).toBeGreaterThan(0);
  const afterShiftWheel = await scrollLeft(table);
  await page.mouse.wheel(200, 0);
  await expect.poll(() => scrollLeft(table)).toBeGreaterThan(afterShiftWheel);
  // The header moved with the rows: its first cell is now left of the box.
  const header = (await table.getByRole('columnheader').first().boundingBox())!;
  expect(header.x).toBeLessThan(box.x);

  // Down to the last row (a short list is already there): the sideways scrollbar is drawn below it, not over it.
  await page.mouse.wheel(0, 100_000);
  // A list taller than the window also scrolls the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const rows = table.locator('[data-testid*="-row-"]');
  await expect(rows.last()).toBeVisible();
  await expect.poll(async () => {
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const last = (await rows.last().boundingBox())!;
    // The top of the box's sideways scrollbar: the scrollbar takes the space below the box's client area.
    const barTop = await body.evaluate((el) => el.getBoundingClientRect().top + el.clientTop + el.clientHeight);
    return last.y + last.height <= barTop + 0.5;
  }).toBe(true);
}
