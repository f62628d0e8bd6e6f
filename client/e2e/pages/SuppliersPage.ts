import { expect, type Locator, type Page } from '@playwright/test';

/** A vehicle as typed on the suppliers screen. */
export interface VehicleEntry {
  type: string;
  make: string;
  model: string;
  registration: string;
  length: string;
  width: string;
  height: string;
  insuranceExpiry: string;
}

/** The Suppliers screen (behaviour.md "Suppliers / Suppliers screen"): search, list and the detail drawer with its sections. */
export class SuppliersPage {
  readonly screen: Locator;
  readonly table: Locator;
  readonly drawer: Locator;
  readonly problems: Locator;
  readonly save: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('suppliers-screen');
    this.table = page.getByTestId('suppliers-table');
    this.drawer = page.locator('.ant-drawer-content');
    this.problems = page.getByTestId('supplier-problems');
    this.save = page.getByTestId('supplier-save');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/suppliers/');
    await expect(this.screen).toBeVisible();
    await expect(this.table.locator('tbody tr').first()).toBeVisible();
  }

  async newSupplier(name: string): Promise<void> {
    await this.page.getByTestId('suppliers-new').click();
    await this.page.getByTestId('supplier-name').fill(name);
  }

  /** Searches the list by name (other specs add many suppliers, so a name may be pages away). */
  async search(name: string): Promise<void> {
    const box = this.page.getByTestId('suppliers-search-name').locator('input');
    await box.fill(name);
    await box.press('Enter');
    await expect(this.row(name).first()).toBeVisible();
  }

  /** Opens a supplier's detail view by its name. */
  async open(name: string): Promise<void> {
    await this.search(name);
    await this.row(name).first().click();
    await expect(this.page.getByTestId('supplier-name')).toHaveValue(name);
  }

  /** The list row of a supplier. */
  row(name: string): Locator {
    return this.table.locator('tbody tr', { hasText: name });
  }

  /** Picks an option of the antd select inside a field wrapper, by its label. */
  async choose(testId: string, label: string): Promise<void> {
    await this.page.getByTestId(testId).locator('.ant-select').click();
    await this.page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${label}"]`).click();
  }

  /** Types DD/MM/YYYY into the date picker inside a field wrapper. */
  async date(testId: string, text: string): Promise<void> {
    const input = this.page.getByTestId(testId).locator('input');
    await input.click();
    await input.fill(text);
    await input.press('Enter');
  }

  async addLicence(category: string, from: string, to: string): Promise<void> {
    const index = await this.page.locator('[data-testid^="supplier-licences-"][data-testid$="-remove"]').count();
    await this.page.getByTestId('supplier-licences-add').click();
    await this.choose(`supplier-licences-${index}-type`, category);
    await this.date(`supplier-licences-${index}-from`, from);
    await this.date(`supplier-licences-${index}-to`, to);
  }

  async addVehicle(v: VehicleEntry): Promise<void> {
    const index = await this.page.locator('[data-testid^="supplier-vehicles-"][data-testid$="-remove"]').count();
    await this.page.getByTestId('supplier-vehicles-add').click();
    const at = (field: string) => `supplier-vehicles-${index}-${field}`;
    await this.choose(at('type'), v.type);
    for (const field of ['make', 'model', 'registration'] as const) await this.page.getByTestId(at(field)).fill(v[field]);
    for (const field of ['length', 'width', 'height'] as const) await this.page.getByTestId(at(field)).locator('input').fill(v[field]);
    await this.date(at('insurance'), v.insuranceExpiry);
  }

  /** The default-vehicle radio of a vehicle row. */
  defaultRadio(index: number): Locator {
    return this.page.getByTestId(`supplier-vehicles-${index}-default`);
  }

  /** A notice (antd message) with this text. */
  notice(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text);
  }
}
