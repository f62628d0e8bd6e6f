import { expect, type Locator, type Page } from '@playwright/test';

/** The Map screen (behaviour.md "Map / Historical tracking"): pins, filters, place search and historical tracking. */
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

  popup(supplierId: number): Locator {
    return this.page.getByTestId(`map-popup-${supplierId}`);
  }

  /** The keyboard list of the vehicles in view (the canvas pins' accessible alternative). */
  async openVehicleList(): Promise<Locator> {
    await this.screen.getByRole('button', { name: 'Vehicles in view' }).click();
    return this.page.getByTestId('map-vehicle-list');
  }

  /**
   * Where a place is on the screen, worked out as Leaflet does (Web Mercator, 256-pixel tiles) from
   * the map's own state: its zoom and centre, which Leaflet writes on its zoom proxy element as
   * translate(centre in world pixels) scale(2^(zoom - 1)) after every move.
   */
  async screenPoint(place: { latitude: number; longitude: number }): Promise<{ x: number; y: number }> {
    // The map screen mounts in stages (issue 9 item 4): wait for Leaflet's first view before reading it.
    await this.page.waitForFunction(() => /translate3d/.test(document.querySelector<HTMLElement>('.leaflet-container .leaflet-proxy')?.style.transform ?? ''));
    const { box, transform } = await this.page.evaluate(() => {
      const container = document.querySelector('.leaflet-container')!.getBoundingClientRect();
      const proxy = document.querySelector<HTMLElement>('.leaflet-proxy')!;
      return { box: { x: container.x, y: container.y, width: container.width, height: container.height }, transform: proxy.style.transform };
    });
    const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px.*scale\(([\d.]+)\)/.exec(transform);
    if (!match) throw new Error(`Unexpected map transform: ${transform}`);
    const [centreX, centreY, scale] = match.slice(1).map(Number);
    const worldSize = 256 * scale * 2;
    const sin = Math.sin((place.latitude * Math.PI) / 180);
    const x = worldSize * (0.5 + place.longitude / 360);
    const y = worldSize * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI));
    return { x: Math.round(box.x + box.width / 2 + x - centreX), y: Math.round(box.y + box.height / 2 + y - centreY) };
  }

  /**
   * The name the map shows on hovering a place (the pin under the pointer), or null when no pin is
   * there. The pointer leaves first, so a pin that moved away or arrived since is noticed.
   */
  async pinNameAt(place: { latitude: number; longitude: number }): Promise<string | null> {
    const point = await this.screenPoint(place);
    await this.page.mouse.move(0, 0);
    await this.page.mouse.move(point.x, point.y);
    const tooltip = this.page.locator('.vehicle-pin-tooltip');
    return (await tooltip.count()) ? tooltip.textContent() : null;
  }

  /** Whether the pin canvas has paint at a place: the pin is drawn, not only hit-testable. */
  async pinDrawnAt(place: { latitude: number; longitude: number }): Promise<boolean> {
    const point = await this.screenPoint(place);
    return this.page.getByTestId('map-pins-canvas').evaluate((canvas: HTMLCanvasElement, p) => {
      const box = canvas.getBoundingClientRect();
      const ratio = canvas.width / box.width;
      const pixel = canvas.getContext('2d')!.getImageData(Math.round((p.x - box.x) * ratio), Math.round((p.y - box.y) * ratio), 1, 1).data;
      return pixel[3] > 0;
    }, point);
  }

  /** Clicks the map where a place is, as a user clicks the pin drawn there. */
  async clickPinAt(place: { latitude: number; longitude: number }): Promise<void> {
    const point = await this.screenPoint(place);
    await this.page.mouse.click(point.x, point.y);
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
