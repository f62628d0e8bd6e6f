import { expect, type Locator, type Page } from '@playwright/test';

/** The Map screen (spec 1 §2): pins, filters, place search and historical tracking. */
export class MapPage {
  readonly screen: Locator;
  readonly placeSearch: Locator;
  readonly pinCount: Locator;
  readonly historySupplier: Locator;
  readonly historyDate: Locator;
  readonly historyStart: Locator;
  readonly historyEnd: Locator;
  readonly historySubmit: Locator;
  readonly historyFound: Locator;
  readonly historyEmpty: Locator;
  readonly trackLine: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('map-screen');
    this.placeSearch = page.getByTestId('map-place-search');
    this.pinCount = page.getByTestId('map-pin-count');
    this.historySupplier = page.getByTestId('history-supplier');
    this.historyDate = page.getByTestId('history-date');
    this.historyStart = page.getByTestId('history-start');
    this.historyEnd = page.getByTestId('history-end');
    this.historySubmit = page.getByTestId('history-submit');
    this.historyFound = page.getByTestId('history-found');
    this.historyEmpty = page.getByTestId('history-empty');
    this.trackLine = page.locator('.leaflet-overlay-pane path.leaflet-interactive');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#!/map/');
    await expect(this.screen).toBeVisible();
  }

  /** A supplier's vehicle pin. */
  pin(supplierId: number): Locator {
    return this.page.getByTestId(`map-pin-${supplierId}`);
  }

  popup(supplierId: number): Locator {
    return this.page.getByTestId(`map-popup-${supplierId}`);
  }

  /** The centre of a pin on the screen. */
  async pinCentre(supplierId: number): Promise<{ x: number; y: number }> {
    const box = await this.pin(supplierId).boundingBox();
    if (!box) throw new Error(`Pin of supplier ${supplierId} is not on the screen`);
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  }

  /** Types into an autocomplete, waits out its pause and picks the first suggestion with Enter. */
  async chooseSupplier(input: Locator, text: string): Promise<void> {
    await input.fill(text);
    await expect(this.page.getByTestId('history-supplier-option-0')).toBeVisible({ timeout: 5_000 });
    await input.press('Enter');
  }

  /** Fills an antd date or time picker by typing, as a keyboard user would. */
  async typeInPicker(picker: Locator, text: string): Promise<void> {
    const input = picker.locator('input').or(picker).first();
    await input.click();
    await input.fill(text);
    await input.press('Enter');
  }

  /** A form message under a historical tracking field. */
  historyError(text: string): Locator {
    return this.page.getByTestId('history-form').getByText(text);
  }
}
