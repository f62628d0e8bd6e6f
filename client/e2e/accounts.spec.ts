import { expect, test, type Page } from '@playwright/test';
import { AccountsPage } from './pages/AccountsPage';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { dispatcher, officeAdmin } from './support/users';

const YESTERDAY_AT = (time: string) => `((now() at time zone 'Europe/London')::date - 1 + time '${time}') at time zone 'Europe/London'`;

/**
 * A consignment booked through the API, then made what accounts invoices: yesterday's, delivered
 * (POD time on every stop) and priced above cost.
 */
async function deliveredYesterday(page: Page, contact: string, poNumber: string | null = 'PO-API'): Promise<{ id: number; number: number }> {
  const input = { ...(await simpleBookingInput(page, contact)), poNumber };
  const created = await graphqlAs<{ createConsignment: { id: number; consignmentNumber: number } }>(
    page,
    'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentNumber } }',
    { input },
  );
  const { id, consignmentNumber } = created.createConsignment;
  await withDatabase(async (db) => {
    await db.query(`update consignment set start_date_time = ${YESTERDAY_AT('09:00')}, price_pence = 6000, cost_pence = 4000, price_manually_set = true where id = $1`, [id]);
    await db.query(`update consignment_address set is_completed = true, completion_time = ${YESTERDAY_AT('14:00')} where consignment_id = $1`, [id]);
  });
  return { id, number: consignmentNumber };
}

async function invoiceStatus(id: number): Promise<number> {
  return withDatabase(async (db) => (await db.query<{ invoice_status: number }>('select invoice_status from consignment where id = $1', [id])).rows[0].invoice_status);
}

test.describe('Accounts screen (behaviour.md "Accounts / Accounts screen"; "Accounts / Invoicing"; "Roles and access / Access rules")', () => {
  test('an accounts user invoices a delivered consignment; the job raises the invoice', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const c = await deliveredYesterday(page, 'Accounts E2E');

    const accounts = new AccountsPage(page);
    await accounts.goto();
    await expect(accounts.txPodsTab).toBeVisible();
    const yesterday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date(Date.now() - 86_400_000));
    await expect(accounts.invoiceDate).toHaveText(yesterday);
    const row = accounts.consignmentRow(c.number);
    await expect(row).toBeVisible();
    await expect(row).toContainText('£60.00');
    await expect(row).toContainText('£20.00');
    await expect(row).toContainText(yesterday);

    await accounts.invoiceConsignment(c.number);
    // issue 19 item 9: invoicing cannot be undone, so it says how many and the total first.
    await expect(page.getByTestId('invoice-summary')).toContainText(`Invoice 1 consignment totalling £60.00, dated ${yesterday}? This cannot be undone.`);
    await page.getByTestId('confirm-invoice').click();
    await expect(accounts.notice).toHaveText('All invoices have been scheduled for creation');
    await expect(row).toBeHidden();
    await page.screenshot({ path: screenshotPath('accounts-consignments'), fullPage: true });
    await expect.poll(() => invoiceStatus(c.id), { timeout: 30_000 }).toBe(3);
    await expect(page.getByTestId('invoicing-status-consignment')).toContainText('Finished', { timeout: 15_000 });

    // The invoice the job raised: listed on its invoice date (yesterday) and exported for Xero.
    const invoiceNumber = await withDatabase(async (db) => Number((await db.query<{ invoice_number: string }>('select invoice_number from consignment where id = $1', [c.id])).rows[0].invoice_number));
    await page.getByTestId('accounts-tab-invoices').click();
    const invoiceRow = page.getByTestId(`accounts-invoice-${invoiceNumber}`);
    await expect(invoiceRow).toContainText('£60.00');
    await invoiceRow.getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-xero').click();
    expect((await download).suggestedFilename()).toBe(`Xero Sales Invoices ${invoiceNumber}-${invoiceNumber}.csv`);
  });

  test('manifest invoicing blocked by supplier deductions shows the issues modal (behaviour.md "Accounts / Invoicing")', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const { manifestNumber, supplierId, supplierName, deductionId } = await withDatabase(async (db) => {
      const supplier = (await db.query<{ id: number; name: string }>(`insert into supplier (name) values ('E2E Deducted Vans') returning id, name`)).rows[0];
      const number = (await db.query<{ value: number }>(`insert into number_sequence (name, value) values ('manifest', 1) on conflict (name) do update set value = number_sequence.value + 1 returning value`)).rows[0].value;
      await db.query(`insert into manifest (manifest_number, vehicle_type_id, supplier_id, cost_pence, start_date_time, date_created, date_modified)
        values ($1, (select min(id) from vehicle_type), $2, 1000, ${YESTERDAY_AT('08:00')}, now(), now())`, [number, supplier.id]);
      const d = await db.query<{ id: number }>(`insert into supplier_deduction (supplier_id, name, value_pence, account_code_id, vat_code_id)
        values ($1, 'Van hire', 2500, (select min(id) from account_code), (select min(id) from vat_code)) returning id`, [supplier.id]);
      return { manifestNumber: number, supplierId: supplier.id, supplierName: supplier.name, deductionId: d.rows[0].id };
    });
    try {
      const accounts = new AccountsPage(page);
      await accounts.goto();
      await page.getByTestId('accounts-tab-manifests').click();
      await accounts.chooseIssue('manifests-', 'Missing POD date time');
      await page.getByTestId(`accounts-manifest-${manifestNumber}`).getByRole('checkbox').check();
      await page.getByTestId('invoice-manifests').click();
      await page.getByTestId('invoice-date-ok').click();
      await expect(page.getByTestId('invoice-issue')).toHaveText(`${supplierName}: deductions of £25.00 exceed the invoice total of £10.00`);
    } finally {
      // Leave no trace for the other specs (supplier lists).
      await withDatabase(async (db) => {
        await db.query('delete from supplier_deduction where id = $1', [deductionId]);
        await db.query('delete from manifest where supplier_id = $1', [supplierId]);
        await db.query('delete from supplier where id = $1', [supplierId]);
      });
    }
  });

  test('invoicing under the missing PO number filter asks for a confirmation first (behaviour.md "Accounts / Invoicing")', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const requirePo = (on: boolean) => withDatabase((db) => db.query(`update customer set is_ponumber_required = $1 where name = 'Acme Retail Ltd'`, [on]));
    await requirePo(true);
    try {
      const c = await deliveredYesterday(page, 'Accounts No PO', null);
      const accounts = new AccountsPage(page);
      await accounts.goto();
      await accounts.chooseIssue('consignments-', 'Missing PO number');
      await accounts.invoiceConsignment(c.number);
      await expect(page.getByText("The selected consignment has the issue 'Missing PO number'. Invoice anyway?")).toBeVisible();
      await page.getByTestId('confirm-invoice').click();
      await expect(accounts.notice).toHaveText('All invoices have been scheduled for creation');
    } finally {
      // Other specs book for Acme without a PO number.
      await requirePo(false);
    }
  });

  test('an accounts user approves a transport exchange proof of delivery (behaviour.md "Accounts / Accounts screen" TX PODs, behaviour.md "Manifests / Transport exchange")', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    const created = await graphqlAs<{ createConsignment: { consignmentAddresses: { id: number }[]; vehicleType: { id: number } } }>(
      page,
      'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { consignmentAddresses { id } vehicleType { id } } }',
      { input: await simpleBookingInput(page, 'Accounts TX POD') },
    );
    const manifest = (await graphqlAs<{ createManifest: { id: number; manifestNumber: number } }>(
      page,
      'mutation($input: ManifestInput!) { createManifest(input: $input) { id manifestNumber } }',
      { input: { vehicleTypeId: created.createConsignment.vehicleType.id, consignmentAddressIds: created.createConsignment.consignmentAddresses.map((s) => s.id) } },
    )).createManifest;
    const sent = await graphqlAs<{ sendToTransportExchange: { transportExchangeManifests: { externalReference: string }[] } }>(
      page, 'mutation($id: Int!) { sendToTransportExchange(id: $id) { transportExchangeManifests { externalReference } } }', { id: manifest.id });
    const reference = sent.sendToTransportExchange.transportExchangeManifests[0].externalReference;
    const token = await page.evaluate(() => localStorage.getItem('dispatch.token') ?? '');
    expect((await page.request.post(`/api/TransportExchange/Sandbox/${reference}/ProofOfDelivery`, { headers: { Token: token }, data: {} })).status()).toBe(200);

    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.txPodsTab.click();
    const row = page.getByTestId(`accounts-pod-${manifest.manifestNumber}`);
    await expect(row).toContainText(reference);
    await row.getByRole('checkbox').check();
    await page.getByTestId('approve-pods').click();
    await expect(page.getByTestId('confirm-pods')).toHaveText(/^Approve 1 proof of delivery for manifests costing £[\d,]+\.\d{2}\? This cannot be undone\.$/);
    await page.getByTestId('confirm-pods-ok').click();
    await expect(accounts.notice).toHaveText('Proofs of delivery approved');
    await expect(row).toBeHidden();
  });

  test('a non-accounts office user does not see the TX PODs tab (behaviour.md "Roles and access / Access rules")', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(dispatcher);
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await expect(page.getByTestId('accounts-tab-consignments')).toBeVisible();
    await expect(page.getByTestId('accounts-tab-manifests')).toBeVisible();
    await expect(accounts.txPodsTab).toHaveCount(0);
  });
});
