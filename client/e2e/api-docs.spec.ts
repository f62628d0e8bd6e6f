import { expect, test } from '@playwright/test';
import { ApiDocsPage } from './pages/ApiDocsPage';
import { screenshotPath } from './support/screenshots';
import { watchPage } from './support/watch-page';

test.describe('REST API documentation at /api/docs (issue 24 item 2)', () => {
  test('an integrator opens /api/docs and finds the routes, and nothing leaves our server', async ({ page }) => {
    test.setTimeout(150_000);
    const seen = watchPage(page);
    const docs = new ApiDocsPage(page);
    await docs.goto();

    await docs.showArea('Consignments');
    await expect(docs.operation('GET', '/api/Consignments/{from}/{to}/Search')).toBeVisible({ timeout: 30_000 });
    await expect(docs.operation('POST', '/api/Consignments')).toBeVisible();
    await docs.showArea('Webhooks');
    await expect(docs.operation('POST', '/api/Webhooks')).toBeVisible();
    await expect(docs.operation('POST', '/api/Webhooks/{id}/Deliveries/{deliveryId}/Retry')).toBeVisible();

    // A route opens to show its declared parameters.
    await docs.operation('GET', '/api/Webhooks/{id}').locator('.opblock-summary').click();
    await expect(docs.operation('GET', '/api/Webhooks/{id}').locator('.parameters')).toContainText('id');
    await page.screenshot({ path: screenshotPath('api-docs') });

    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });
});
