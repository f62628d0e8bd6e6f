import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the built app (npm run build) and a fresh, seeded database. The server is started by
 * e2e/support/start-server.ts, which recreates the database first: Playwright starts webServer before
 * globalSetup, so that is the one place that runs early enough.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT and E2E_DATABASE let two runs share a machine (e.g. two working trees).
const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace (DOM snapshots and a screencast of every step) doubled the suite's CPU time; CI records one
    // only when it retries a failed test, which is the run worth reading. Locally, --trace on records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    testIdAttribute: 'data-testid',
    // The app honours the system's "reduce motion" (app/theme.ts): no modal zooms or tab slides to wait for and
    // draw, which on a two-core machine shared with the server was a good part of the suite's time.
    reducedMotion: 'reduce',
  },
  projects: [
    // Pure client rules (routes, messages): no browser, run by the same command.
    { name: 'unit', testDir: './src', testMatch: '**/*.test.ts' },
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Never a downloaded browser: Debian's Chromium headless shell when installed (.ci/run does; decision 0181),
          // else the system Chromium (DESIGN.md "Known traps").
          executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: 'node client/e2e/support/start-server.ts',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The server's request log is noise in a passing run; E2E_SERVER_LOGS=1 shows it.
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // Every sign-in of the suite comes from 127.0.0.1: at the default 30 a minute per address, a run of specs that
    // each sign in (the UI, the driver app's REST sign-in) now and then got a 429. The limit itself is proven by
    // the server's tests (security/attacks.test.ts, realtime/two-instances.test.ts).
    env: { PORT: String(PORT), SEED_DEMO_DATA: 'true', SIGN_IN_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' },
  },
});
