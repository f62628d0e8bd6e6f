import { expect, test, type Page } from '@playwright/test';
import { ControlScreenPage } from './pages/ControlScreenPage';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { officeAdmin } from './support/users';

// Issue 25 items 4 and 5: the notification templates with their preview, and the proof of delivery from the list.

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.signInDirectly(officeAdmin);
  await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
}

test.describe('Recipient notifications and the proof of delivery', () => {
  test.beforeEach(async ({ page }) => signIn(page));
  test.afterAll(() => withDatabase((db) => db.query(`delete from notification_template`)));

  test('an admin previews a template, is told why a bad one cannot be used, and saves a good one', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    const section = await settings.openSection('notification-templates');
    await section.getByText('On the way', { exact: true }).click();
    await expect(section.getByTestId('template-edited')).toHaveText('Default wording (not edited yet)');

    await section.getByTestId('template-body').fill('Your parcel costs {{price}}');
    await section.getByTestId('template-preview').click();
    await expect(section.getByTestId('template-error')).toContainText('The body uses unknown field {{price}}');

    await section.getByTestId('template-body').fill('Driver on the way{{#if eta}}, expected {{eta}}{{/if}}. {{trackingUrl}}');
    await section.getByTestId('template-preview').click();
    await expect(section.getByTestId('template-preview-result')).toContainText('Driver on the way, expected 26/11/2026 10:35. https://example.com/t/abc123');
    await section.getByTestId('template-save').click();
    await expect(settings.notice('Template saved')).toBeVisible();
    await expect(section.getByTestId('template-edited')).toHaveText('Edited wording');
  });

  test('a completed consignment offers its proof of delivery from the list row and from its detail', async ({ page }) => {
    const po = `PO-POD-${Date.now() % 100_000}`;
    const input = { ...(await simpleBookingInput(page, 'Pat Proof')), poNumber: po };
    const { createConsignment } = await graphqlAs<{ createConsignment: { id: number; consignmentNumber: number } }>(
      page, 'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentNumber } }', { input });
    await withDatabase(async (db) => {
      await db.query(`update consignment_address set is_completed = true, completion_time = now(), signature_name = 'Sam Signer' where consignment_id = $1`, [createConsignment.id]);
      await db.query(`update consignment set is_completed = true where id = $1`, [createConsignment.id]);
    });

    const control = new ControlScreenPage(page);
    await control.openConsignments();
    await control.searchTomorrowByPo(po);
    const link = page.getByTestId(`proof-of-delivery-${createConsignment.consignmentNumber}`);
    await expect(link).toBeVisible();
    const fromList = page.waitForEvent('download');
    await link.click();
    expect((await fromList).suggestedFilename()).toBe(`Proof of delivery ${createConsignment.consignmentNumber}.pdf`);

    await page.getByTestId(`consignment-row-${createConsignment.consignmentNumber}`).click();
    const modal = page.getByTestId('consignment-detail-modal');
    const fromDetail = page.waitForEvent('download');
    await modal.getByTestId('action-proof-of-delivery').click();
    expect((await fromDetail).suggestedFilename()).toBe(`Proof of delivery ${createConsignment.consignmentNumber}.pdf`);
  });
});
