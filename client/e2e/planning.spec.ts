import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ManifestPage } from './pages/ManifestPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { officeAdmin } from './support/users';

/** A day of its own, weeks ahead, so other specs' bookings (tomorrow) are not on it. */
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));
const DAY = dayAhead(45);

const TRIPS = [
  [{ companyName: 'PD Depot A', addressLine1: '1 High Street', town: 'London', postcode: 'SW1A 1AA', latitude: 51.501, longitude: -0.1416 },
    { companyName: 'PD Shop A', addressLine1: '2 Low Road', town: 'London', postcode: 'EC1A 1BB', latitude: 51.5202, longitude: -0.0977 }],
  [{ companyName: 'PD Depot B', addressLine1: '3 Thames Road', town: 'Barking', postcode: 'IG11 0HZ', latitude: 51.5226, longitude: 0.0985 },
    { companyName: 'PD Shop B', addressLine1: '21 Broad Street', town: 'Reading', postcode: 'RG1 2BH', latitude: 51.4555, longitude: -0.9731 }],
];

/** Books the two trips on `day`; each consignment's [collection, delivery] stop ids. */
async function bookTheDay(page: Page, day = DAY): Promise<number[][]> {
  const out: number[][] = [];
  for (const [i, places] of TRIPS.entries()) {
    const input = await simpleBookingInput(page, `Plan Day ${i + 1}`);
    (input.consignmentAddresses as { address: Record<string, unknown>; scheduledDate: string }[]).forEach((s, j) => {
      s.address = places[j];
      s.scheduledDate = day;
    });
    const created = await graphqlAs<{ createConsignment: { consignmentAddresses: { id: number }[] } }>(
      page,
      `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { consignmentAddresses { id } } }`,
      { input },
    );
    out.push(created.createConsignment.consignmentAddresses.map((s) => s.id));
  }
  return out;
}

const runStops = (page: Page, run: number) =>
  page.getByTestId(`plan-run-${run}-stops`).locator('[data-stop-id]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stop-id'))));

/**
 * A run longer than a second shows its progress (decision 0168): the bar moves past 0 while the plan is
 * still being searched, short of 100 (the server reports a running search at 99 at most).
 */
async function expectProgressPartWay(page: Page, budgetSeconds: number) {
  const bar = page.getByTestId('planning-progress-bar');
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('data-percent').catch(() => null)), { timeout: 30_000 }).toBeGreaterThan(0);
  const seen = Number(await bar.getAttribute('data-percent'));
  expect(seen).toBeLessThan(100);
  await expect(page.getByTestId('planning-progress')).toContainText(`Planning… (up to ${budgetSeconds} s)`);
}

/** Signs in, books the trips on `day`, and plans them with Pennine Luton Services and one unallocated run. */
async function planTheDay(page: Page, day: string, budgetSeconds = 1): Promise<number[][]> {
  await new LoginPage(page).signInDirectly(officeAdmin);
  // The first screen after sign-in loads its own bundle: slow on a busy machine.
  await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
  const trips = await bookTheDay(page, day);
  await page.getByTestId('menu-planning').click();
  await expect(page.getByTestId('planning-screen')).toBeVisible();
  await page.getByTestId('planning-date').fill(day);
  await expect(page.getByTestId('planning-stop-count')).toHaveText('4 stops without a manifest');
  await page.getByTestId('planning-supplier').fill('Pennine');
  await page.getByTestId('planning-supplier-option-0').click();
  await expect(page.getByTestId('planning-suppliers')).toContainText('Pennine Luton Services');
  await page.getByTestId('planning-budget').fill(String(budgetSeconds));
  await page.getByTestId('planning-plan').click();
  if (budgetSeconds > 1) await expectProgressPartWay(page, budgetSeconds);
  await expect(page.getByTestId('plan-run-1')).toBeVisible({ timeout: 30_000 });
  return trips;
}

test.describe('Plan the day (issue 23 item 4)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a consignment dragged to the other run moves with both its stops, the totals follow, and the one full run is accepted', async ({ page }) => {
    // A budget of 4 s: long enough to show the progress bar part way.
    const trips = await planTheDay(page, dayAhead(46), 4);
    const before = [await runStops(page, 0), await runStops(page, 1)];
    // The map draws each run in its colour, its stops numbered in visit order (decision 0167).
    const expectDrawn = async (runs: number[][]) => {
      for (const [run, ids] of runs.entries()) {
        for (const [i, id] of ids.entries()) {
          await expect(page.getByTestId(`plan-map-stop-${id}`)).toHaveText(String(i + 1));
          await expect(page.getByTestId(`plan-map-stop-${id}`)).toHaveAttribute('data-run', String(run));
        }
      }
    };
    await expectDrawn(before);
    expect(await page.getByTestId('plan-map-legend-0').getAttribute('data-colour')).not.toBe(await page.getByTestId('plan-map-legend-1').getAttribute('data-colour'));
    const milesOf = async (run: number) => Number(/^(\d+) miles/.exec((await page.getByTestId(`plan-run-${run}-figures`).textContent()) ?? '')?.[1]);
    const milesBefore = await milesOf(0);
    // Drag run 1's first stop onto run 0: its consignment's two stops follow, collection first.
    await page.getByTestId('plan-run-1-stops').locator('li').first().dragTo(page.getByTestId('plan-run-0'));
    await expect.poll(() => runStops(page, 0)).toEqual([...before[0], ...before[1]]);
    expect(await runStops(page, 1)).toEqual([]);
    await expectDrawn([[...before[0], ...before[1]]]);
    await expect.poll(() => milesOf(0)).toBeGreaterThan(milesBefore);
    await expect(page.getByTestId('planning-totals')).toContainText('1 run ·');
    await expect(page.getByTestId('plan-run-1-accept')).not.toBeChecked();
    for (const [collect, deliver] of trips) {
      const run = await runStops(page, 0);
      expect(run.indexOf(collect)).toBeLessThan(run.indexOf(deliver));
    }

    await expect(page.getByTestId('planning-accept')).toHaveText('Accept 1 of 2 runs');
    await page.getByTestId('planning-accept').click();
    const created = page.locator('[data-testid^="planning-created-"]');
    await expect(created).toHaveCount(1);
    await expect(page.getByTestId('planning-stop-count')).toHaveText('0 stops without a manifest');
    await created.click();
    const screen = new ManifestPage(page);
    await expect(screen.screen).toBeVisible({ timeout: 30_000 });
    for (const [i, stopId] of [...before[0], ...before[1]].entries()) await expect(screen.stop(i + 1)).toHaveAttribute('data-stop-id', String(stopId));
  });

  test("a dispatcher plans a day's free stops into runs, accepts one of them and lands on its new manifest", async ({ page }) => {
    // One supplier picked by name and one unallocated run: two runs for two consignments far apart.
    const trips = await planTheDay(page, DAY);
    await expect(page.getByTestId('planning-totals')).toContainText('2 runs');
    const runs = [await runStops(page, 0), await runStops(page, 1)];
    // Each consignment is on one run, collected before it is delivered; every stop is planned once.
    for (const [collect, deliver] of trips) {
      const run = runs.find((r) => r.includes(collect))!;
      expect(run.indexOf(collect)).toBeLessThan(run.indexOf(deliver));
    }
    expect(runs.flat().sort()).toEqual(trips.flat().sort());
    await expect(page.getByTestId('plan-run-0-figures')).toHaveText(/^\d+ miles · \d+ min · cost £[\d,.]+ · price £[\d,.]+ · margin -?£[\d,.]+$/);
    const suppliers = [await page.getByTestId('plan-run-0-supplier').textContent(), await page.getByTestId('plan-run-1-supplier').textContent()];
    expect([...suppliers].sort()).toEqual(['Pennine Luton Services', 'Unallocated']);

    // Only the first run is accepted: its stops leave the day, the other run's stay free.
    await page.getByTestId('plan-run-1-accept').click();
    await expect(page.getByTestId('planning-accept')).toHaveText('Accept 1 of 2 runs');
    await page.getByTestId('planning-accept').click();
    const created = page.locator('[data-testid^="planning-created-"]');
    await expect(created).toHaveCount(1);
    await expect(page.getByTestId('planning-stop-count')).toHaveText('2 stops without a manifest');

    await created.click();
    const screen = new ManifestPage(page);
    await expect(screen.screen).toBeVisible({ timeout: 30_000 });
    for (const [i, stopId] of runs[0].entries()) await expect(screen.stop(i + 1)).toHaveAttribute('data-stop-id', String(stopId));
    await expect(screen.supplier).toHaveText(suppliers[0]!);
  });
});
