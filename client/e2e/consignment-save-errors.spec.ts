import { expect, test } from '@playwright/test';
import { ConsignmentPage, londonDate } from './pages/ConsignmentPage';
import { LoginPage } from './pages/LoginPage';
import { officeAdmin } from './support/users';

test.describe('Save errors point at the field (issue 19 item 5)', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test('each message shows at its field, the stage and the address row are marked, and a fixed one goes', async ({ page }) => {
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ customer: 'Acme', contact: '', po: 'PO-ERR' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '1 Quay Street', town: 'Manchester', postcode: 'M3 3JE', date: londonDate(1), time: '09:00', load: 'Pallets' });
    await booking.addStop({ type: 'Delivery', line1: '5 Shop Street', town: '', postcode: '', date: londonDate(1), time: '14:00' });
    await booking.save('quote');

    // On the addresses stage: the failing row is marked, the details stage's button too, every message listed apart.
    const items = page.getByTestId('save-error-item');
    await expect(items).toHaveText(['Contact name is required', 'Address 2: Town is required', 'Address 2: Postcode is required']);
    await expect(page.getByTestId('stop-row-error-1')).toBeVisible();
    await expect(page.getByTestId('stop-row-error-0')).toHaveCount(0);
    await expect(page.getByTestId('stop-row-1')).toHaveAttribute('data-has-errors', 'true');
    await expect(page.getByTestId('back-to-details')).toHaveAttribute('data-has-errors', 'true');

    // In the address: each message under its own field; typing the town removes its message only.
    await page.getByTestId('stop-edit-1').click();
    await expect(page.getByTestId('stop-error')).toHaveText(['Town is required', 'Postcode is required']);
    await page.getByTestId('stop-town').fill('Leeds');
    await expect(page.getByTestId('stop-error')).toHaveText(['Postcode is required']);
    await expect(items).toHaveText(['Contact name is required', 'Address 2: Postcode is required']);
    await page.getByTestId('stop-done').click();

    // On the details stage: the contact's message under the field, the addresses button marked.
    await page.getByTestId('back-to-details').click();
    await expect(page.getByTestId('error-contactName')).toHaveText('Contact name is required');
    await expect(page.getByTestId('to-addresses')).toHaveAttribute('data-has-errors', 'true');
    await page.getByTestId('field-contactName').fill('Fixed Contact');
    await expect(page.getByTestId('error-contactName')).toHaveCount(0);
    await expect(items).toHaveText(['Address 2: Postcode is required']);
  });
});
