import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ManifestsTabPage } from './pages/ManifestsTabPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

interface Created {
  createConsignment: { consignmentAddresses: { id: number }[]; vehicleType: { id: number } };
}

/** One consignment booked for tomorrow and a manifest of its stops, through the API. */
async function manifestOfOne(page: Page, contact: string): Promise<{ id: number; manifestNumber: number }> {
  const c = await graphqlAs<Created>(
    page,
    `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { consignmentAddresses { id } vehicleType { id } } }`,
    { input: await simpleBookingInput(page, contact) },
  );
  const m = await graphqlAs<{ createManifest: { id: number; manifestNumber: number } }>(
    page,
    `mutation($input: ManifestInput!) { createManifest(input: $input) { id manifestNumber } }`,
    { input: { vehicleTypeId: c.createConsignment.vehicleType.id, consignmentAddressIds: c.createConsignment.consignmentAddresses.map((s) => s.id) } },
  );
  return m.createManifest;
}

interface Postings {
  manifest: { transportExchangeManifests: { isRemoved: boolean; tailLift: boolean; timed: boolean; notes: string | null; externalReference: string | null }[] };
}
const postingsOf = (page: Page, id: number) =>
  graphqlAs<Postings>(page, `query($id: Int!) { manifest(id: $id) { transportExchangeManifests { isRemoved tailLift timed notes externalReference } } }`, { id });

test.describe('Control screen: Manifests tab, transport exchange (behaviour.md "Control screen / Manifests tab"; "Control screen / Consignments tab")', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test('options default to no tail lift, not timed, no notes; sent with the chosen options, rebooked and removed', async ({ page }) => {
    const tab = new ManifestsTabPage(page);
    const manifest = await manifestOfOne(page, 'Exchange Options');
    await tab.searchPreset('Tomorrow');
    await page.getByTestId(`exchange-${manifest.manifestNumber}`).click();
    const modal = page.getByTestId('exchange-modal');
    await expect(modal.getByRole('checkbox', { name: 'Tail lift' })).not.toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Timed' })).not.toBeChecked();
    await expect(modal.getByTestId('exchange-notes')).toHaveValue('');

    await modal.getByRole('checkbox', { name: 'Tail lift' }).check();
    await modal.getByTestId('exchange-notes').fill('Fragile pallets');
    await page.screenshot({ path: screenshotPath('control-screen-exchange-options'), fullPage: true });
    await page.getByTestId('exchange-send').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId(`exchange-${manifest.manifestNumber}`)).toHaveText('On exchange');
    let postings = (await postingsOf(page, manifest.id)).manifest.transportExchangeManifests;
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ isRemoved: false, tailLift: true, timed: false, notes: 'Fragile pallets' });
    await tab.row(manifest.manifestNumber).click();
    await expect(page.getByTestId('manifest-detail-exchange')).toHaveText(`${postings[0].externalReference}: tail lift Yes, timed No, Fragile pallets`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('manifest-detail')).toBeHidden();

    // On the exchange: the posting's own options are offered, and a rebook changes them.
    await page.getByTestId(`exchange-${manifest.manifestNumber}`).click();
    await expect(modal.getByTestId('exchange-reference')).toContainText(postings[0].externalReference ?? 'SBX-');
    await expect(modal.getByRole('checkbox', { name: 'Tail lift' })).toBeChecked();
    await expect(modal.getByTestId('exchange-notes')).toHaveValue('Fragile pallets');
    await modal.getByRole('checkbox', { name: 'Timed' }).check();
    await page.getByTestId('exchange-rebook').click();
    await expect(modal).toBeHidden();
    postings = (await postingsOf(page, manifest.id)).manifest.transportExchangeManifests;
    expect(postings.find((p) => !p.isRemoved)).toMatchObject({ tailLift: true, timed: true });

    await page.getByTestId(`exchange-${manifest.manifestNumber}`).click();
    await page.getByTestId('exchange-remove').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId(`exchange-${manifest.manifestNumber}`)).toHaveText('Exchange');
    postings = (await postingsOf(page, manifest.id)).manifest.transportExchangeManifests;
    expect(postings.every((p) => p.isRemoved)).toBe(true);
  });

  test("the default exchange supplier asks for a confirmation before it is assigned (behaviour.md 'Control screen / Manifests tab')", async ({ page }) => {
    const tab = new ManifestsTabPage(page);
    const manifest = await manifestOfOne(page, 'Exchange Default Supplier');
    const offered = await graphqlAs<{ manifestSuppliers: { id: number; name: string }[] }>(page, `query($id: Int!) { manifestSuppliers(id: $id) { id name } }`, { id: manifest.id });
    const supplier = offered.manifestSuppliers[0];
    await withDatabase((db) => db.query('update global_settings set default_transport_exchange_supplier_id = $1', [supplier.id]));
    try {
      await tab.searchPreset('Tomorrow');
      await tab.openAssign(manifest.manifestNumber);
      await tab.chooseSupplier(supplier.name);
      await tab.pressAssignOk();
      await expect(page.getByTestId('confirm-exchange-supplier')).toHaveText('This supplier is the default transport exchange supplier: confirm the assignment.');
      await expect(tab.status(manifest.manifestNumber)).not.toHaveText('Allocated');
      await page.getByTestId('confirm-exchange-supplier-ok').click();
      await expect(tab.assignModal).toBeHidden();
      await expect(tab.status(manifest.manifestNumber)).toHaveText('Allocated');
    } finally {
      await withDatabase((db) => db.query('update global_settings set default_transport_exchange_supplier_id = null'));
    }
  });
});
