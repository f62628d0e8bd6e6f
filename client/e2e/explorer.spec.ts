import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { ExplorerPage } from './pages/ExplorerPage';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

import { watchPage } from './support/watch-page';

/** Signs the demo office admin in on the page (its session token is then stored) and returns the page. */
async function adminPage(page: Page): Promise<Page> {
  const login = new LoginPage(page);
  await login.signInDirectly(officeAdmin);
  await expect(new AppShell(page).menu).toBeVisible();
  return page;
}

test.describe('GraphQL explorer at /graphql (issue 24 item 1)', () => {
  test('an integrator opens /graphql, queries and subscribes with an API key, and nothing leaves our server', async ({ page, browser }) => {
    const officeContext = await browser.newContext();
    const office = await adminPage(await officeContext.newPage());
    const name = `Explorer E2E ${Date.now()}`;
    const { createApiKey } = await graphqlAs<{ createApiKey: { key: string } }>(
      office,
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }',
      { input: { name, scope: 'OFFICE_READ_ONLY' } },
    );

    const seen = watchPage(page);
    const explorer = new ExplorerPage(page);
    await explorer.goto();
    expect(await explorer.textOf(explorer.headersEditor)).toContain('"X-Api-Key": "dsp_..."');
    await explorer.setHeaders({ 'X-Api-Key': createApiKey.key });
    await explorer.setOperation('query Me { currentUser { name role } }');
    await explorer.run();
    await expect(explorer.response).toContainText(`"name": "API key: ${name}"`);
    await expect(explorer.response).toContainText('"role": "OFFICE"');

    // Subscriptions go over graphql-ws with the same key.
    await explorer.setOperation('subscription Changes { consignmentChanged { action consignmentId } }');
    await explorer.run();
    await expect(page.getByLabel('Stop query', { exact: false })).toBeVisible();
    const booked = await graphqlAs<{ createConsignment: { id: number } }>(
      office,
      'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id } }',
      { input: await simpleBookingInput(office, name) },
    );
    await expect(explorer.response).toContainText(`"consignmentId": ${booked.createConsignment.id}`);
    await page.screenshot({ path: screenshotPath('explorer-subscription') });

    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await officeContext.close();
  });

  test('a signed-in office user finds the session token filled in and runs a query at once', async ({ page }) => {
    await adminPage(page);
    const seen = watchPage(page);
    const explorer = new ExplorerPage(page);
    await explorer.goto();
    expect(await explorer.textOf(explorer.headersEditor)).toContain('"Token":');
    await explorer.setOperation('{ currentUser { email isAdmin } }');
    await explorer.run();
    await expect(explorer.response).toContainText(`"email": "${officeAdmin.email}"`);
    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });
});
