import { devices, expect, test, type Page } from '@playwright/test';
import { ControlScreenPage } from './pages/ControlScreenPage';
import { LoginPage } from './pages/LoginPage';
import { ManifestPage } from './pages/ManifestPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

/** London's date (YYYY-MM-DD) and time (HH:mm) `minutes` from now. */
function londonAt(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return { date, time };
}

interface Run { consignmentId: number; consignmentNumber: number; collectionId: number; manifestId: number }

/**
 * A consignment for today (Shoreditch to Wimbledon, with map positions) on a manifest, its delivery due
 * `deliveryInMinutes` from now, and the driver arrived at the collection, so the server works out the ETAs.
 */
async function runUnderWay(page: Page, contact: string, deliveryInMinutes: number): Promise<Run> {
  const input = await simpleBookingInput(page, contact);
  const [collection, delivery] = input.consignmentAddresses as Record<string, unknown>[];
  const at = (stop: Record<string, unknown>, minutes: number, position: object) => {
    const { date, time } = londonAt(minutes);
    return { ...stop, scheduledDate: date, scheduledTime: time, address: { ...(stop.address as object), ...position } };
  };
  const stops = [
    at(collection, -20, { latitude: 51.5246, longitude: -0.0786 }),
    at(delivery, deliveryInMinutes, { latitude: 51.4214, longitude: -0.2064 }),
  ];
  const created = await graphqlAs<{ createConsignment: { id: number; consignmentNumber: number; consignmentAddresses: { id: number }[]; vehicleType: { id: number } } }>(
    page,
    'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentNumber consignmentAddresses { id } vehicleType { id } } }',
    { input: { ...input, consignmentAddresses: stops } },
  );
  const c = created.createConsignment;
  const manifest = await graphqlAs<{ createManifest: { id: number } }>(page, 'mutation($input: ManifestInput!) { createManifest(input: $input) { id } }', {
    input: { vehicleTypeId: c.vehicleType.id, consignmentAddressIds: c.consignmentAddresses.map((s) => s.id) },
  });
  return { consignmentId: c.id, consignmentNumber: c.consignmentNumber, collectionId: c.consignmentAddresses[0].id, manifestId: manifest.createManifest.id };
}

/** The office records the driver's arrival at the collection: a progress step, which refreshes the ETAs. */
async function arriveAtCollection(page: Page, run: Run): Promise<void> {
  await graphqlAs(page, 'mutation($id: Int!, $input: StopTimesInput!) { editStopProgress(consignmentAddressId: $id, input: $input) { id } }', {
    id: run.collectionId,
    input: { steps: ['Arrived'], arrivalTime: new Date(Date.now() - 60_000).toISOString() },
  });
}

test.describe('Recipients and late running (issue 25 items 1-3)', () => {
  test.slow();

  test('a recipient opens the tracking link on a phone and sees the ETA', async ({ page, browser }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 }); // the first screen of a cold server
    const run = await runUnderWay(page, 'Tracking Link Recipient', 240);
    await arriveAtCollection(page, run);
    const made = await graphqlAs<{ createTrackingLink: { path: string } }>(page, 'mutation($id: Int!) { createTrackingLink(consignmentId: $id) { path } }', { id: run.consignmentId });

    const phone = await browser.newContext({ ...devices['iPhone 13'] });
    const recipient = await phone.newPage();
    await recipient.goto(made.createTrackingLink.path);
    await expect(recipient.getByRole('heading', { name: `Consignment ${run.consignmentNumber}` })).toBeVisible();
    const stops = recipient.getByTestId('track-stop');
    await expect(stops).toHaveCount(2);
    await expect(stops.nth(0).getByTestId('track-status')).toHaveText('Arrived');
    await expect(stops.nth(1).getByTestId('track-eta')).toContainText(/^Expected \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/);
    await recipient.screenshot({ path: screenshotPath('tracking-link-phone'), fullPage: true });
    await phone.close();
  });

  test('the office sees a late flag appear on the control screen without a reload', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    const control = new ControlScreenPage(page);
    await control.openConsignments();
    // The delivery was due five minutes ago: once the ETAs are worked out, it runs late.
    const run = await runUnderWay(page, 'Late Running Delivery', -5);
    const row = page.getByTestId(`consignment-row-${run.consignmentNumber}`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId(`status-late-${run.consignmentId}`)).toHaveCount(0);
    await arriveAtCollection(page, run);
    await expect(page.getByTestId(`status-late-${run.consignmentId}`)).toBeVisible();
    await page.screenshot({ path: screenshotPath('control-screen-late-flag'), fullPage: true });
  });

  test('the office sees the late flag and the ETA appear on the manifest screen without a reload', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 }); // the first screen of a cold server
    const run = await runUnderWay(page, 'Late Running Manifest', -5);
    const screen = new ManifestPage(page);
    await screen.goto(run.manifestId);
    const delivery = screen.stop(2);
    await expect(delivery.getByTestId('stop-late')).toHaveCount(0);
    await arriveAtCollection(page, run);
    await expect(delivery.getByTestId('stop-late')).toBeVisible();
    await expect(delivery.getByTestId('stop-eta')).toContainText('ETA');
  });
});
