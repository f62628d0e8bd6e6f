import { expect, type Locator, type Page } from '@playwright/test';

/** The frame around every signed-in screen: menu, flags, logout and the signed-out modal. */
export class AppShell {
  readonly menu: Locator;
  readonly menuToggle: Locator;
  readonly screenTitle: Locator;
  readonly controlScreen: Locator;
  readonly logout: Locator;
  readonly signedOutModal: Locator;
  readonly signedOutOk: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByTestId('app-menu');
    this.menuToggle = page.getByTestId('menu-toggle');
    this.screenTitle = page.getByTestId('screen-title');
    this.controlScreen = page.getByTestId('control-screen');
    this.logout = page.getByTestId('logout');
    this.signedOutModal = page.getByTestId('signed-out-modal');
    this.signedOutOk = page.getByTestId('signed-out-ok');
  }

  /** A menu link, by route name (e.g. 'map', 'settings'). */
  menuItem(route: string): Locator {
    return this.page.getByTestId(`menu-${route}`);
  }

  /** A user flag badge: 'admin', 'accounts' or 'manager'. */
  flag(name: 'admin' | 'accounts' | 'manager'): Locator {
    return this.page.getByTestId(`flag-${name}`);
  }

  async expectControlScreen(): Promise<void> {
    await expect(this.page).toHaveURL(/#!\/control_screen\/$/);
    await expect(this.controlScreen).toBeVisible();
  }

  /** Opens a route by typing its `#!` link, as a bookmark would. */
  async open(hashPath: string): Promise<void> {
    await this.page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#!${hashPath}`);
  }
}
