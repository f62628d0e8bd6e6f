import { expect, test, type Page } from '@playwright/test';
import { MANIFEST_MESSAGES } from '../../server/src/domain/manifest';
import { LoginPage } from './pages/LoginPage';
import { ManifestPage } from './pages/ManifestPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { officeAdmin } from './support/users';

/** Two consignments far apart: A in central London, B from Barking to Reading. */
const PLACES = {
  A: [{ companyName: 'MO Depot A', addressLine1: '1 High Street', town: 'London', postcode: 'SW1A 1AA', latitude: 51.501, longitude: -0.1416 },
    { companyName: 'MO Shop A', addressLine1: '2 Low Road', town: 'London', postcode: 'EC1A 1BB', latitude: 51.5202, longitude: -0.0977 }],
  B: [{ companyName: 'MO Depot B', addressLine1: '3 Thames Road', town: 'Barking', postcode: 'IG11 0HZ', latitude: 51.5226, longitude: 0.0985 },
    { companyName: 'MO Shop B', addressLine1: '21 Broad Street', town: 'Reading', postcode: 'RG1 2BH', latitude: 51.4555, longitude: -0.9731 }],
};

interface Stops {
  collectA: number;
  deliverA: number;
  collectB: number;
  deliverB: number;
}

/** Books A and B and puts their stops on one manifest in a wasteful order: B's collection, A's, B's delivery (Reading), A's. */
async function wastefulManifest(page: Page): Promise<{ id: number; stops: Stops }> {
  const ids: number[][] = [];
  let vehicleTypeId = 0;
  for (const [name, places] of Object.entries(PLACES)) {
    const input = await simpleBookingInput(page, `Optimise ${name}`);
    (input.consignmentAddresses as { address: Record<string, unknown> }[]).forEach((s, j) => (s.address = places[j]));
    const created = await graphqlAs<{ createConsignment: { consignmentAddresses: { id: number }[]; vehicleType: { id: number } } }>(
      page,
      `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { consignmentAddresses { id } vehicleType { id } } }`,
      { input },
    );
    ids.push(created.createConsignment.consignmentAddresses.map((s) => s.id));
    vehicleTypeId = created.createConsignment.vehicleType.id;
  }
  const stops = { collectA: ids[0][0], deliverA: ids[0][1], collectB: ids[1][0], deliverB: ids[1][1] };
  const manifest = await graphqlAs<{ createManifest: { id: number } }>(page, `mutation($input: ManifestInput!) { createManifest(input: $input) { id } }`, {
    input: { vehicleTypeId, consignmentAddressIds: [stops.collectB, stops.collectA, stops.deliverB, stops.deliverA] },
  });
  return { id: manifest.createManifest.id, stops };
}

async function listedOrder(page: Page, testId: string): Promise<number[]> {
  return (await page.getByTestId(testId).locator('[data-stop-id]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stop-id')))));
}

test.describe('Manifest "Optimise order" (issue 23 item 3)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the proposal shows the miles saved, keeps collections first, is discarded without change and accepted as the saved order', async ({ page }) => {
    await new LoginPage(page).signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const { id, stops } = await wastefulManifest(page);
    const wasteful = [stops.collectB, stops.collectA, stops.deliverB, stops.deliverA];
    const screen = new ManifestPage(page);
    await screen.goto(id);
    expect(await listedOrder(page, 'stop-list')).toEqual(wasteful);

    // Discarding a proposal changes nothing.
    await page.getByTestId('manifest-optimise').click();
    await expect(page.getByTestId('optimise-saving')).toHaveText(/^Saves [1-9]\d* miles( and \d+ min| \(\d+ min longer\)), -?£[\d,.]+ of cost$/);
    await page.getByTestId('optimise-discard').click();
    await expect(page.getByTestId('optimise-order-modal')).toBeHidden();
    expect(await listedOrder(page, 'stop-list')).toEqual(wasteful);
    await expect(page.getByTestId('manifest-unsaved')).toBeHidden();

    // The proposal: fewer miles, and each consignment's collection still before its delivery.
    await page.getByTestId('manifest-optimise').click();
    await expect(page.getByTestId('optimise-stop')).toHaveCount(4);
    const before = await page.getByTestId('optimise-before').textContent();
    const after = await page.getByTestId('optimise-after').textContent();
    const miles = (text: string | null) => Number(/^(\d+) miles/.exec(text ?? '')?.[1]);
    expect(miles(after)).toBeLessThan(miles(before));
    const proposed = await listedOrder(page, 'optimise-order');
    expect(proposed).not.toEqual(wasteful);
    expect(proposed.indexOf(stops.collectA)).toBeLessThan(proposed.indexOf(stops.deliverA));
    expect(proposed.indexOf(stops.collectB)).toBeLessThan(proposed.indexOf(stops.deliverB));

    // Accepting saves it as ManifestOrder 10, 20, 30, 40 through the manifest's own update.
    await page.getByTestId('optimise-accept').click();
    await expect(page.getByTestId('optimise-order-modal')).toBeHidden();
    await expect(screen.failure).toHaveCount(0);
    await expect.poll(() => listedOrder(page, 'stop-list')).toEqual(proposed);
    const stored = await graphqlAs<{ manifest: { consignmentAddresses: { id: number; manifestOrder: number }[] } }>(
      page,
      `query($id: Int!) { manifest(id: $id) { consignmentAddresses { id manifestOrder } } }`,
      { id },
    );
    expect(stored.manifest.consignmentAddresses).toEqual(proposed.map((stopId, i) => ({ id: stopId, manifestOrder: (i + 1) * 10 })));

    // The order is now the shortest: nothing more to accept.
    await page.getByTestId('manifest-optimise').click();
    await expect(page.getByTestId('optimise-saving')).toHaveText('The current order is already the shortest.');
    await expect(page.getByTestId('optimise-accept')).toBeDisabled();
    await page.getByTestId('optimise-discard').click();
  });

  test('accepting a proposal after another user saved the manifest is refused as stale and changes nothing', async ({ page }) => {
    await new LoginPage(page).signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const { id, stops } = await wastefulManifest(page);
    const screen = new ManifestPage(page);
    await screen.goto(id);
    await page.getByTestId('manifest-optimise').click();
    await expect(page.getByTestId('optimise-stop')).toHaveCount(4);

    // Meanwhile another user saves the manifest in another order.
    const current = await graphqlAs<{ manifest: { version: number; vehicleType: { id: number } } }>(page, `query($id: Int!) { manifest(id: $id) { version vehicleType { id } } }`, { id });
    const theirs = [stops.collectA, stops.collectB, stops.deliverA, stops.deliverB];
    await graphqlAs(page, `mutation($id: Int!, $input: ManifestInput!) { updateManifest(id: $id, input: $input) { id } }`, {
      id,
      input: { version: current.manifest.version, vehicleTypeId: current.manifest.vehicleType.id, consignmentAddressIds: theirs },
    });

    await page.getByTestId('optimise-accept').click();
    await expect(screen.failure).toHaveText(MANIFEST_MESSAGES.stale);
    await page.getByTestId('manifest-reload').click();
    await expect.poll(() => listedOrder(page, 'stop-list')).toEqual(theirs);
  });
});
