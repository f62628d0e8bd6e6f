import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

test.describe('Settings: pricing (behaviour.md "Settings / Settings screen"; "Settings / Back-office users"; "Accounts / Issue filters"; issue 7 item 3)', () => {
  let backloadMultiplier = 100;
  test.beforeAll(async () => {
    const { rows } = await withDatabase((db) => db.query<{ backload_multiplier: number }>('select backload_multiplier from global_settings where id = 1'));
    backloadMultiplier = rows[0]?.backload_multiplier ?? 100;
  });

  // Later specs price consignments: leave the multiplier as it was and the new rules and matrix inactive.
  test.afterAll(async () => {
    await withDatabase(async (db) => {
      await db.query('update global_settings set backload_multiplier = $1 where id = 1', [backloadMultiplier]);
      await db.query(`update area_additional_charge_rule set is_deactivated = true where name like 'E2E rule %'`);
      await db.query(`update price_matrix set is_deactivated = true where name = 'E2E costing matrix'`);
    });
  });

  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test('the backload multiplier is changed and saved with its version', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    const section = await settings.openSection('global');
    const field = settings.input('field-backload-multiplier', section);
    await expect(field).not.toHaveValue('');
    await field.fill('135');
    await page.getByTestId('global-save').click();
    await expect(settings.notice('Global settings saved')).toBeVisible();
    // behaviour.md "Settings / Vehicle types and area rules order": the notice closes after 2000 ms.
    await expect(settings.notice('Global settings saved')).toBeHidden({ timeout: 4_000 });

    await page.reload();
    const again = await settings.openSection('global');
    await expect(settings.input('field-backload-multiplier', again)).toHaveValue('135');
    await page.screenshot({ path: screenshotPath('settings-global'), fullPage: true });
  });

  test('a stale global settings version shows the server\'s 608 message (behaviour.md "Shared conventions / Stale writes")', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    const section = await settings.openSection('global');
    const field = settings.input('field-backload-multiplier', section);
    await expect(field).not.toHaveValue('');
    // Another user saves behind this screen's back.
    await withDatabase((db) => db.query('update global_settings set version = version + 1 where id = 1'));
    await field.fill('120');
    await page.getByTestId('global-save').click();
    await expect(settings.notice('This record has been modified by another user after you loaded it')).toBeVisible();
  });

  test('a new area rule goes last and moves up above its neighbour (behaviour.md "Settings / Vehicle types and area rules order")', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openSection('area-rules');
    for (const [name, postcodes] of [
      ['E2E rule one', 'EC1\nEC2'],
      ['E2E rule two', 'SW1A\nW1'],
    ]) {
      await page.getByTestId('area-rules-add').click();
      await settings.field('name').fill(name);
      await settings.field('postcodes').fill(postcodes);
      await settings.field('postcode-exclusions').fill('EC1A');
      await settings.choose('field-vehicle-types');
      await settings.input('field-price-percentage').fill('10');
      await settings.input('field-cost-percentage').fill('5');
      await settings.input('field-max-price').fill('25');
      await settings.save('area-rules').click();
      // The first rule's notice may still be showing (2 s) when the second is saved.
      await expect(settings.notice('Area rule saved').last()).toBeVisible();
      await expect(settings.rowWith('area-rules', name)).toBeVisible();
    }
    const before = await settings.areaRuleNames();
    expect(before.slice(-2)).toEqual(['E2E rule one', 'E2E rule two']);

    const id = await settings.rowId(settings.rowWith('area-rules', 'E2E rule two'));
    await page.getByTestId(`area-rules-up-${id}`).click();
    await expect(settings.notice('Area rule order saved')).toBeVisible();
    const expected = [...before.slice(0, -2), 'E2E rule two', 'E2E rule one'];
    await expect.poll(() => settings.areaRuleNames()).toEqual(expected);
    await page.screenshot({ path: screenshotPath('settings-area-rules'), fullPage: true });
  });

  test('a price matrix is created with two rows', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openSection('price-matrices');
    await page.getByTestId('price-matrices-type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Costing - supplier' }).click();

    await page.getByTestId('price-matrices-add').click();
    await settings.field('name').fill('E2E costing matrix');
    await settings.choose('field-vehicle-type');
    await settings.input('field-minimum-price').fill('40');
    const dialog = page.locator('.ant-modal-wrap:visible');
    await dialog.getByTestId('matrix-add-row').click();
    await dialog.getByTestId('matrix-add-row').click();
    await settings.input('field-row-0-from', dialog).fill('0');
    await settings.input('field-row-0-to', dialog).fill('10');
    await settings.input('field-row-0-interval', dialog).fill('1');
    await settings.input('field-row-0-price-break', dialog).fill('2.5');
    await settings.input('field-row-1-from', dialog).fill('10');
    await settings.input('field-row-1-interval', dialog).fill('5');
    await settings.input('field-row-1-price-break', dialog).fill('1.75');
    await settings.save('price-matrices').click();
    await expect(settings.notice('Price matrix saved')).toBeVisible();

    const row = settings.rowWith('price-matrices', 'E2E costing matrix');
    await expect(row).toBeVisible();
    const id = await settings.rowId(row);
    await expect(page.getByTestId(`price-matrices-rows-${id}`)).toHaveText('2');
    await page.screenshot({ path: screenshotPath('settings-price-matrices'), fullPage: true });
  });
});
