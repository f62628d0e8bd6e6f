import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The REST API's documentation at /api/docs (Swagger UI over /api/openapi.json). Swagger UI has no test ids:
 * its operations are found by their documented class names and `data-path` attributes.
 */
export class ApiDocsPage {
  readonly title: Locator;
  readonly filter: Locator;

  constructor(private readonly page: Page) {
    this.title = page.locator('.information-container .title');
    this.filter = page.getByPlaceholder('Filter by tag');
  }

  /** Shows one area's routes: the list draws only what is on screen, so the page is filtered by tag. */
  async showArea(tag: string): Promise<void> {
    await this.filter.fill(tag);
  }

  /** Opens the docs and waits for the document to be drawn (about 180 operations: slow on a busy two-core machine). */
  async goto(): Promise<void> {
    await this.page.goto('/api/docs');
    await expect(this.title).toContainText('Dispatch REST API', { timeout: 60_000 });
  }

  /** One operation's row, by method and OpenAPI path (`/api/Consignments/{id}`). */
  operation(method: string, path: string): Locator {
    return this.page.locator(`.opblock-${method.toLowerCase()}:has(.opblock-summary-path[data-path="${path}"])`);
  }
}
