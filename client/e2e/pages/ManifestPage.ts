import { expect, type Locator, type Page } from '@playwright/test';

/** The manifest screen (behaviour.md "Manifests / Manifest screen"): header, status colour, stops, supplier list and actions. */
export class ManifestPage {
  readonly screen: Locator;
  readonly status: Locator;
  readonly supplier: Locator;
  readonly sent: Locator;
  readonly save: Locator;
  readonly send: Locator;
  readonly failure: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('manifest-screen');
    this.status = page.getByTestId('manifest-status');
    this.supplier = page.getByTestId('manifest-supplier');
    this.sent = page.getByTestId('manifest-sent');
    this.save = page.getByTestId('manifest-save');
    this.send = page.getByTestId('manifest-send');
    this.failure = page.getByTestId('manifest-failure');
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/#!/manifest/${id}`);
    await expect(this.screen).toBeVisible({ timeout: 30_000 });
  }

  /** The stop at a 1-based position of the list. */
  stop(position: number): Locator {
    return this.page.getByTestId(`stop-${position}`);
  }

  /** Picks a supplier from the screen's supplier list and confirms the assign modal. */
  async assignFromList(supplierId: number, name?: string): Promise<void> {
    // Other specs may have added many suppliers (the map's fleet): narrow the list by name first.
    if (name) await this.page.getByLabel('Find a supplier by name').fill(name);
    await this.page.getByTestId(`choose-supplier-${supplierId}`).click();
    await expect(this.page.getByTestId('assign-supplier-form')).toBeVisible();
    await this.page.getByTestId('assign-supplier-ok').click();
    await expect(this.page.getByTestId('assign-supplier-form')).toBeHidden();
  }

  /** Drags the stop at `from` onto the stop at `to` (HTML5 drag and drop). */
  async dragStop(from: number, to: number): Promise<void> {
    await this.stop(from).dragTo(this.stop(to));
  }

  /** Opens the date-time editor of the stop at `position`, types the completion time as now and saves. */
  async completeNow(position: number, options: { sameForAll?: boolean } = {}): Promise<void> {
    await this.stop(position).getByTestId('stop-edit-times').click();
    if (options.sameForAll) {
      await this.page.getByTestId('progress-same-for-all').click();
      await this.page.getByTestId('progress-start-now').click();
    } else {
      await this.page.getByTestId('progress-completion-now').click();
    }
    await this.page.getByTestId('progress-save').click();
  }
}
