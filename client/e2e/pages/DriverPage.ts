import { expect, type Locator, type Page } from '@playwright/test';

/** The driver app at #!/driver/ (issue 8): manifests, stops, the completion form and the outbox. */
export class DriverPage {
  readonly screen: Locator;
  readonly onlineStatus: Locator;
  readonly outboxSummary: Locator;
  readonly outboxItems: Locator;
  readonly duty: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('driver-screen');
    this.onlineStatus = page.getByTestId('driver-online-status');
    this.outboxSummary = page.getByTestId('driver-outbox-summary');
    this.outboxItems = page.getByTestId('driver-outbox-item');
    this.duty = page.getByTestId('driver-duty');
  }

  manifest(number: number): Locator {
    return this.page.getByTestId(`driver-manifest-${number}`);
  }

  stop(id: number): Locator {
    return this.page.getByTestId(`driver-stop-${id}`);
  }

  async acknowledge(number: number): Promise<void> {
    await this.manifest(number).getByTestId('driver-manifest-acknowledge').click();
    await expect(this.manifest(number).getByTestId('driver-manifest-ack-state')).toHaveText('Acknowledged');
  }

  async openStops(number: number): Promise<void> {
    await this.manifest(number).getByTestId('driver-manifest-open').click();
    await expect(this.page.getByTestId('driver-manifest-stops')).toBeVisible();
  }

  /** Draws a zig-zag on the signature pad with pointer moves. */
  async drawSignature(): Promise<void> {
    const pad = this.page.getByTestId('driver-signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await this.page.mouse.down();
    for (let i = 1; i <= 12; i++) await this.page.mouse.move(box.x + 20 + i * ((box.width - 40) / 12), box.y + box.height / 2 + (i % 2 ? -30 : 30), { steps: 3 });
    await this.page.mouse.up();
  }

  /** Completes a stop: signer's name, drawn signature, one goods photo. */
  async complete(stopId: number, signer: string, photo: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const stop = this.stop(stopId);
    await stop.getByTestId('driver-stop-complete').click();
    await stop.getByTestId('driver-signature-name').fill(signer);
    await this.drawSignature();
    await stop.getByTestId('driver-goods-photos').setInputFiles(photo);
    await expect(stop.getByTestId('driver-goods-photos-count')).toHaveText('1 chosen');
    await stop.getByTestId('driver-complete-submit').click();
    await expect(stop.getByTestId('driver-stop-status')).toContainText('Completed');
  }

  async waitUntilAllSent(): Promise<void> {
    await expect(this.outboxSummary).toHaveText('Everything is sent', { timeout: 30_000 });
  }
}
