import { expect, test, type Page } from '@playwright/test';
import { MANIFEST_MESSAGES, STATUS_COLOURS } from '../../server/src/domain/manifest';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { ManifestPage } from './pages/ManifestPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { signInDriver } from './support/tracking';
import { customer, officeAdmin } from './support/users';

interface Created {
  createConsignment: { id: number; consignmentAddresses: { id: number }[]; vehicleType: { id: number } };
}

/** Places with coordinates, so the route map has stops to draw. */
const PLACES = [
  [{ companyName: 'MS Depot One', addressLine1: '1 High Street', town: 'London', postcode: 'SW1A 1AA', latitude: 51.501, longitude: -0.1416 },
    { companyName: 'MS Shop One', addressLine1: '2 Low Road', town: 'London', postcode: 'EC1A 1BB', latitude: 51.5202, longitude: -0.0977 }],
  [{ companyName: 'MS Depot Two', addressLine1: '3 Thames Road', town: 'Barking', postcode: 'IG11 0HZ', latitude: 51.5226, longitude: 0.0985 },
    { companyName: 'MS Shop Two', addressLine1: '21 Broad Street', town: 'Reading', postcode: 'RG1 2BH', latitude: 51.4555, longitude: -0.9731 }],
];

/** Two consignments booked for tomorrow through the API and a manifest of their four stops (C1, D1, C2, D2). */
async function manifestOfTwoConsignments(page: Page): Promise<{ id: number; stopIds: number[] }> {
  const stopIds: number[] = [];
  let vehicleTypeId = 0;
  for (const [i, places] of PLACES.entries()) {
    const input = await simpleBookingInput(page, `Manifest Screen ${i + 1}`);
    const stops = input.consignmentAddresses as { address: Record<string, unknown> }[];
    stops.forEach((s, j) => (s.address = places[j]));
    const created = await graphqlAs<Created>(
      page,
      `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentAddresses { id } vehicleType { id } } }`,
      { input },
    );
    stopIds.push(...created.createConsignment.consignmentAddresses.map((s) => s.id));
    vehicleTypeId = created.createConsignment.vehicleType.id;
  }
  const manifest = await graphqlAs<{ createManifest: { id: number } }>(
    page,
    `mutation($input: ManifestInput!) { createManifest(input: $input) { id } }`,
    { input: { vehicleTypeId, consignmentAddressIds: stopIds } },
  );
  return { id: manifest.createManifest.id, stopIds };
}

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** POST /api/Photos as the signed-in office user; the stored file's id. */
async function uploadPhoto(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('dispatch.token') ?? '');
  const res = await page.request.post('/api/Photos', { headers: { Token: token }, multipart: { file: { name: 'pod.png', mimeType: 'image/png', buffer: PNG } } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { Id: number }).Id;
}

test.describe('Manifest screen (behaviour.md "Manifests / Manifest screen"; "Manifests / Manifest lifecycle and status colour")', () => {
  // Each test books two consignments and walks many steps on a shared, busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('a manifest is opened, assigned, sent, progressed live by the driver and reordered by drag and drop and from the keyboard', async ({ page, request }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const { id, stopIds } = await manifestOfTwoConsignments(page);
    const driver = await signInDriver(request);

    const screen = new ManifestPage(page);
    await screen.goto(id);
    await expect(screen.status).toHaveText('Unallocated');
    await expect(screen.status).toHaveAttribute('data-colour', STATUS_COLOURS.White);
    await expect(page.getByTestId('route-map-count')).toHaveText('4 of 4 stops on the map');
    // Route directions: the offline routing draws straight lines (an estimate) with each leg's figures.
    await expect(page.getByTestId('route-map-totals')).toContainText('(estimate)');
    await expect(screen.stop(2).getByTestId('stop-leg')).toContainText(/\d+ miles, \d+ min from the previous stop/);
    await expect(screen.stop(1)).toHaveAttribute('data-stop-id', String(stopIds[0]));

    // behaviour.md "Manifests / Manifest screen"; "Manifests / Supplier assignment": the supplier list offers suppliers big enough; assigning resets IsSent; Send sets it.
    await screen.assignFromList(driver.supplierId, 'Swift Vans Ltd');
    await expect(screen.supplier).toHaveText('Swift Vans Ltd');
    await expect(screen.status).toHaveText('Allocated');
    await screen.send.click();
    await expect(screen.sent).toHaveText('Yes');
    await expect(screen.status).toHaveText('Sent');
    await expect(screen.status).toHaveAttribute('data-colour', STATUS_COLOURS.Sent);

    // behaviour.md "Manifests / Manifest lifecycle and status colour": the date-time editor's Acknowledged step sets IsAcknowledged and AcknowledgedTime.
    await screen.stop(2).getByTestId('stop-edit-times').click();
    await page.getByTestId('progress-acknowledged-now').click();
    await page.getByTestId('progress-save').click();
    await expect(page.getByTestId('manifest-acknowledged')).toContainText(/Yes \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}/);
    await expect(screen.status).toHaveText('Acknowledged');

    // The driver completes the first collection through the driver API: the open screen hears it live.
    const progress = await request.post(`/api/Driver/ConsignmentAddresses/${stopIds[0]}/Progress`, {
      headers: { Token: driver.token },
      data: { Step: 'Completed', SignatureName: 'J Bloggs', Notes: 'Left at reception' },
    });
    expect(progress.status()).toBe(200);
    await expect(screen.stop(1).getByTestId('stop-state')).toHaveText('Completed');
    await expect(screen.status).toHaveText('First Stop Completed');
    await expect(screen.status).toHaveAttribute('data-colour', STATUS_COLOURS['First Stop Completed']);
    await expect(screen.stop(1).getByTestId('stop-completion-time')).toContainText(/\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}/);
    await expect(screen.stop(1).getByTestId('stop-supplier-notes')).toHaveText('Left at reception');
    await screen.stop(1).getByTestId('stop-signature').click();
    await expect(page.getByTestId('signature-name')).toHaveText('J Bloggs');
    await page.keyboard.press('Escape');
    await page.screenshot({ path: screenshotPath('manifest-screen-progress'), fullPage: true });

    // Drag the third stop (C2) onto the second (D1): C1, C2, D1, D2; saved as ManifestOrder 10, 20, 30, 40.
    await screen.dragStop(3, 2);
    await expect(screen.stop(2)).toHaveAttribute('data-stop-id', String(stopIds[2]));
    await expect(page.getByTestId('manifest-unsaved')).toBeVisible();
    // From the keyboard (issue 19 item 11): D1 moves up one place with Enter on its arrow button; once more would put it
    // above its collection and is refused; C2 moves back up with Space on its own: C1, C2, D1, D2 again.
    await screen.stop(3).getByRole('button', { name: 'Move stop 3 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(screen.stop(2)).toHaveAttribute('data-stop-id', String(stopIds[1]));
    await expect(page.getByRole('button', { name: 'Move stop 2 up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('manifest-order-refused')).toHaveText(MANIFEST_MESSAGES.deliveryBeforeCollection);
    await expect(screen.stop(1)).toHaveAttribute('data-stop-id', String(stopIds[0]));
    await screen.stop(3).getByRole('button', { name: 'Move stop 3 up' }).focus();
    await page.keyboard.press('Space');
    await expect(screen.stop(2)).toHaveAttribute('data-stop-id', String(stopIds[2]));
    // Leaving with the unsaved order asks first, as on the consignment screen; staying keeps it.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByTestId('menu-control_screen').click();
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Are you sure you want to leave this page?']);
    await expect(page).toHaveURL(new RegExp(`#!/manifest/${id}$`));
    await expect(screen.stop(2)).toHaveAttribute('data-stop-id', String(stopIds[2]));
    await screen.save.click();
    await expect(page.getByTestId('manifest-unsaved')).toBeHidden();
    await expect(screen.failure).toHaveCount(0);

    await page.reload();
    // A fresh page load signs in again and loads everything: slow on a busy machine.
    await expect(screen.screen).toBeVisible({ timeout: 30_000 });
    const expected = [stopIds[0], stopIds[2], stopIds[1], stopIds[3]];
    for (const [i, stopId] of expected.entries()) await expect(screen.stop(i + 1)).toHaveAttribute('data-stop-id', String(stopId));
    const stored = await graphqlAs<{ manifest: { consignmentAddresses: { id: number; manifestOrder: number }[] } }>(
      page,
      `query($id: Int!) { manifest(id: $id) { consignmentAddresses { id manifestOrder } } }`,
      { id },
    );
    expect(stored.manifest.consignmentAddresses).toEqual(expected.map((stopId, i) => ({ id: stopId, manifestOrder: (i + 1) * 10 })));
    await page.screenshot({ path: screenshotPath('manifest-screen-reordered'), fullPage: true });
  });

  test('the modals: photos 3 per row and signature, exchange options and log, report, date-time editor, completion e-mails, change log, 608 on a stale save, delete', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    // Acme asks for collection e-mails for this test only (the demo data leaves it off).
    const autoEmail = (on: boolean) =>
      withDatabase((db) => db.query(`update customer set auto_email_on_collection = $1 where name like 'Acme%'`, [on]));
    await autoEmail(true);
    try {
      const { id, stopIds } = await manifestOfTwoConsignments(page);
      // The driver app's proof of delivery (its contract: /api/Photos/{id} paths), stored behind the UI's back.
      const photoId = await uploadPhoto(page);
      const photo = `/api/Photos/${photoId}`;
      await withDatabase((db) =>
        db.query(`update consignment_address set goods_photos = $1, signature_name = 'R Receiver', signature_file_name = $2 where id = $3`, [
          JSON.stringify([photo, photo, photo, photo]), photo, stopIds[0],
        ]),
      );
      const screen = new ManifestPage(page);
      await screen.goto(id);

      // behaviour.md "Manifests / Manifest screen"; "Reports / Reports screen": goods photos 3 per row; the signature with its image.
      await screen.stop(1).getByTestId('stop-goods-photos').click();
      await expect(page.getByTestId('photo-row')).toHaveCount(2);
      await expect(page.getByTestId('photo-row').first().getByTestId('stop-photo')).toHaveCount(3);
      await expect(page.getByTestId('stop-photo').nth(3)).toBeVisible();
      await page.keyboard.press('Escape');
      await screen.stop(1).getByTestId('stop-signature').click();
      await expect(page.getByTestId('signature-name')).toHaveText('R Receiver');
      await expect(page.getByTestId('signature-image')).toBeVisible();
      await page.keyboard.press('Escape');

      // behaviour.md "Manifests / Manifest screen"; "Manifests / Transport exchange": exchange send options default to tail lift false, timed false; then the exchange log.
      await page.getByTestId('exchange-send').click();
      await expect(page.getByTestId('exchange-tail-lift')).not.toBeChecked();
      await expect(page.getByTestId('exchange-timed')).not.toBeChecked();
      await page.getByTestId('exchange-notes').fill('Two pallets');
      await page.getByTestId('exchange-options-ok').click();
      await expect(page.getByTestId('manifest-exchange')).toContainText('Posted');
      await page.getByTestId('manifest-exchange-log').click();
      await expect(page.getByTestId('exchange-log')).toContainText('Notes: Two pallets');
      await page.keyboard.press('Escape');
      await page.getByTestId('exchange-remove').click();
      await page.getByTestId('confirm-exchange-remove-ok').click();
      await expect(page.getByTestId('manifest-exchange')).toHaveText('Not posted');

      // The report: the PDF in the modal, or the e-mail form.
      await page.getByTestId('manifest-report').click();
      await expect(page.getByTestId('report-pdf')).toBeVisible();
      await page.getByTestId('report-mode-email').click();
      await page.getByTestId('report-email-send').click();
      await expect(page.getByText("A 'To ' address must be entered")).toBeVisible();
      await page.getByTestId('report-email-to').fill('ops@example.com');
      await page.getByTestId('report-email-send').click();
      await expect(page.getByTestId('report-email-to')).toBeHidden();

      // behaviour.md "Manifests / Stop progress": "same for all" puts one time on start, arrival and completion; clearing completion resets it.
      const stop1 = screen.stop(1);
      await stop1.getByTestId('stop-edit-times').click();
      await page.getByTestId('progress-same-for-all').click();
      await page.getByTestId('progress-start-now').click();
      await page.getByTestId('progress-save').click();
      await expect(stop1.getByTestId('stop-state')).toHaveText('Completed');
      await expect(screen.status).toHaveText('First Stop Completed');
      await stop1.getByTestId('stop-edit-times').click();
      await page.getByTestId('progress-completion-clear').click();
      await page.getByTestId('progress-save').click();
      await expect(stop1.getByTestId('stop-state')).toHaveText('Arrived');
      await expect(screen.status).toHaveText('Unallocated');

      // behaviour.md "Manifests / Completion e-mails": the completed collection queued a completion e-mail; To is required; skip all.
      await page.getByTestId('manifest-confirmations').click();
      const pending = page.getByTestId('confirmations-list').locator('.ant-card').first();
      await expect(pending.getByTestId('confirmation-to')).toBeVisible();
      await pending.getByTestId('confirmation-to').fill('');
      await pending.getByTestId('confirmation-send').click();
      await expect(pending.getByTestId('confirmation-error')).toHaveText("A 'To ' address must be entered");
      await page.getByTestId('confirmations-skip-all').click();
      await expect(page.getByTestId('confirmations-list')).toContainText('No completion e-mails are waiting.');
      await page.keyboard.press('Escape');

      await page.getByTestId('manifest-change-log').click();
      await expect(page.getByTestId('change-log')).toContainText('Created');
      await page.keyboard.press('Escape');

      // behaviour.md "Manifests / Saving a manifest": another user saves after this screen loaded: saving the new order (C1, C2, D1, D2) is a 608 with the spec's message.
      await screen.dragStop(3, 2);
      const current = await graphqlAs<{ manifest: { version: number; calculatedCost: number } }>(page, `query($id: Int!) { manifest(id: $id) { version calculatedCost } }`, { id });
      await graphqlAs(page, `mutation($id: Int!, $c: Float!, $v: Int) { updateManifestCosts(id: $id, calculatedCost: $c, cost: 99, version: $v) { id } }`, {
        id, c: current.manifest.calculatedCost, v: current.manifest.version,
      });
      await screen.save.click();
      await expect(screen.failure).toHaveText(MANIFEST_MESSAGES.stale);
      await page.screenshot({ path: screenshotPath('manifest-screen-stale'), fullPage: true });
      await page.getByTestId('manifest-reload').click();
      await expect(screen.failure).toHaveCount(0);
      await expect(page.getByTestId('manifest-unsaved')).toHaveCount(0);
      await expect(page.getByTestId('manifest-cost')).toHaveValue('99.00');

      // Delete: back to the control screen.
      await page.getByTestId('manifest-delete').click();
      await page.getByTestId('confirm-manifest-delete-ok').click();
      await expect(page).toHaveURL(/#!\/control_screen\/$/);
    } finally {
      await autoEmail(false);
    }
  });

  test('behaviour.md "Manifests / Manifest screen"; "Roles and access / Access rules": a customer opening #!/manifest/1 lands on login', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.signInDirectly(customer);
    await shell.expectControlScreen();

    await shell.open('/manifest/1');
    await expect(login.screen).toBeVisible();
    await expect(page.getByTestId('login-denied')).toBeVisible();
    await expect(page.getByTestId('manifest-screen')).toHaveCount(0);
  });
});
