import type { Page } from '@playwright/test';

/** What a page did that it must not: console errors, uncaught exceptions, requests to any host but ours. */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const foreign: string[] = [];
  const ours = (url: string) => ['data:', 'blob:'].includes(new URL(url).protocol) || new URL(url).hostname === '127.0.0.1';
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => { if (!ours(request.url())) foreign.push(request.url()); });
  page.on('websocket', (socket) => { if (!ours(socket.url())) foreign.push(socket.url()); });
  return { errors, foreign };
}
