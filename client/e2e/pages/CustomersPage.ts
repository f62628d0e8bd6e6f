import { expect, type Locator, type Page } from '@playwright/test';

/** A customer address as typed on the customers screen. */
export interface AddressEntry {
  addressLine1: string;
  town?: string;
  postcode?: string;
  country: string;
}

/** The Customers screen (behaviour.md "Customers / Customers screen"): search, list and the detail drawer with its sections. */
export class CustomersPage {
  readonly screen: Locator;
  readonly table: Locator;
  readonly problems: Locator;
  readonly save: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('customers-screen');
    this.table = page.getByTestId('customers-table');
    this.problems = page.getByTestId('customer-problems');
    this.save = page.getByTestId('customer-save');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/customers/');
    await expect(this.screen).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  async newCustomer(name: string): Promise<void> {
    await this.page.getByTestId('customers-new').click();
    await this.page.getByTestId('customer-name').fill(name);
  }

  /** Searches the list by name. */
  async search(name: string): Promise<void> {
    const box = this.page.getByTestId('customers-search-name').locator('input');
    await box.fill(name);
    await box.press('Enter');
    await expect(this.row(name).first()).toBeVisible();
  }

  row(name: string): Locator {
    return this.table.locator('tbody tr', { hasText: name });
  }

  /** Picks an option of the antd select inside a field wrapper, by its label. */
  async choose(testId: string, label: string): Promise<void> {
    await this.page.getByTestId(testId).locator('.ant-select').click();
    await this.page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${label}"]`).click();
  }

  async addContact(name: string, phone = '', email = ''): Promise<void> {
    const index = await this.page.locator('[data-testid^="customer-contacts-"][data-testid$="-remove"]').count();
    await this.page.getByTestId('customer-contacts-add').click();
    await this.page.getByTestId(`customer-contacts-${index}-name`).fill(name);
    if (phone) await this.page.getByTestId(`customer-contacts-${index}-phone`).fill(phone);
    if (email) await this.page.getByTestId(`customer-contacts-${index}-email`).fill(email);
  }

  async addAddress(address: AddressEntry): Promise<void> {
    const index = await this.page.locator('[data-testid^="customer-addresses-"][data-testid$="-remove"]').count();
    await this.page.getByTestId('customer-addresses-add').click();
    await this.page.getByTestId(`customer-addresses-${index}-addressLine1`).fill(address.addressLine1);
    if (address.town) await this.page.getByTestId(`customer-addresses-${index}-town`).fill(address.town);
    if (address.postcode) await this.page.getByTestId(`customer-addresses-${index}-postcode`).fill(address.postcode);
    await this.choose(`customer-addresses-${index}-country`, address.country);
  }

  /** The transient notice (antd message) with this text. */
  notice(text: string): Locator {
    return this.page.locator('.ant-message-notice', { hasText: text });
  }
}
