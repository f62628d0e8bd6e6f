import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { latestDeviceCode } from '../support/database';
import type { DemoUser } from '../support/users';

/** Devices this test process has verified, by e-mail: a later signInDirectly is not asked for a code again. */
const verifiedDevices = new Map<string, string>();

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
   * Opens the app already signed in: the same `authenticate` mutation the login screen sends (with the e-mailed
   * code when the server answers 614), its token and device put where the app keeps them, then `path`. For specs
   * about what comes after sign-in; the login screen itself is proven by login.spec.ts and session.spec.ts, so
   * the others skip typing into it (about 3 s of a busy machine's time each).
   */
  async signInDirectly(user: DemoUser, path = '/#!/'): Promise<void> {
    const device = verifiedDevices.get(user.email) ?? randomUUID();
    const startedAt = new Date();
    let token = await this.authenticate(user, device, null);
    if (!token && user.office) token = await this.authenticate(user, device, await latestDeviceCode(user.email, startedAt));
    if (!token) throw new Error(`${user.email} could not sign in`);
    verifiedDevices.set(user.email, device);
    // Written before the app's first script reads it, once per tab: a reload after signing out stays signed out.
    await this.page.addInitScript(([t, d, once]) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, 'done');
      localStorage.setItem('dispatch.token', t);
      localStorage.setItem('dispatch.deviceUuid', d);
    }, [token, device, `e2e.signedIn.${randomUUID()}`]);
    const onTheApp = this.page.url() !== 'about:blank';
    await this.page.goto(path);
    // From a page of the app, a route differing only after '#' opens no new document for the script to run in.
    if (onTheApp) await this.page.reload();
  }

  /** The session token, or null when the server refused (614 asks for the device code). */
  private async authenticate(user: DemoUser, deviceUuid: string, authenticationCode: string | null): Promise<string | null> {
    const res = await this.page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: AuthenticateInput!) { authenticate(input: $input) { token } }',
        variables: { input: { username: user.email, password: user.password, deviceUuid, authenticationCode } },
      },
    });
    const body = (await res.json()) as { data?: { authenticate?: { token: string } | null } };
    return body.data?.authenticate?.token ?? null;
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
