import { expect, type Locator, type Page } from '@playwright/test';

/** The Reports screen (behaviour.md "Customers / Customers screen"): its tabs, each with a range, an optional customer filter and a download. */
export class ReportsPage {
  readonly screen: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('reports-screen');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/reports');
    await expect(this.screen).toBeVisible();
  }

  tab(key: 'sales-summary' | 'sales' | 'earnings' | 'credit' | 'user-ip-logs'): Locator {
    return this.page.getByTestId(`reports-tab-${key}`);
  }

  /** Chooses a date preset (behaviour.md "Reports / Reports screen") on a tab. */
  async choosePreset(tab: string, label: string): Promise<void> {
    await this.page.getByTestId(`${tab}-range-preset`).click();
    const dropdown = this.page.locator('.ant-select-dropdown:visible');
    await dropdown.getByTitle(label, { exact: true }).click();
    await expect(dropdown).toHaveCount(0);
  }

  /** Filters a profitability tab by customer name (Enter runs it). */
  async filterCustomer(tab: string, name: string): Promise<void> {
    const input = this.page.getByTestId(`${tab}-customer`).locator('input');
    await input.fill(name);
    await input.press('Enter');
  }

  summaryRow(date: string): Locator {
    return this.page.getByTestId(`sales-summary-row-${date}`);
  }
}
