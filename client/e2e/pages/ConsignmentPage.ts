import { expect, type Locator, type Page } from '@playwright/test';

export interface StopData {
  type: 'Collection' | 'Delivery';
  line1: string;
  town: string;
  postcode: string;
  date?: string;
  time?: string;
  /** Collections type a description; deliveries pick it. */
  load?: string;
  /** Text to find a saved address with the lookup instead of typing one. */
  lookup?: string;
}

/** A London date `days` from today as DD/MM/YYYY, as the typed date input wants it. */
export function londonDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

/** The consignment screen (behaviour.md "Control screen / Consignments tab"): details, addresses, address, save and actions. */
export class ConsignmentPage {
  readonly screen: Locator;
  readonly status: Locator;
  readonly failure: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('consignment-screen');
    this.status = page.getByTestId('consignment-status');
    this.failure = page.getByTestId('save-failure');
  }

  async gotoNew(): Promise<void> {
    await this.page.goto('/#!/consignment/');
    await expect(this.page.getByTestId('stage-details')).toBeVisible();
  }

  /** The consignment id in the address bar. */
  async currentId(): Promise<number> {
    await expect(this.page).toHaveURL(/#!\/consignment\/\d+$/);
    return Number(/consignment\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  private async pickOption(select: Locator, text?: string): Promise<void> {
    await select.click();
    const options = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await (text ? options.filter({ hasText: text }).first() : options.first()).click();
  }

  async fillDetails(d: { customer?: string; contact: string; po?: string }): Promise<void> {
    if (d.customer) {
      await this.page.getByTestId('field-customer').fill(d.customer);
      await this.page.getByTestId('field-customer-option-0').click();
    }
    await this.page.getByTestId('field-contactName').fill(d.contact);
    await this.pickOption(this.page.getByTestId('field-vehicleType'), 'Small Van');
    if (d.po) await this.page.getByTestId('field-poNumber').fill(d.po);
  }

  async toAddresses(): Promise<void> {
    await this.page.getByTestId('to-addresses').click();
    await expect(this.page.getByTestId('stage-addresses')).toBeVisible();
  }

  async addStop(stop: StopData): Promise<void> {
    await this.page.getByTestId(stop.type === 'Collection' ? 'add-collection' : 'add-delivery').click();
    if (stop.lookup) {
      await this.page.getByTestId('stop-lookup').fill(stop.lookup);
      await this.page.getByTestId('stop-lookup-option-0').click();
      await expect(this.page.getByTestId('stop-postcode')).toHaveValue(stop.postcode);
    } else {
      await this.page.getByTestId('stop-addressLine1').fill(stop.line1);
      await this.page.getByTestId('stop-town').fill(stop.town);
      await this.page.getByTestId('stop-postcode').fill(stop.postcode);
    }
    if (stop.date) await this.page.getByTestId('stop-date').fill(stop.date);
    if (stop.time) await this.page.getByTestId('stop-time').fill(stop.time);
    if (stop.load) {
      await this.page.getByTestId('load-add').click();
      if (stop.type === 'Collection') await this.page.getByTestId('load-description-0').fill(stop.load);
      else await this.pickOption(this.page.getByTestId('load-pick-0'), stop.load);
    } else {
      await this.page.getByTestId('load-none').click();
    }
    await this.page.getByTestId('stop-done').click();
  }

  /**
   * Saves. A new booking saved as a quote first asks the quote warning (answered yes when it comes); converting a
   * quote asks the quote-to-consignment warning when `expectQuoteWarning`.
   */
  async save(as: 'quote' | 'consignment', options: { expectQuoteWarning?: boolean } = {}): Promise<void> {
    const isNew = /#!\/consignment\/?$/.test(this.page.url());
    await this.page.getByTestId(as === 'quote' ? 'save-quote' : 'save-consignment').click();
    if (as === 'quote' && isNew) {
      // Not asked when the screen's own checks (typed dates) stop the save first.
      const warning = this.page.getByTestId('quote-warning');
      if (await warning.waitFor({ timeout: 3000 }).then(() => true, () => false)) await this.page.getByTestId('quote-warning-ok').click();
    }
    if (options.expectQuoteWarning) {
      await expect(this.page.getByTestId('quote-to-consignment')).toBeVisible();
      await this.page.getByTestId('quote-to-consignment-ok').click();
    }
  }

  /**
   * Answers yes to the missing-fields confirmation (save anyway) and the backdated warning when they
   * come, and closes the quote confirmation, until `done` shows.
   */
  async acceptQuestionsUntil(done: Locator): Promise<void> {
    const buttons = ['missing-fields-ok', 'backdated-warning-ok', 'quote-confirmation-ok'].map((id) => this.page.getByTestId(id));
    const any = buttons.reduce((a, b) => a.or(b));
    for (let i = 0; i < 4; i++) {
      await expect(done.or(any).first()).toBeVisible();
      // The quote confirmation opens just after the save, so `done` may show a moment before it.
      const late = await any.first().waitFor({ timeout: 1000 }).then(() => true, () => false);
      const open = late ? (await Promise.all(buttons.map((b) => b.isVisible()))).findIndex(Boolean) : -1;
      if (open < 0) break;
      await buttons[open].click();
      await expect(buttons[open]).toBeHidden();
    }
    await expect(done).toBeVisible();
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
