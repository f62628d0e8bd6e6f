import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { deleteSessionsOf } from './support/database';
import { customer } from './support/users';

test.describe('Session', () => {
  test('behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"; "Sign-in and sessions / Sign-in failures": a 401 mid-session opens the signed-out modal and OK returns to login', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.signIn(customer);
    await shell.expectControlScreen();

    expect(await deleteSessionsOf(customer.email)).toBeGreaterThan(0);
    await shell.open('/change_password/');

    await expect(shell.signedOutModal).toBeVisible();
    await shell.signedOutOk.click();
    await expect(login.screen).toBeVisible();
    await expect(page).toHaveURL(/#!\/$/);
    expect(await page.evaluate(() => localStorage.getItem('dispatch.token'))).toBeNull();
  });

  test("behaviour.md 'Sign-in and sessions / Sessions and the inactivity clock': inactivity warns 'You will be logged out in 2 minutes' for 4 seconds, then opens the signed-out modal", async ({
    page,
    request,
  }) => {
    const reply = await request.post('/graphql', { data: { query: '{ appConfig { sessionTimeoutMs sessionWarningMs } }' } });
    const { sessionTimeoutMs, sessionWarningMs } = (await reply.json()).data.appConfig as Record<string, number>;
    await page.clock.install();
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    const warning = page.getByText('You will be logged out in 2 minutes');
    await login.goto();
    await login.signIn(customer);
    await shell.expectControlScreen();
    // Every reply restarts the clock: the screen's first queries must be answered before time is skipped, or a
    // late one lands after the skip and the warning moves a whole period away.
    await page.waitForLoadState('networkidle');

    // A reply that still lands after the skip (a list refetched when the socket reconnects after the jump) restarts
    // the clock, as every reply does: then skip again from there.
    await expect(async () => {
      await page.clock.fastForward(sessionTimeoutMs - sessionWarningMs + 1_000);
      await expect(warning).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(shell.signedOutModal).toBeHidden();
    await page.clock.fastForward(4_500);
    await expect(warning).toBeHidden();

    // The same holds after the warning: a reply that lands after the skip restarts the whole clock, so a second try
    // skips a whole timeout from there (another skip of the warning period alone would never reach it).
    let skip = sessionWarningMs;
    await expect(async () => {
      await page.clock.fastForward(skip);
      skip = sessionTimeoutMs;
      await expect(shell.signedOutModal).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await shell.signedOutOk.click();
    await expect(login.screen).toBeVisible();
  });

  test('behaviour.md "Shared conventions / Screens and routes" menu: logout ends the session and returns to login', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.signIn(customer);
    await shell.expectControlScreen();

    await shell.logout.click();
    await expect(login.screen).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dispatch.token'))).toBeNull();
    await shell.open('/control_screen/');
    await expect(login.screen).toBeVisible();
  });

  test('behaviour.md "Sign-in and sessions / Signing in": the same device uuid is kept in local storage and reused', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const first = await page.evaluate(() => localStorage.getItem('dispatch.deviceUuid'));
    await login.submitCredentials({ email: customer.email, password: 'wrong-password' });
    await expect(login.error).toBeVisible();
    const uuid = await page.evaluate(() => localStorage.getItem('dispatch.deviceUuid'));
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(first === null || first === uuid).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('dispatch.deviceUuid'))).toBe(uuid);
  });
});
