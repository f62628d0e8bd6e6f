import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { MapPage } from './pages/MapPage';
import { screenshotPath } from './support/screenshots';
import { postPositions, seedFleet, signInDriver, type DriverSession } from './support/tracking';
import { officeAdmin } from './support/users';

const LEEDS = { latitude: 53.8008, longitude: -1.5491 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };

test.describe('Map (behaviour.md "Map / Driver popup")', () => {
  let driver: DriverSession;

  test.beforeAll(async ({ request }) => {
    await seedFleet(60);
    driver = await signInDriver(request);
    await postPositions(request, driver, [{ ...LEEDS, minutesAgo: 30 }]);
  });

  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test("a driver's location posted through the API moves its pin on an open map without a reload", async ({ page, request }) => {
    const map = new MapPage(page);
    await map.goto();
    // The pins are drawn on one canvas (issue 9 item 4): the pin under the pointer names its supplier.
    await expect.poll(() => map.pinNameAt(LEEDS)).toBe('Swift Vans Ltd');
    await expect.poll(() => map.pinDrawnAt(LEEDS)).toBe(true);
    const url = page.url();

    await postPositions(request, driver, [LONDON]);
    await expect.poll(() => map.pinNameAt(LONDON), { timeout: 10_000 }).toBe('Swift Vans Ltd');
    await expect.poll(() => map.pinDrawnAt(LONDON)).toBe(true);
    expect(await map.pinNameAt(LEEDS)).not.toBe('Swift Vans Ltd');
    expect(page.url()).toBe(url);

    await map.clickPinAt(LONDON);
    await expect(map.popup(driver.supplierId)).toContainText('Swift Vans Ltd');
    await expect(map.popup(driver.supplierId)).toContainText(/Last update: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // No manifest yet: no manifest link, even for office users.
    await expect(page.getByTestId('map-popup-manifest')).toHaveCount(0);
    // Clicking the map off every pin closes it.
    await map.clickPinAt({ latitude: 53.9, longitude: -5.6 }); // the Irish Sea
    await expect(map.popup(driver.supplierId)).toHaveCount(0);
  });

  test('issue 9 item 4: the vehicles in view are listed as buttons, and one opens from the keyboard with its popup', async ({ page }) => {
    const map = new MapPage(page);
    await map.goto();
    const list = await map.openVehicleList();
    await expect(list.getByRole('listitem')).toHaveCount(50); // the fleet and more: the first 50 by name
    await list.getByTestId('map-vehicle-list-search').fill('swift');
    const button = list.getByTestId(`map-vehicle-${driver.supplierId}`);
    await expect(button).toHaveText('Swift Vans Ltd');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(map.popup(driver.supplierId)).toContainText('Swift Vans Ltd');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  test('historical tracking requires supplier, date, start and end time, then draws the posted positions', async ({ page, request }) => {
    await postPositions(
      request,
      driver,
      [0, 1, 2, 3, 4, 5].map((i) => ({ latitude: 51.75 - i * 0.05, longitude: -0.45 + i * 0.06, minutesAgo: 25 - i * 4 })),
    );
    const map = new MapPage(page);
    await map.goto();
    await map.historySubmit.click();
    for (const message of ['Please choose a supplier', 'Please choose a date', 'Please choose a start time', 'Please choose an end time']) {
      await expect(map.historyError(message)).toBeVisible();
    }

    await map.chooseSupplier(map.historySupplier, 'swift');
    await expect(map.historySupplier).toHaveValue('Swift Vans Ltd');
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await map.typeInPicker(map.historyDate, today);
    await map.typeInPicker(map.historyStart, '00:00');
    await map.typeInPicker(map.historyEnd, '23:59');
    await map.historySubmit.click();

    await expect(map.historyFound).toContainText('positions drawn');
    await expect(map.trackLine.first()).toBeVisible();
    await expect(page.locator('.track-time').first()).toHaveText(/^\d{2}:\d{2}$/);
    await page.screenshot({ path: screenshotPath('map-pins-and-track'), fullPage: true });
  });
});
