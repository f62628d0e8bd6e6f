import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { officeAdmin } from './support/users';

// The manifest screen's map asks the configured tile server for tiles, which a machine without internet cannot reach.
const OFFLINE_TILES = /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/;

/** Collects console errors (a CSP violation is one) and page errors, but for unreachable map tiles. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !OFFLINE_TILES.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The framed report has loaded a PDF: the frame holds our blob as a PDF document, not an error page. */
async function expectPdfShown(page: Page): Promise<void> {
  const frame = page.getByTestId('report-pdf');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const handle = await frame.elementHandle();
  const content = await handle!.contentFrame();
  await expect.poll(async () => content!.url()).toMatch(/^blob:/);
  // A frame the policy blocked is Chromium's error page (chrome-error://), not a PDF document.
  await expect.poll(() => content!.evaluate(() => document.contentType)).toBe('application/pdf');
}

test.describe('Report previews display inside the app (issue 19 item 4)', () => {
  test('the consignment report previews its PDF in the modal with no CSP violation or console error', async ({ page }) => {
    const errors = watchForErrors(page);
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const input = await simpleBookingInput(page, 'Report Preview');
    const { createConsignment } = await graphqlAs<{ createConsignment: { id: number } }>(
      page, 'mutation ($input: ConsignmentInput!) { createConsignment(input: $input) { id } }', { input });
    await page.goto(`/#!/consignment/${createConsignment.id}`);
    await page.getByTestId('action-report').click();
    await page.getByTestId('report-preview').click();
    await expectPdfShown(page);
    expect(errors).toEqual([]);
  });

  test('the manifest report previews its PDF in the modal with no CSP violation or console error', async ({ page }) => {
    const errors = watchForErrors(page);
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const { createConsignment: c } = await graphqlAs<{ createConsignment: { vehicleType: { id: number }; consignmentAddresses: { id: number }[] } }>(
      page, 'mutation ($input: ConsignmentInput!) { createConsignment(input: $input) { vehicleType { id } consignmentAddresses { id } } }',
      { input: await simpleBookingInput(page, 'Manifest Report Preview') });
    const { createManifest } = await graphqlAs<{ createManifest: { id: number } }>(
      page, 'mutation ($input: ManifestInput!) { createManifest(input: $input) { id } }',
      { input: { vehicleTypeId: c.vehicleType.id, consignmentAddressIds: c.consignmentAddresses.map((s) => s.id) } });
    await page.goto(`/#!/manifest/${createManifest.id}`);
    await page.getByTestId('manifest-report').click();
    await expectPdfShown(page);
    expect(errors).toEqual([]);
  });
});
