import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ManifestsTabPage } from './pages/ManifestsTabPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

interface Created {
  createConsignment: { id: number; consignmentAddresses: { id: number }[]; vehicleType: { id: number } };
}

/** Two demo consignments booked for tomorrow through the API, and a manifest of their four stops. */
async function manifestOfTwoConsignments(page: Page): Promise<{ id: number; manifestNumber: number }> {
  const stopIds: number[] = [];
  let vehicleTypeId = 0;
  for (const contact of ['Manifest Tab One', 'Manifest Tab Two']) {
    const created = await graphqlAs<Created>(
      page,
      `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentAddresses { id } vehicleType { id } } }`,
      { input: await simpleBookingInput(page, contact) },
    );
    stopIds.push(...created.createConsignment.consignmentAddresses.map((s) => s.id));
    vehicleTypeId = created.createConsignment.vehicleType.id;
  }
  const manifest = await graphqlAs<{ createManifest: { id: number; manifestNumber: number } }>(
    page,
    `mutation($input: ManifestInput!) { createManifest(input: $input) { id manifestNumber } }`,
    { input: { vehicleTypeId, consignmentAddressIds: stopIds } },
  );
  return manifest.createManifest;
}

test.describe('Control screen: Manifests tab (behaviour.md "Control screen / Manifests tab")', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test('a new manifest is listed, a supplier assigned and the manifest sent', async ({ page }) => {
    const tab = new ManifestsTabPage(page);
    await expect(tab.tab).toBeVisible();
    const manifest = await manifestOfTwoConsignments(page);
    await tab.searchPreset('Tomorrow');
    await expect(tab.row(manifest.manifestNumber)).toBeVisible();
    await expect(tab.status(manifest.manifestNumber)).toHaveText('Unallocated');
    await expect(page.getByTestId(`manifest-link-${manifest.manifestNumber}`)).toHaveAttribute('href', `#!/manifest/${manifest.id}`);

    await tab.openAssign(manifest.manifestNumber);
    await tab.pressAssignOk();
    await expect(tab.assignError).toHaveText('No supplier selected');

    const offered = await graphqlAs<{ manifestSuppliers: { name: string }[] }>(page, `query($id: Int!) { manifestSuppliers(id: $id) { name } }`, { id: manifest.id });
    expect(offered.manifestSuppliers.length).toBeGreaterThan(0);
    await tab.assign(offered.manifestSuppliers[0].name);
    await expect(tab.status(manifest.manifestNumber)).toHaveText('Allocated');
    await expect(tab.row(manifest.manifestNumber).getByTestId('manifest-cell-supplierName')).toHaveText(offered.manifestSuppliers[0].name);

    await tab.send(manifest.manifestNumber);
    await expect(tab.status(manifest.manifestNumber)).toHaveText('Sent');
    await expect(tab.row(manifest.manifestNumber).getByTestId('manifest-cell-sent')).toHaveText('Yes');
    await page.screenshot({ path: screenshotPath('control-screen-manifests'), fullPage: true });
  });
});
