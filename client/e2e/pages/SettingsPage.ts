import { expect, type Locator, type Page } from '@playwright/test';

/** The Settings screen (spec 2 §2): a section menu and one section's list and dialogs. */
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
}
