import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MANIFEST_MESSAGES, STATUS_COLOURS } from '../../server/src/domain/manifest';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { ManifestPage } from './pages/ManifestPage';
import { graphqlAs } from './support/api';
import { withDatabase } from './support/database';
import { manifestOfTwoConsignments, uploadPhoto } from './support/manifest-screen';
import { screenshotPath } from './support/screenshots';
import { signInDriver } from './support/tracking';
import { customer, officeAdmin } from './support/users';

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
    await expectUnallocatedWithItsRoute(page, screen, stopIds);
    await assignAndSend(screen, driver.supplierId);
    await acknowledgeFromTheTimesEditor(page, screen);
    await driverCompletesTheFirstCollection(page, request, screen, driver.token, stopIds[0]);
    await reorderByDragAndFromTheKeyboard(page, screen, stopIds);
    await leavingUnsavedAsksFirstThenSave(page, screen, id, stopIds);
    await expectTheOrderKeptAfterAReload(page, screen, id, stopIds);
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
      await storeProofOfDelivery(page, stopIds[0]);
      const screen = new ManifestPage(page);
      await screen.goto(id);

      await expectPhotosThreePerRowAndTheSignature(page, screen);
      await postToTheExchangeAndRemove(page);
      await emailTheReport(page);
      await setTimesSameForAllThenClearCompletion(page, screen);
      await skipTheCompletionEmails(page);
      await page.getByTestId('manifest-change-log').click();
      await expect(page.getByTestId('change-log')).toContainText('Created');
      await page.keyboard.press('Escape');
      await expectA608OnAStaleSave(page, screen, id);

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

// The steps of the first test.

/** A new manifest is Unallocated (white) with its four stops on the route map, each leg with its figures. */
async function expectUnallocatedWithItsRoute(page: Page, screen: ManifestPage, stopIds: number[]): Promise<void> {
  await expect(screen.status).toHaveText('Unallocated');
  await expect(screen.status).toHaveAttribute('data-colour', STATUS_COLOURS.White);
  await expect(page.getByTestId('route-map-count')).toHaveText('4 of 4 stops on the map');
  // Route directions: the offline routing draws straight lines (an estimate) with each leg's figures.
  await expect(page.getByTestId('route-map-totals')).toContainText('(estimate)');
  await expect(screen.stop(2).getByTestId('stop-leg')).toContainText(/\d+ miles, \d+ min from the previous stop/);
  await expect(screen.stop(1)).toHaveAttribute('data-stop-id', String(stopIds[0]));
}

/** behaviour.md "Manifests / Manifest screen"; "Manifests / Supplier assignment": the supplier list offers suppliers big enough; assigning resets IsSent; Send sets it. */
async function assignAndSend(screen: ManifestPage, supplierId: number): Promise<void> {
  await screen.assignFromList(supplierId, 'Swift Vans Ltd');
  await expect(screen.supplier).toHaveText('Swift Vans Ltd');
  await expect(screen.status).toHaveText('Allocated');
  await screen.send.click();
  await expect(screen.sent).toHaveText('Yes');
  await expect(screen.status).toHaveText('Sent');
  await expect(screen.status).toHaveAttribute('data-colour', STATUS_COLOURS.Sent);
}

/** behaviour.md "Manifests / Manifest lifecycle and status colour": the date-time editor's Acknowledged step sets IsAcknowledged and AcknowledgedTime. */
async function acknowledgeFromTheTimesEditor(page: Page, screen: ManifestPage): Promise<void> {
  await screen.stop(2).getByTestId('stop-edit-times').click();
  await page.getByTestId('progress-acknowledged-now').click();
  await page.getByTestId('progress-save').click();
  await expect(page.getByTestId('manifest-acknowledged')).toContainText(/Yes \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}/);
  await expect(screen.status).toHaveText('Acknowledged');
}

/** The driver completes the first collection through the driver API: the open screen hears it live. */
async function driverCompletesTheFirstCollection(page: Page, request: APIRequestContext, screen: ManifestPage, driverToken: string, stopId: number): Promise<void> {
  const progress = await request.post(`/api/Driver/ConsignmentAddresses/${stopId}/Progress`, {
    headers: { Token: driverToken },
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
}

/**
 * Drag the third stop (C2) onto the second (D1): C1, C2, D1, D2. Then from the keyboard (issue 19 item 11): D1 moves
 * up one place with Enter on its arrow button; once more would put it above its collection and is refused; C2 moves
 * back up with Space on its own: C1, C2, D1, D2 again.
 */
async function reorderByDragAndFromTheKeyboard(page: Page, screen: ManifestPage, stopIds: number[]): Promise<void> {
  await screen.dragStop(3, 2);
  await expect(screen.stop(2)).toHaveAttribute('data-stop-id', String(stopIds[2]));
  await expect(page.getByTestId('manifest-unsaved')).toBeVisible();
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
}

/** Leaving with the unsaved order asks first, as on the consignment screen; staying keeps it, and Save saves it. */
async function leavingUnsavedAsksFirstThenSave(page: Page, screen: ManifestPage, id: number, stopIds: number[]): Promise<void> {
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
}

/** After a reload the screen shows C1, C2, D1, D2, stored as ManifestOrder 10, 20, 30, 40. */
async function expectTheOrderKeptAfterAReload(page: Page, screen: ManifestPage, id: number, stopIds: number[]): Promise<void> {
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
}

// The steps of the modals test.

/** The driver app's proof of delivery (its contract: /api/Photos/{id} paths), stored behind the UI's back: four photos and a signature. */
async function storeProofOfDelivery(page: Page, stopId: number): Promise<void> {
  const photoId = await uploadPhoto(page);
  const photo = `/api/Photos/${photoId}`;
  await withDatabase((db) =>
    db.query(`update consignment_address set goods_photos = $1, signature_name = 'R Receiver', signature_file_name = $2 where id = $3`, [
      JSON.stringify([photo, photo, photo, photo]), photo, stopId,
    ]),
  );
}

/** behaviour.md "Manifests / Manifest screen"; "Reports / Reports screen": goods photos 3 per row; the signature with its image. */
async function expectPhotosThreePerRowAndTheSignature(page: Page, screen: ManifestPage): Promise<void> {
  await screen.stop(1).getByTestId('stop-goods-photos').click();
  await expect(page.getByTestId('photo-row')).toHaveCount(2);
  await expect(page.getByTestId('photo-row').first().getByTestId('stop-photo')).toHaveCount(3);
  await expect(page.getByTestId('stop-photo').nth(3)).toBeVisible();
  await page.keyboard.press('Escape');
  await screen.stop(1).getByTestId('stop-signature').click();
  await expect(page.getByTestId('signature-name')).toHaveText('R Receiver');
  await expect(page.getByTestId('signature-image')).toBeVisible();
  await page.keyboard.press('Escape');
}

/** behaviour.md "Manifests / Manifest screen"; "Manifests / Transport exchange": exchange send options default to tail lift false, timed false; then the exchange log. */
async function postToTheExchangeAndRemove(page: Page): Promise<void> {
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
}

/** The report: the PDF in the modal, or the e-mail form, which needs a To address. */
async function emailTheReport(page: Page): Promise<void> {
  await page.getByTestId('manifest-report').click();
  await expect(page.getByTestId('report-pdf')).toBeVisible();
  await page.getByTestId('report-mode-email').click();
  await page.getByTestId('report-email-send').click();
  await expect(page.getByText("A 'To ' address must be entered")).toBeVisible();
  await page.getByTestId('report-email-to').fill('ops@example.com');
  await page.getByTestId('report-email-send').click();
  await expect(page.getByTestId('report-email-to')).toBeHidden();
}

/** behaviour.md "Manifests / Stop progress": "same for all" puts one time on start, arrival and completion; clearing completion resets it. */
async function setTimesSameForAllThenClearCompletion(page: Page, screen: ManifestPage): Promise<void> {
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
}

/** behaviour.md "Manifests / Completion e-mails": the completed collection queued a completion e-mail; To is required; skip all. */
async function skipTheCompletionEmails(page: Page): Promise<void> {
  await page.getByTestId('manifest-confirmations').click();
  const pending = page.getByTestId('confirmations-list').locator('.ant-card').first();
  await expect(pending.getByTestId('confirmation-to')).toBeVisible();
  await pending.getByTestId('confirmation-to').fill('');
  await pending.getByTestId('confirmation-send').click();
  await expect(pending.getByTestId('confirmation-error')).toHaveText("A 'To ' address must be entered");
  await page.getByTestId('confirmations-skip-all').click();
  await expect(page.getByTestId('confirmations-list')).toContainText('No completion e-mails are waiting.');
  await page.keyboard.press('Escape');
}

/** behaviour.md "Manifests / Saving a manifest": another user saves after this screen loaded: saving the new order (C1, C2, D1, D2) is a 608 with the spec's message. */
async function expectA608OnAStaleSave(page: Page, screen: ManifestPage, id: number): Promise<void> {
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
}
