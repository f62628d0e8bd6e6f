import type { Locator, Page } from '@playwright/test';

/** The change-password form of the signed-in user. */
export class ChangePasswordPage {
  readonly screen: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly result: Locator;

  constructor(page: Page) {
    this.screen = page.getByTestId('change-password-screen');
    this.currentPassword = page.getByTestId('current-password');
    this.newPassword = page.getByTestId('new-password');
    this.confirmPassword = page.getByTestId('confirm-password');
    this.submit = page.getByTestId('change-password-submit');
    this.result = page.getByTestId('change-password-result');
  }

  /** A validation message shown under a field. */
  fieldError(text: string): Locator {
    return this.screen.getByText(text);
  }

  async fill(currentPassword: string, newPassword: string, confirmPassword: string): Promise<void> {
    await this.currentPassword.fill(currentPassword);
    await this.newPassword.fill(newPassword);
    await this.confirmPassword.fill(confirmPassword);
    await this.submit.click();
  }
}
