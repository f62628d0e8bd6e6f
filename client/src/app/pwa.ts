/** localStorage switch that lets an automated browser (navigator.webdriver) opt in to the service worker. */
export const SERVICE_WORKER_OPT_IN_KEY = 'dispatch.serviceWorker';

/**
 * Registers the app-shell service worker (public/sw.js) so the driver app can be installed and opened
 * offline. Only in a production build, and not in automated browsers unless they opt in, so E2E specs
 * never meet a cached shell they did not ask for.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (navigator.webdriver && localStorage.getItem(SERVICE_WORKER_OPT_IN_KEY) !== 'on') return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
