import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MANIFEST_MESSAGES, PROGRESS_MESSAGES, STATUS_COLOURS } from '../../server/src/domain/manifest';
import { AccountsPage } from './pages/AccountsPage';
import { AppShell } from './pages/AppShell';
import { ControlScreenPage } from './pages/ControlScreenPage';
import { LoginPage } from './pages/LoginPage';
import { ManifestPage } from './pages/ManifestPage';
import { simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { signInDriver } from './support/tracking';
import { customer, officeAdmin } from './support/users';

interface Booked {
  id: number;
  consignmentNumber: number;
  consignmentAddresses: { id: number }[];
}

const CREATE = 'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentNumber consignmentAddresses { id } } }';

/** Opens the app signed in as the demo office admin; the session token the page holds. */
async function signInOffice(page: Page): Promise<string> {
  const login = new LoginPage(page);
  await login.signInDirectly(officeAdmin);
  // A first page load on a busy machine can take a while.
  await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
  return page.evaluate(() => localStorage.getItem('dispatch.token') ?? '');
}

/** POST /api/Users/Authenticate as the demo customer user (customers sign in with the password alone). */
async function customerToken(request: APIRequestContext): Promise<string> {
  const basic = Buffer.from(`${customer.email}:${customer.password}:${randomUUID()}`).toString('base64');
  const res = await request.post('/api/Users/Authenticate', { headers: { Authorization: `Basic ${basic}` } });
  expect(res.ok()).toBe(true);
  return res.headers()['token'];
}

/** Books a two-stop consignment for tomorrow with `token` (the customer's own, or the office page's session). */
async function book(page: Page, token: string, contact: string, poNumber: string): Promise<Booked> {
  const input = { ...(await simpleBookingInput(page, contact)), poNumber };
  const res = await page.request.post('/graphql', { headers: { Token: token, 'Content-Type': 'application/json' }, data: { query: CREATE, variables: { input } } });
  const body = (await res.json()) as { data?: { createConsignment: Booked }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.createConsignment;
}

/** The vehicle type a consignment was booked with. */
async function vehicleTypeOf(page: Page, token: string, id: number): Promise<number> {
  const res = await page.request.post('/graphql', { headers: { Token: token, 'Content-Type': 'application/json' }, data: { query: 'query($id: Int!) { consignment(id: $id) { vehicleType { id } } }', variables: { id } } });
  return ((await res.json()) as { data: { consignment: { vehicleType: { id: number } } } }).data.consignment.vehicleType.id;
}

/** The driver app's progress for one stop, through its REST API. */
async function driverStep(request: APIRequestContext, token: string, stopId: number, step: string): Promise<void> {
  const res = await request.post(`/api/Driver/ConsignmentAddresses/${stopId}/Progress`, { headers: { Token: token }, data: { Step: step } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("The office's daily loop (issue 19): stops into a manifest, allocate, send, follow, complete", () => {
  test.describe.configure({ timeout: 180_000 });

  test('two consignments are selected on the Consignments tab and made a manifest, with the customer e-mail prompt; the rule "delivery after collection" holds everywhere', async ({ page, request }) => {
    const po = `PO-LOOP-${Date.now()}`;
    const officeToken = await signInOffice(page);
    const mine = await book(page, officeToken, 'Loop Office', `${po}-A`);
    const theirs = await book(page, await customerToken(request), 'Loop Customer', `${po}-B`);
    const [c1, d1] = mine.consignmentAddresses.map((s) => s.id);
    const [c2, d2] = theirs.consignmentAddresses.map((s) => s.id);
    const stops = { c1, d1, c2, d2 };

    await makeAManifestOnTheConsignmentsTab(page, po, mine, theirs, stops);
    const { manifestId, screen } = await answerTheCustomerEmailPrompt(page, theirs, stops);
    await reorderKeepingCollectionsFirst(page, screen, stops);
    await expectTheEditorRefusesADeliveryBeforeItsCollection(page, screen);
    await sendAndFollowTheDriverToCompletion(page, request, screen, stops);
    const done = await withDatabase((db) => db.query<{ is_completed: boolean }>('select is_completed from consignment where id = any($1) order by id', [[mine.id, theirs.id]]));
    expect(done.rows).toEqual([{ is_completed: true }, { is_completed: true }]);
    await invoiceBothFromAccounts(page, mine, theirs);
    expect(manifestId).toBeGreaterThan(0);
  });

  test('a customer who types an office-only route never sees an office screen (issue 19 item 9)', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.signInDirectly(customer);
    await shell.expectControlScreen();
    // behaviour.md "Suppliers / Suppliers screen": Suppliers, Settings and the manifest screen send a non-office user to login.
    for (const path of ['/suppliers/', '/settings/', '/manifest/1']) {
      await shell.open(path);
      await expect(login.screen).toBeVisible();
      await expect(page.getByTestId('login-denied')).toBeVisible();
      await shell.open('/control_screen/');
      await shell.expectControlScreen();
    }
    // Customers and Accounts send them back to the control screen.
    for (const [path, screen] of [['/customers/', 'customers-screen'], ['/accounts/', 'accounts-screen']]) {
      await shell.open(path);
      await expect(page).toHaveURL(/#!\/control_screen\/$/);
      await shell.expectControlScreen();
      await expect(page.getByTestId(screen)).toHaveCount(0);
    }
  });

  test('the manifest screen adds free stops (listed by consignment number) to a manifest and takes one off, saved with the manifest (behaviour.md "Manifests / Manifest screen")', async ({ page }) => {
    const po = `PO-ADD-${Date.now()}`;
    const token = await signInOffice(page);
    const first = await book(page, token, 'Add Stops One', `${po}-A`);
    const second = await book(page, token, 'Add Stops Two', `${po}-B`);
    const created = await page.request.post('/graphql', {
      headers: { Token: token, 'Content-Type': 'application/json' },
      data: { query: 'mutation($input: ManifestInput!) { createManifest(input: $input) { id } }', variables: { input: { vehicleTypeId: (await vehicleTypeOf(page, token, first.id)), consignmentAddressIds: first.consignmentAddresses.map((s) => s.id) } } },
    });
    const manifestId = ((await created.json()) as { data: { createManifest: { id: number } } }).data.createManifest.id;
    const screen = new ManifestPage(page);
    await screen.goto(manifestId);

    await page.getByTestId('manifest-add-stops').click();
    await expect(page.getByTestId(`add-stop-${second.consignmentAddresses[0].id}`)).toContainText(`Consignment ${second.consignmentNumber}`);
    for (const stop of second.consignmentAddresses) await page.getByTestId(`add-stop-${stop.id}`).getByRole('checkbox').check();
    await page.getByTestId('add-stops-ok').click();
    await expect(screen.stop(4)).toHaveAttribute('data-stop-id', String(second.consignmentAddresses[1].id));
    await screen.save.click();
    await expect(page.getByTestId('manifest-unsaved')).toBeHidden();
    await expect(screen.failure).toHaveCount(0);
    await expect(page.getByTestId('stop-list').locator('li')).toHaveCount(4);

    await screen.stop(1).getByTestId('stop-remove').click();
    await expect(page.getByTestId('stop-list').locator('li')).toHaveCount(3);
    await screen.save.click();
    await expect(page.getByTestId('manifest-unsaved')).toBeHidden();
    const rows = await withDatabase((db) => db.query<{ id: number }>('select id from consignment_address where manifest_id = $1 order by manifest_order', [manifestId]));
    expect(rows.rows.map((r) => r.id)).toEqual([first.consignmentAddresses[1].id, ...second.consignmentAddresses.map((s) => s.id)]);
  });
});

/** The four stops of the loop's two consignments: the office's (C1, D1) and the customer's (C2, D2). */
interface LoopStops { c1: number; d1: number; c2: number; d2: number }

/**
 * Selects both consignments' stops on the Consignments tab and opens the manifest confirmation, where moving the
 * first delivery above its collection is refused before anything is sent; then collects both first: C1, C2, D1, D2.
 */
async function makeAManifestOnTheConsignmentsTab(page: Page, po: string, mine: Booked, theirs: Booked, { c1, d1, c2, d2 }: LoopStops): Promise<void> {
  const control = new ControlScreenPage(page);
  await control.openConsignments();
  await control.searchTomorrowByPo(po);
  await expect(page.getByTestId(`consignment-row-${mine.consignmentNumber}`)).toBeVisible();
  await expect(page.getByTestId(`consignment-row-${theirs.consignmentNumber}`)).toBeVisible();
  await control.select(mine.consignmentNumber);
  await control.select(theirs.consignmentNumber);
  await control.createManifest();
  for (const [i, id] of [c1, d1, c2, d2].entries()) {
    await expect(control.createStop(i + 1)).toHaveAttribute('data-stop-id', String(id));
    await expect(control.createStop(i + 1).getByTestId('create-stop-order')).toHaveText(String((i + 1) * 10));
  }
  await control.createStop(2).getByTestId('create-stop-up').click();
  await expect(page.getByTestId('create-manifest-problem')).toHaveText(MANIFEST_MESSAGES.deliveryBeforeCollection);
  await expect(page.getByTestId('create-manifest-ok')).toBeDisabled();
  await control.createStop(1).getByTestId('create-stop-down').click();
  await expect(page.getByTestId('create-manifest-problem')).toHaveCount(0);
  await control.createStop(3).getByTestId('create-stop-up').click();
  await expect(control.createStop(2)).toHaveAttribute('data-stop-id', String(c2));
  await page.screenshot({ path: screenshotPath('create-manifest-confirmation'), fullPage: true });
  await page.getByTestId('create-manifest-ok').click();
}

/**
 * behaviour.md "Manifests / Saving a manifest": the customer booked one of them, so the office is asked for the
 * customer's e-mail; sending it opens the new manifest in the chosen order and queues the one e-mail.
 */
async function answerTheCustomerEmailPrompt(page: Page, theirs: Booked, { c1, d1, c2, d2 }: LoopStops): Promise<{ manifestId: number; screen: ManifestPage }> {
  await expect(page.getByTestId('customer-email-modal')).toContainText(`Consignment ${theirs.consignmentNumber} was booked`);
  // Unique per attempt: a retry runs on the same database.
  const note = `Your goods are planned for tomorrow (${Date.now()}).`;
  await page.getByTestId('customer-message').fill(note);
  await page.getByTestId('customer-email-send').click();
  await expect(page).toHaveURL(/#!\/manifest\/\d+$/);
  const manifestId = Number(/manifest\/(\d+)$/.exec(page.url())![1]);
  const screen = new ManifestPage(page);
  await expect(screen.screen).toBeVisible({ timeout: 30_000 });
  for (const [i, id] of [c1, c2, d1, d2].entries()) await expect(screen.stop(i + 1)).toHaveAttribute('data-stop-id', String(id));
  const mails = await withDatabase((db) => db.query('select 1 from mail_outbox where text_body = $1', [note]));
  expect(mails.rowCount).toBe(1);
  return { manifestId, screen };
}

/** Dragging D1 above its collection C1 is refused with a clear message and the order stays; reordering the two deliveries is fine: C1, C2, D2, D1. */
async function reorderKeepingCollectionsFirst(page: Page, screen: ManifestPage, { c1, d2 }: LoopStops): Promise<void> {
  await screen.dragStop(3, 1);
  await expect(page.getByTestId('manifest-order-refused')).toHaveText(MANIFEST_MESSAGES.deliveryBeforeCollection);
  await expect(screen.stop(1)).toHaveAttribute('data-stop-id', String(c1));
  await expect(page.getByTestId('manifest-unsaved')).toHaveCount(0);
  await screen.dragStop(4, 3);
  await expect(screen.stop(3)).toHaveAttribute('data-stop-id', String(d2));
  await screen.save.click();
  await expect(page.getByTestId('manifest-unsaved')).toBeHidden();
  await expect(screen.failure).toHaveCount(0);
}

/** The office editor cannot complete a delivery whose collection is not completed ("same for all" included). */
async function expectTheEditorRefusesADeliveryBeforeItsCollection(page: Page, screen: ManifestPage): Promise<void> {
  await screen.completeNow(4);
  await expect(page.getByTestId('progress-error')).toHaveText(PROGRESS_MESSAGES.collectionFirst);
  await page.keyboard.press('Escape');
  await screen.completeNow(4, { sameForAll: true });
  await expect(page.getByTestId('progress-error')).toHaveText(PROGRESS_MESSAGES.collectionFirst);
  await page.keyboard.press('Escape');
  await expect(screen.stop(4).getByTestId('stop-state')).toHaveText('Not started');
}

/**
 * Assigns the driver's supplier and sends; the driver's progress arrives live, and the office completes the last
 * delivery from the editor, now that its collection is done: the manifest is Completed.
 */
async function sendAndFollowTheDriverToCompletion(page: Page, request: APIRequestContext, screen: ManifestPage, { c1, c2, d2 }: LoopStops): Promise<void> {
  const driver = await signInDriver(request);
  await screen.assignFromList(driver.supplierId, 'Swift Vans Ltd');
  await expect(screen.status).toHaveText('Allocated');
  await screen.send.click();
  await expect(screen.status).toHaveText('Sent');
  await driverStep(request, driver.token, c1, 'Completed');
  await expect(screen.stop(1).getByTestId('stop-state')).toHaveText('Completed');
  await expect(screen.status).toHaveText('First Stop Completed');
  await driverStep(request, driver.token, c2, 'Completed');
  await driverStep(request, driver.token, d2, 'Arrived');
  await expect(screen.stop(3).getByTestId('stop-state')).toHaveText('Arrived');
  await driverStep(request, driver.token, d2, 'Completed');
  await screen.completeNow(4);
  await expect(page.getByTestId('progress-save')).toBeHidden();
  await expect(screen.stop(4).getByTestId('stop-state')).toHaveText('Completed');
  await expect(screen.status).toHaveText('Completed');
  await expect(screen.status).toHaveAttribute('data-colour', STATUS_COLOURS.Completed);
  await page.screenshot({ path: screenshotPath('office-loop-completed'), fullPage: true });
}

/**
 * Accounts invoices them, after a confirmation that says how many and the total. Behind the UI's back the two are
 * made what accounts lists by default (yesterday's, priced above cost), as accounts.spec.ts does.
 */
async function invoiceBothFromAccounts(page: Page, mine: Booked, theirs: Booked): Promise<void> {
  await withDatabase((db) =>
    db.query(`update consignment set start_date_time = now() - interval '1 day', price_pence = 6000, cost_pence = 4000, price_manually_set = true where id = any($1)`, [[mine.id, theirs.id]]),
  );
  const accounts = new AccountsPage(page);
  await accounts.goto();
  for (const c of [mine, theirs]) await accounts.consignmentRow(c.consignmentNumber).getByRole('checkbox').check();
  await page.getByTestId('invoice-consignments').click();
  await expect(page.getByTestId('invoice-summary')).toContainText('Invoice 2 consignments totalling £120.00');
  await page.screenshot({ path: screenshotPath('office-loop-invoice-confirmation'), fullPage: true });
  await page.getByTestId('confirm-invoice').click();
  await expect(accounts.notice).toHaveText('All invoices have been scheduled for creation');
  await expect(accounts.consignmentRow(mine.consignmentNumber)).toBeHidden();
}
