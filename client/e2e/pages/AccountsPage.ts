import { expect, type Locator, type Page } from '@playwright/test';

/** The Accounts screen (behaviour.md "Manifests / Manifest screen"): Consignments, Manifests and TX PODs tabs. */
export class AccountsPage {
  readonly screen: Locator;
  readonly txPodsTab: Locator;
  readonly consignmentsTab: Locator;
  readonly invoiceDate: Locator;
  readonly notice: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('accounts-screen');
    this.txPodsTab = page.getByTestId('accounts-tab-tx-pods');
    this.consignmentsTab = page.getByTestId('accounts-consignments');
    this.invoiceDate = page.getByTestId('consignments-invoice-date');
    this.notice = page.getByTestId('accounts-notice');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/accounts');
    await expect(this.screen).toBeVisible();
  }

  consignmentRow(consignmentNumber: number): Locator {
    return this.page.getByTestId(`accounts-consignment-${consignmentNumber}`);
  }

  /** Ticks a consignment's row and presses Invoice selected. */
  async invoiceConsignment(consignmentNumber: number): Promise<void> {
    await this.consignmentRow(consignmentNumber).getByRole('checkbox').check();
    await this.page.getByTestId('invoice-consignments').click();
  }

  /** Chooses an issue filter on a tab ('consignments-' or 'manifests-'). */
  async chooseIssue(tab: 'consignments-' | 'manifests-', label: string): Promise<void> {
    await this.page.getByTestId(`${tab}issue-filter`).click();
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').getByText(label, { exact: true }).click();
  }
}
