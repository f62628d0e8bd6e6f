import type { Locator, Page } from '@playwright/test';

/** The import screen (issue 25 item 6): file, preview rows, booking and its outcome. */
export class ImportPage {
  readonly screen: Locator;
  readonly file: Locator;
  readonly counts: Locator;
  readonly error: Locator;
  readonly book: Locator;
  readonly progress: Locator;
  readonly summary: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('import-screen');
    this.file = page.getByTestId('import-file');
    this.counts = page.getByTestId('import-counts');
    this.error = page.getByTestId('import-error');
    this.book = page.getByTestId('import-book');
    this.progress = page.getByTestId('import-progress');
    this.summary = page.getByTestId('import-summary');
  }

  /** Uploads a CSV file built in the test. */
  async upload(name: string, csv: string): Promise<void> {
    await this.file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  }

  /** A row's state tag (Ready, Not valid, Booked (n), Refused), by its line in the sheet. */
  rowState(rowNumber: number): Locator {
    return this.page.getByTestId(`import-row-state-${rowNumber}`);
  }

  /** The messages shown for a row, under its cells or in its Problems column. */
  rowProblems(rowNumber: number): Locator {
    return this.page.getByTestId(`import-row-problem-${rowNumber}`);
  }
}
