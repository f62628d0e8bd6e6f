import { expect, type Locator, type Page } from '@playwright/test';

/** The Settings screen (behaviour.md "Settings / Settings screen"): a section menu and one section's list and dialogs. */
export class SettingsPage {
  readonly screen: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('settings-screen');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/settings/');
    await expect(this.screen).toBeVisible();
  }

  /** Opens a section by its key, e.g. 'vehicle-types', 'users', 'whitelisted-ips'. */
  async openSection(key: string): Promise<Locator> {
    await this.page.getByTestId(`settings-menu-${key}`).click();
    const section = this.page.getByTestId(`${key}-section`);
    await expect(section).toBeVisible();
    return section;
  }

  /** The vehicle type names in the order the list shows them. */
  vehicleTypeNames(): Promise<string[]> {
    return this.page.getByTestId('vehicle-type-name').allTextContents();
  }

  /** A settings field inside the open dialog. */
  field(name: string): Locator {
    return this.page.locator('.ant-modal-wrap:visible').getByTestId(`field-${name}`);
  }

  /** The open dialog's Save button of a section. */
  save(key: string): Locator {
    return this.page.getByTestId(`${key}-save`);
  }

  /** A notice (antd message) with this text. */
  notice(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text);
  }

  /** A form message in the open dialog. */
  formMessage(text: string): Locator {
    return this.page.locator('.ant-modal-wrap:visible .ant-form-item-explain').getByText(text);
  }

  /** An input with this data-testid, or the input inside the element that has it (antd InputNumber). */
  input(testId: string, scope: Locator | Page = this.page): Locator {
    return scope.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  }

  /** Picks the first option of an antd select in the open dialog, or the option with this label. */
  async choose(testId: string, label?: string): Promise<void> {
    await this.page.locator('.ant-modal-wrap:visible').getByTestId(testId).click();
    const options = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await (label ? options.filter({ hasText: label }).first() : options.first()).click();
    // A multiple select stays open after a choice; a single one has closed, and Escape would close the dialog.
    if (await this.page.locator('.ant-select-dropdown:visible').count()) await this.page.keyboard.press('Escape');
  }

  /** The area rule names in the order the list shows them. */
  areaRuleNames(): Promise<string[]> {
    return this.page.getByTestId('area-rule-name').allTextContents();
  }

  /** A list row of a section containing this text. */
  rowWith(key: string, text: string): Locator {
    return this.page.getByTestId(`${key}-section`).locator(`tr[data-testid^="${key}-row-"]`, { hasText: text });
  }

  /** The record id of a list row (its data-testid ends with the id). */
  async rowId(row: Locator): Promise<string> {
    const testId = (await row.getAttribute('data-testid')) ?? '';
    return testId.slice(testId.lastIndexOf('-') + 1);
  }
}
