import { expect, test, type Page } from '@playwright/test';
import { ConsignmentPage, londonDate } from './pages/ConsignmentPage';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.signInDirectly(officeAdmin);
  await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQyzuBFTEMLQkADDdVAYyuhw4AAAAASUVORK5CYII=', 'base64');

/** Stores a photo as the driver app would (POST /api/Photos with the Token header) and returns its path. */
async function uploadPhoto(page: Page, name: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('dispatch.token') ?? '');
  const res = await page.request.post('/api/Photos', { headers: { Token: token }, multipart: { file: { name, mimeType: 'image/png', buffer: PNG } } });
  expect(res.status()).toBe(201);
  return `/api/Photos/${((await res.json()) as { Id: number }).Id}`;
}

/** Acme's "requires a PO number" setting, set behind the UI's back for one test. */
const setAcmePoRequired = (on: boolean) =>
  withDatabase((db) => db.query(`update customer set is_ponumber_required = $1 where name like 'Acme%'`, [on]));

test.describe('Consignment screen modals (behaviour.md "Booking / Consignment screen"; "Booking / Confirmations and warnings")', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a new quote asks the quote warning, then shows the quote confirmation with its price', async ({ page }) => {
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ customer: 'Acme', contact: 'Quinn Quote', po: 'PO-Q1' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '1 Quote Street', town: 'London', postcode: 'E1 6AN', date: londonDate(2), time: '09:00' });
    await booking.addStop({ type: 'Delivery', line1: '2 Quote Road', town: 'Leeds', postcode: 'LS1 1AA', date: londonDate(2), time: '15:00' });

    await page.getByTestId('save-quote').click();
    await expect(page.getByTestId('quote-warning')).toHaveText(
      'This will be saved as a quote only: nothing is booked or collected until it is saved as a consignment. Do you want to continue?',
    );
    await page.getByTestId('quote-warning-cancel').click();
    await expect(page).toHaveURL(/#!\/consignment\/$/);

    await page.getByTestId('save-quote').click();
    await page.getByTestId('quote-warning-ok').click();
    const confirmation = page.getByTestId('quote-confirmation');
    await expect(confirmation).toHaveText(/^Quote \S+ has been saved\. Quoted price: £[\d,]+\.\d{2}\.$/);
    await page.getByTestId('quote-confirmation-ok').click();
    await expect(booking.status).toHaveText('Quote');
    const reference = (await page.getByTestId('consignment-title').textContent())?.replace('Consignment ', '');
    expect(reference).toBeTruthy();
  });

  test('a missing PO number can be saved anyway, and a past first collection asks the backdated warning', async ({ page }) => {
    await setAcmePoRequired(true);
    try {
      const booking = new ConsignmentPage(page);
      await booking.gotoNew();
      await booking.fillDetails({ customer: 'Acme', contact: 'Paula Past' });
      await booking.toAddresses();
      await booking.addStop({ type: 'Collection', line1: '1 Past Lane', town: 'London', postcode: 'E1 6AN', date: londonDate(-1), time: '09:00' });
      await booking.addStop({ type: 'Delivery', line1: '2 Past Road', town: 'Leeds', postcode: 'LS1 1AA', date: londonDate(-1), time: '15:00' });
      await booking.save('consignment');

      await expect(page.getByTestId('missing-fields')).toHaveText('This customer requires a PO number. Do you want to save without one?');
      await expect(page.getByTestId('missing-fields-ok')).toHaveText('Save anyway');
      // Declining stays on the unsaved booking.
      await page.getByTestId('missing-fields-cancel').click();
      await expect(page).toHaveURL(/#!\/consignment\/$/);

      await booking.save('consignment');
      await page.getByTestId('missing-fields-ok').click();
      await expect(page.getByTestId('backdated-warning')).toHaveText('The first collection is in the past. Do you want to save a backdated consignment?');
      await page.getByTestId('backdated-warning-ok').click();
      await expect(booking.status).toHaveText('Booked');
      await expect(page.getByTestId('field-poNumber')).toHaveValue('');
    } finally {
      await setAcmePoRequired(false);
    }
  });

  test('frequent consignment settings need weekdays, start on the earliest date offered, and are saved with the quote', async ({ page }) => {
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ customer: 'Acme', contact: 'Freda Frequent', po: 'PO-F1' });
    // Ticking opens the settings; the box is ticked once they are accepted.
    await page.getByTestId('field-isFrequent').click();
    const modal = page.getByTestId('frequent-modal');
    await expect(modal).toBeVisible();
    await page.getByTestId('frequent-ok').click();
    await expect(page.getByTestId('frequent-error-weekDays')).toHaveText('Please choose at least one weekday');
    await modal.getByRole('checkbox', { name: 'Monday' }).check();
    await modal.getByRole('checkbox', { name: 'Wednesday' }).check();
    await page.screenshot({ path: screenshotPath('consignment-frequent-settings'), fullPage: true });
    await page.getByTestId('frequent-ok').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('frequent-summary')).toHaveText(/^Mon, Wed from \d{2}\/\d{2}\/\d{4}$/);
    const shownStart = (await page.getByTestId('frequent-summary').textContent())?.slice(-10) ?? '';

    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '1 Weekly Way', town: 'London', postcode: 'E1 6AN', date: londonDate(2), time: '09:00' });
    await booking.addStop({ type: 'Delivery', line1: '2 Weekly Way', town: 'Leeds', postcode: 'LS1 1AA', date: londonDate(2), time: '15:00' });
    await booking.save('quote');
    await booking.acceptQuestionsUntil(booking.status);
    const id = await booking.currentId();

    const saved = await graphqlAs<{ consignment: { isFrequentConsignment: boolean; consignmentFrequencySettings: { startDate: string; weekDays: { name: string }[] } } }>(
      page,
      `query($id: Int!) { consignment(id: $id) { isFrequentConsignment consignmentFrequencySettings { startDate weekDays { name } } } }`,
      { id },
    );
    expect(saved.consignment.isFrequentConsignment).toBe(true);
    expect(saved.consignment.consignmentFrequencySettings.weekDays.map((d) => d.name).sort()).toEqual(['Monday', 'Wednesday']);
    const [y, m, d] = saved.consignment.consignmentFrequencySettings.startDate.split('-');
    expect(shownStart).toBe(`${d}/${m}/${y}`);

    await page.reload();
    await expect(page.getByTestId('field-isFrequent')).toBeChecked();
    await expect(page.getByTestId('frequent-summary')).toHaveText(`Mon, Wed from ${shownStart}`);
  });

  test('a completed stop shows its signature and its goods and paperwork photos, 3 per row', async ({ page }) => {
    const { createConsignment: c } = await graphqlAs<{ createConsignment: { id: number; consignmentAddresses: { id: number }[] } }>(
      page,
      `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentAddresses { id } } }`,
      { input: await simpleBookingInput(page, 'Proof Pat') },
    );
    const goods: string[] = [];
    for (let i = 1; i <= 4; i++) goods.push(await uploadPhoto(page, `goods-${i}.png`));
    const signature = await uploadPhoto(page, 'signature.png');
    // The driver app records these with the stop's progress; written here as it would leave them.
    await withDatabase(async (db) => {
      await db.query('update consignment_address set goods_photos = $1, signature_name = $2, signature_file_name = $3 where id = $4', [
        JSON.stringify(goods), 'Jo Receiver', signature, c.consignmentAddresses[0].id,
      ]);
      await db.query('update consignment_address set no_paperwork_provided = true where id = $1', [c.consignmentAddresses[1].id]);
    });

    await page.goto(`/#!/consignment/${c.id}`);
    await new ConsignmentPage(page).toAddresses();
    await expect(page.getByTestId('stop-goods-photos-1')).toHaveCount(0);
    await page.getByTestId('stop-goods-photos-0').click();
    const modal = page.getByTestId('goods-photos-modal');
    await expect(modal.getByTestId('photo-row')).toHaveCount(2);
    await expect(modal.getByTestId('photo-row').first().getByTestId('photo')).toHaveCount(3);
    await expect(modal.getByTestId('photo')).toHaveCount(4);
    for (const img of await modal.getByTestId('photo').all()) {
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(8);
    }
    await page.screenshot({ path: screenshotPath('consignment-goods-photos'), fullPage: true });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.getByTestId('stop-signature-0').click();
    await expect(page.getByTestId('signature-name')).toHaveText('Signed by Jo Receiver');
    await expect.poll(() => page.getByTestId('signature-image').evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(8);
    await page.keyboard.press('Escape');

    await page.getByTestId('stop-paperwork-photos-1').click();
    await expect(page.getByTestId('no-paperwork')).toHaveText('No paperwork was provided');
  });
});
