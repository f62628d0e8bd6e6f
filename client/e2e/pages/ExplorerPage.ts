import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The GraphQL explorer at /graphql (GraphiQL). GraphiQL has no test ids of its own, so its parts are
 * found by their ARIA labels and its documented class names; its editors are Monaco editors.
 */
export class ExplorerPage {
  readonly operationEditor: Locator;
  readonly headersEditor: Locator;
  readonly response: Locator;
  readonly runButton: Locator;

  constructor(private readonly page: Page) {
    this.operationEditor = page.getByLabel('Operation Editor').locator('.monaco-editor');
    this.headersEditor = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor');
    this.response = page.getByLabel('Result Window').locator('.monaco-editor');
    this.runButton = page.locator('.graphiql-execute-button');
  }

  /**
   * Opens /graphql as a browser does (Accept: text/html) and waits for both editors. Monaco is about 4 MB
   * of script: on a busy two-core machine its first parse can outlast the default 10 s.
   */
  async goto(): Promise<void> {
    await this.page.goto('/graphql');
    await expect(this.operationEditor).toBeVisible({ timeout: 30_000 });
    await expect(this.headersEditor).toBeVisible();
  }

  /** The text an editor shows (Monaco draws spaces as no-break spaces). */
  async textOf(editor: Locator): Promise<string> {
    return (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
  }

  /** Replaces an editor's whole text, as pasting would (no auto-closed brackets). */
  async replaceText(editor: Locator, text: string): Promise<void> {
    await editor.locator('.view-lines').click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(text);
  }

  async setHeaders(headers: Record<string, string>): Promise<void> {
    await this.replaceText(this.headersEditor, JSON.stringify(headers));
  }

  /**
   * Replaces the operation and waits until GraphiQL has read it: the active tab takes the operation's name
   * once the new text is parsed. Run before that, GraphiQL would still hold the previous document, and a
   * subscription would go out over HTTP as the previous query did.
   */
  async setOperation(operation: string): Promise<void> {
    await this.replaceText(this.operationEditor, operation);
    const name = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(operation)?.[1];
    if (name) await expect(this.page.getByRole('tab', { selected: true })).toHaveText(name);
  }

  async run(): Promise<void> {
    await this.runButton.click();
  }
}
