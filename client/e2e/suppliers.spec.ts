import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { SuppliersPage, type VehicleEntry } from './pages/SuppliersPage';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

const van: VehicleEntry = { type: 'Small Van', make: 'Ford', model: 'Transit Connect', registration: 'TS24 NEW', length: '1.8', width: '1.5', height: '1.2', insuranceExpiry: '31/03/2028' };

/** An 8x8 PNG: the photo store keeps only real images (recognised by their first bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQyzuBFTEMLQkADDdVAYyuhw4AAAAASUVORK5CYII=',
  'base64',
);

test.describe('Suppliers (behaviour.md "Suppliers / Suppliers screen"; "Suppliers / Saving a supplier")', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test("a supplier save without a licence shows 'Must add at least one licence'", async ({ page }) => {
    const suppliers = new SuppliersPage(page);
    await suppliers.goto();
    await suppliers.newSupplier('No Licence Couriers');
    await suppliers.addVehicle(van);
    await suppliers.save.click();
    await expect(suppliers.problems).toContainText('Must add at least one licence');
    await expect(suppliers.problems).not.toContainText('Must add at least one vehicle');
  });

  test("a new supplier with a licence and a vehicle saves ('Supplier Record Saved') and appears in the list", async ({ page }) => {
    const suppliers = new SuppliersPage(page);
    await suppliers.goto();
    await expect(suppliers.row('Dee Employed Driver')).toBeVisible();
    await page.screenshot({ path: screenshotPath('suppliers-list'), fullPage: true });

    // Tall enough for the whole detail view in its screenshot.
    await page.setViewportSize({ width: 1440, height: 2000 });
    await suppliers.newSupplier('Tees Valley Couriers');
    await suppliers.choose('supplier-type', 'Subcontractor');
    await page.getByTestId('supplier-town').fill('Middlesbrough');
    await suppliers.addLicence('B', '01/01/2024', '31/12/2034');
    await suppliers.addVehicle(van);
    // behaviour.md "Suppliers / Saving a supplier": the first vehicle added becomes the default.
    await expect(suppliers.defaultRadio(0)).toBeChecked();
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('suppliers-detail') });
    await suppliers.save.click();

    await expect(suppliers.notice('Supplier Record Saved')).toBeVisible();
    await suppliers.search('Tees Valley Couriers');
    const row = suppliers.row('Tees Valley Couriers');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Small Van');
    // behaviour.md "Shared conventions / Formats, money and time": the notice closes after 2000 ms.
    await expect(suppliers.notice('Supplier Record Saved')).toBeHidden({ timeout: 4_000 });
  });

  test("two default vehicles show 'You can only have one vehicle as the default vehicle'", async ({ page }) => {
    const suppliers = new SuppliersPage(page);
    await suppliers.goto();
    await suppliers.open('Pennine Luton Services');
    await expect(suppliers.defaultRadio(0)).toBeChecked();
    await expect(suppliers.defaultRadio(1)).not.toBeChecked();
    await suppliers.defaultRadio(1).click();
    await suppliers.save.click();
    await expect(suppliers.problems).toContainText('You can only have one vehicle as the default vehicle');

    await suppliers.defaultRadio(0).click();
    await suppliers.defaultRadio(1).click();
    await suppliers.save.click();
    await expect(suppliers.problems).toContainText('You must select at least one vehicle as the default vehicle');
  });

  test('an uploaded photo shows in the photo grid and is kept by the save', async ({ page }) => {
    const suppliers = new SuppliersPage(page);
    await suppliers.goto();
    await suppliers.open('Dee Employed Driver');
    // behaviour.md "Suppliers / Saving a supplier": the e-mail picker's last option switches to a typed address.
    await suppliers.choose('supplier-email', '-- Other Email Address --');
    await page.getByTestId('supplier-email-input').fill('accounts@dee.example');
    await page.getByTestId('supplier-photos-add').click();
    await page.getByTestId('supplier-photos-0').locator('input[type=file]').setInputFiles({ name: 'insurance.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('supplier-photos-0-image')).toBeVisible();
    await page.getByTestId('supplier-photos-0-description').fill('Insurance certificate');
    await page.getByTestId('supplier-photos').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('suppliers-photos') });
    await suppliers.save.click();
    await expect(suppliers.notice('Supplier Record Saved')).toBeVisible();
    await suppliers.search('Dee Employed Driver');
    await expect(suppliers.row('Dee Employed Driver')).toContainText('accounts@dee.example');

    await suppliers.open('Dee Employed Driver');
    await expect(page.getByTestId('supplier-photos-0-image')).toBeVisible();
    await expect(page.getByTestId('supplier-photos-0-description')).toHaveValue('Insurance certificate');
  });
});
