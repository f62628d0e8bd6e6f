import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { ReportsPage } from './pages/ReportsPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { dispatcher, officeAdmin, type DemoUser } from './support/users';

async function signIn(page: Page, user: DemoUser): Promise<void> {
  const login = new LoginPage(page);
  await login.signInDirectly(user);
  await expect(page.getByTestId('control-screen')).toBeVisible();
}

/** Tomorrow's London date, as the Tomorrow preset computes it. */
function londonTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
}

/** A customer of its own with one consignment tomorrow at £123.45, costing £100.00 (set behind the UI). */
async function seedSale(page: Page): Promise<string> {
  const name = `Reports E2E ${Date.now()}`;
  const created = await graphqlAs<{ createCustomer: { id: number } }>(page, 'mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }', { input: { name } });
  const input = { ...(await simpleBookingInput(page, 'Report Rita')), customerId: created.createCustomer.id };
  const booked = await graphqlAs<{ createConsignment: { id: number } }>(page, 'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id } }', { input });
  await withDatabase((db) =>
    db.query(
      `update consignment set price_pence = 12345, cost_pence = 10000,
         start_date_time = ((now() at time zone 'Europe/London')::date + 1 + time '12:00') at time zone 'Europe/London' where id = $1`,
      [booked.createConsignment.id],
    ),
  );
  return name;
}

test.describe('Reports (behaviour.md "Reports / Reports screen" Reports, behaviour.md "Roles and access / Access rules", behaviour.md "Settings / Back-office users")', () => {
  test('an office user who is not an admin sees no User Ip Logs tab; an admin does (behaviour.md "Roles and access / Access rules")', async ({ page }) => {
    await signIn(page, dispatcher);
    const reports = new ReportsPage(page);
    await reports.goto();
    for (const key of ['sales-summary', 'sales', 'earnings', 'credit'] as const) await expect(reports.tab(key)).toBeVisible();
    await expect(reports.tab('user-ip-logs')).toHaveCount(0);

    await new AppShell(page).logout.click();
    await signIn(page, officeAdmin);
    await reports.goto();
    await reports.tab('user-ip-logs').click();
    // The admin's own sign-in today is in the log.
    await expect(page.getByTestId('user-ip-logs-table')).toContainText('admin@dispatch.local');
    await page.screenshot({ path: screenshotPath('reports-user-ip-logs'), fullPage: true });
  });

  test("the sales summary shows a seeded day's figures, and its xlsx downloads (behaviour.md 'Customers / Credit report')", async ({ page }) => {
    await signIn(page, officeAdmin);
    const customerName = await seedSale(page);
    const reports = new ReportsPage(page);
    await reports.goto();
    await reports.choosePreset('sales-summary', 'Tomorrow');
    await reports.filterCustomer('sales-summary', customerName);
    const row = reports.summaryRow(londonTomorrow());
    await expect(row).toContainText('£123.45');
    await expect(row).toContainText('£100.00');
    await expect(row).toContainText('£23.45');
    await expect(row).toContainText('19.00%');
    await expect(page.getByTestId('sales-summary-totals')).toContainText('£123.45');
    await page.screenshot({ path: screenshotPath('reports-sales-summary'), fullPage: true });

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-summary-xlsx').click()]);
    expect(file.suggestedFilename()).toBe(`Simple Profitability ${londonTomorrow()} to ${londonTomorrow()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.getRow(2).getCell(5).value).toBe(123.45);
    expect(sheet.getRow(3).getCell(1).value).toBe('Total');

    // The same sale on the Sales tab, one line per consignment.
    await reports.tab('sales').click();
    await reports.choosePreset('sales', 'Tomorrow');
    await reports.filterCustomer('sales', customerName);
    await expect(page.getByTestId('sales-table')).toContainText(customerName);
    await expect(page.getByTestId('sales-totals')).toContainText('£23.45');

    // A week shows as a chart of sales and margin by day.
    await reports.tab('sales-summary').click();
    await reports.choosePreset('sales-summary', 'This week');
    await expect(page.getByTestId('sales-summary-chart')).toBeVisible();
    await page.screenshot({ path: screenshotPath('reports-sales-summary-week'), fullPage: true });
  });

  test('the earnings and credit tabs show their tables with a download each', async ({ page }) => {
    await signIn(page, officeAdmin);
    const name = `Credit E2E ${Date.now()}`;
    await graphqlAs(page, 'mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }', { input: { name, creditLimit: 100, outstandingBalance: 150.5 } });
    const reports = new ReportsPage(page);
    await reports.goto();
    await reports.tab('earnings').click();
    await expect(page.getByTestId('earnings-table')).toBeVisible();
    await expect(page.getByTestId('earnings-xlsx')).toBeVisible();
    await reports.tab('credit').click();
    // behaviour.md "Customers / Credit report": over-limit = outstanding balance minus credit limit.
    await expect(page.getByTestId('credit-table').getByRole('row', { name: new RegExp(name) })).toContainText('£50.50');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('credit-xlsx').click()]);
    expect(file.suggestedFilename()).toMatch(/^Credit \d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.screenshot({ path: screenshotPath('reports-credit'), fullPage: true });
  });
});
