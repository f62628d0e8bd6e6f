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
/**
 * Each worker has a server and a database of its own (ports PORT, PORT+1, ...; databases dispatch_e2e,
 * dispatch_e2e_1, ...), so specs never see each other's writes. Two by default: one worker left the two cores
 * half idle while the browser waited on the server and the other way round (decision 0181).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
// Set by Playwright in each worker process (the config is read there too); undefined in the runner.
const INSTANCE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const baseURL = `http://127.0.0.1:${PORT + INSTANCE}`;

const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Specs that need the full browser's PDF viewer (decision 0181). */
const PDF_SPECS = /report-preview\.spec\.ts$/;

function browserUse(executablePath: string) {
  return {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: WORKERS,
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
    // Debian's Chromium headless shell (package chromium-headless-shell, which .ci/run installs): a third less CPU
    // per page than the full browser on the suite's two cores. Never a downloaded browser (DESIGN.md "Known traps").
    { name: 'chromium', testIgnore: PDF_SPECS, use: browserUse(process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)) },
    // The headless shell has no PDF viewer: the report previews are shown in the full system Chromium.
    { name: 'chromium-pdf', testMatch: PDF_SPECS, use: browserUse(process.env.CHROMIUM_PATH || FULL_CHROMIUM) },
  ],
  webServer: Array.from({ length: WORKERS }, (_, instance) => ({
    command: 'node client/e2e/support/start-server.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT + instance}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The server's request log is noise in a passing run; E2E_SERVER_LOGS=1 shows it.
    stdout: process.env.E2E_SERVER_LOGS ? ('pipe' as const) : ('ignore' as const),
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: {
      PORT: String(PORT + instance),
      E2E_INSTANCE: String(instance),
      SEED_DEMO_DATA: 'true',
      // Every sign-in of the suite comes from 127.0.0.1: at the default 30 a minute per address, a run of specs that
      // each sign in (the UI, the driver app's REST sign-in) now and then got a 429. The limit itself is proven by
      // the server's tests (security/attacks.test.ts, realtime/two-instances.test.ts).
      SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Each server fans out in memory: Redis pub/sub channels are not per database, so two servers on one Redis
      // would hear each other's events about rows with the same ids. Redis fan-out is proven by the server's tests.
      REDIS_URL: '',
    },
  })),
});
