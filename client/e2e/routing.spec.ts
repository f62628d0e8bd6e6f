import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { customer } from './support/users';

test.describe('Routes', () => {
  test('behaviour.md "Shared conventions / Screens and routes": a signed-in user opening #!/ goes to control_screen', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.signInDirectly(customer);
    await shell.expectControlScreen();

    await page.goto('/#!/');
    await shell.expectControlScreen();
  });

  test('behaviour.md "Shared conventions / Screens and routes": an unknown route goes to login', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/#!/no_such_screen/');
    await expect(login.screen).toBeVisible();
    await expect(page).toHaveURL(/#!\/$/);
  });

  test('behaviour.md "Control screen / Consignments tab": a signed-out user opening a screen is sent to login', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/#!/control_screen/');
    await expect(login.screen).toBeVisible();
  });

  test('behaviour.md "Control screen / Manifests tab"; "Roles and access / Roles": a customer opening #!/manifest/1 lands on login', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.signInDirectly(customer);
    await shell.expectControlScreen();

    await shell.open('/manifest/1');
    await expect(login.screen).toBeVisible();
    await expect(page).toHaveURL(/#!\/(\?.*)?$/);
    await expect(page.getByTestId('login-denied')).toBeVisible();
    await expect(page.getByTestId('manifest-screen')).toHaveCount(0);
  });

  test('behaviour.md "Suppliers / Suppliers screen": suppliers and settings are for the office role only', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.signInDirectly(customer);
    await shell.expectControlScreen();

    for (const path of ['/suppliers/', '/settings/']) {
      await shell.open(path);
      await expect(login.screen).toBeVisible();
    }
  });
});
