import { expect, type Locator, type Page } from '@playwright/test';
import { latestDeviceCode } from '../support/database';
import type { DemoUser } from '../support/users';

/** The login screen (behaviour.md "Shared conventions / Screens and routes"): e-mail, password and the on-demand authentication code. */
export class LoginPage {
  readonly screen: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly code: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('login-screen');
    this.email = page.getByTestId('login-email');
    this.password = page.getByTestId('login-password');
    this.code = page.getByTestId('login-code');
    this.submit = page.getByTestId('login-submit');
    this.error = page.getByTestId('login-error');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/');
    await expect(this.screen).toBeVisible();
  }

  /** Types the credentials and presses Sign in once. */
  async submitCredentials(user: Pick<DemoUser, 'email' | 'password'>): Promise<void> {
    await this.email.fill(user.email);
    await this.password.fill(user.password);
    await this.submit.click();
  }

  /**
   * Signs in the way a person would: on 614 (a new device for an office user) reads the e-mailed
   * code from the outbox, types it and signs in again.
   */
  async signIn(user: DemoUser): Promise<void> {
    const startedAt = new Date();
    await this.submitCredentials(user);
    if (!user.office) return;
    await expect(this.code.or(this.page.getByTestId('control-screen'))).toBeVisible();
    if (await this.code.isVisible()) {
      await this.code.fill(await latestDeviceCode(user.email, startedAt));
      await this.submit.click();
    }
  }
}
