import { expect, type Locator, type Page } from '@playwright/test';

/** The control screen's Consignments tab (behaviour.md "Control screen / Consignments tab"). */
export class ControlScreenPage {
  readonly tab: Locator;
  readonly table: Locator;
  /** The list's drawn rows (the list is virtual: only those near the view are in the page). */
  readonly rows: Locator;
  /** The box the list scrolls in, down and sideways, with its header. */
  readonly scrollBox: Locator;
  readonly columnPicker: Locator;

  constructor(private readonly page: Page) {
    this.tab = page.getByTestId('consignments-tab');
    this.table = page.getByTestId('consignment-table');
    this.rows = this.table.locator('[data-testid^="consignment-row-"]');
    this.scrollBox = this.table.getByTestId('table-scroll');
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

  /** Runs the search for tomorrow's consignments whose PO number contains `po`. */
  async searchTomorrowByPo(po: string): Promise<void> {
    const filters = this.page.getByTestId('consignment-filters');
    if (!(await filters.isVisible())) await this.page.getByTestId('filters-toggle').click();
    await filters.getByText('Tomorrow', { exact: true }).click();
    await this.page.getByTestId('filter-poNumber').fill(po);
    await this.page.getByTestId('filter-poNumber').press('Enter');
  }

  /** Ticks a consignment's row for a manifest. */
  async select(consignmentNumber: number): Promise<void> {
    await this.table.getByRole('checkbox', { name: `Select consignment ${consignmentNumber}` }).check();
  }

  /** Opens the manifest confirmation for the ticked consignments. */
  async createManifest(): Promise<void> {
    await this.page.getByTestId('create-manifest').click();
    await expect(this.page.getByTestId('create-manifest-stops')).toBeVisible();
  }

  /** A stop of the manifest confirmation at a 1-based position. */
  createStop(position: number): Locator {
    return this.page.getByTestId(`create-stop-${position}`);
  }
}
