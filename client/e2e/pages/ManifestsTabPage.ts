import { expect, type Locator, type Page } from '@playwright/test';

/** The control screen's Manifests tab (behaviour.md "Control screen / Manifests tab"), the office's default tab. */
export class ManifestsTabPage {
  readonly tab: Locator;
  readonly table: Locator;
  /** The list's drawn rows (the list is virtual: only those near the view are in the page). */
  readonly rows: Locator;
  readonly assignModal: Locator;
  readonly assignError: Locator;

  constructor(private readonly page: Page) {
    this.tab = page.getByTestId('manifests-tab');
    this.table = page.getByTestId('manifest-table');
    this.rows = this.table.locator('[data-testid^="manifest-row-"]');
    this.assignModal = page.getByTestId('assign-supplier-form');
    this.assignError = page.getByTestId('assign-supplier-error');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/control_screen/');
    await expect(this.tab).toBeVisible();
  }

  /** Picks a date preset in the filters and runs the search with Enter in a filter. */
  async searchPreset(preset: 'Today' | 'Tomorrow' | 'Yesterday'): Promise<void> {
    const filters = this.page.getByTestId('manifest-filters');
    if (!(await filters.isVisible())) await this.page.getByTestId('manifest-filters-toggle').click();
    await filters.getByText(preset, { exact: true }).click();
    await this.page.getByTestId('manifest-filter-poNumber').press('Enter');
  }

  row(manifestNumber: number): Locator {
    return this.page.getByTestId(`manifest-row-${manifestNumber}`);
  }

  status(manifestNumber: number): Locator {
    return this.page.getByTestId(`manifest-status-${manifestNumber}`);
  }

  async openAssign(manifestNumber: number): Promise<void> {
    await this.page.getByTestId(`assign-${manifestNumber}`).click();
    await expect(this.assignModal).toBeVisible();
  }

  /**
   * Chooses a supplier in the open assign modal. The list loads while the dropdown opens, and a click that
   * lands as the options re-render leaves the dropdown open over the OK button: choose again until it closed.
   */
  async chooseSupplier(supplierName: string): Promise<void> {
    const select = this.page.getByTestId('assign-supplier-select');
    const dropdown = this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first();
    await expect(async () => {
      if (!(await dropdown.isVisible())) await select.click();
      await dropdown.locator('.ant-select-item-option').filter({ hasText: supplierName }).first().click({ timeout: 2_000 });
      await expect(dropdown).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(select).toContainText(supplierName);
  }

  /** Chooses a supplier in the open assign modal and confirms (and confirms the exchange supplier if asked). */
  async assign(supplierName: string): Promise<void> {
    await this.chooseSupplier(supplierName);
    await this.page.getByTestId('assign-supplier-ok').click();
    const confirm = this.page.getByTestId('confirm-exchange-supplier-ok');
    // Either the server asks to confirm the default exchange supplier, or the modal closes on success.
    await expect(async () => expect((await confirm.isVisible()) || !(await this.assignModal.isVisible())).toBe(true)).toPass();
    if (await confirm.isVisible()) await confirm.click();
    await expect(this.assignModal).toBeHidden();
  }

  async pressAssignOk(): Promise<void> {
    await this.page.getByTestId('assign-supplier-ok').click();
  }

  async send(manifestNumber: number): Promise<void> {
    await this.page.getByTestId(`send-${manifestNumber}`).click();
  }
}
