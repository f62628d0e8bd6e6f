import { expect, type Locator, type Page } from '@playwright/test';

/** The control screen's Consignments tab (spec 1 §2). */
export class ControlScreenPage {
  readonly tab: Locator;
  readonly table: Locator;
  readonly columnPicker: Locator;

  constructor(private readonly page: Page) {
    this.tab = page.getByTestId('consignments-tab');
    this.table = page.getByTestId('consignment-table');
    this.columnPicker = page.getByTestId('column-picker');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/control_screen/');
    await expect(this.page.getByTestId('control-screen')).toBeVisible();
  }

  /** Office users land on Manifests; this opens the Consignments tab. */
  async openConsignments(): Promise<void> {
    await this.page.getByTestId('tab-consignments').click();
    await expect(this.tab).toBeVisible();
  }

  /** The text of every visible cell of one column. */
  cells(columnKey: string): Locator {
    return this.table.getByTestId(`cell-${columnKey}`);
  }

  async search(): Promise<void> {
    await this.page.getByTestId('consignment-search-top').click();
  }

  /** Ticks or unticks a column in the picker and confirms. */
  async toggleColumn(key: string): Promise<void> {
    await this.columnPicker.click();
    await this.page.getByTestId(`column-option-${key}`).click();
    await this.page.getByTestId('column-picker-ok').click();
  }
}
