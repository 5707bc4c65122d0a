import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in Debian's Chromium (never a downloaded browser), against the production
// build served by the real server on a fresh database. scripts/e2e.mjs prepares E2E_* variables.

const port = Number(process.env.E2E_PORT ?? 5055);
/** The test geocoder (e2e/support/test-geocoder.ts): the app searches addresses through it. */
const geocoderPort = port + 1000;
const buildDir = process.env.BUILD_DIR ?? 'dist';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env.TEST_RESULTS_DIR ?? '.tmp/results'}/playwright.json` }],
  ],
  outputDir: process.env.E2E_PORT ? `.tmp/test-results-${port}` : '.tmp/test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // The service worker would answer requests that specs intercept with page.route; only the PWA
    // spec turns it on (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: `npx tsx e2e/support/test-geocoder.ts ${geocoderPort}`,
      url: `http://127.0.0.1:${geocoderPort}/search?format=jsonv2&q=ready`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${buildDir}/server/main.js`,
      url: `http://localhost:${port}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: `${buildDir}/web`,
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
        // Every journey comes from one address within minutes; the limits themselves are tested in
        // the server suite.
        ORDER_RATE_LIMIT: '1000',
        PHONE_LOOKUP_RATE_LIMIT: '1000',
        GEOCODER_URL: `http://127.0.0.1:${geocoderPort}`,
        // The test geocoder is local: no public server's one-request-a-second policy to respect.
        GEOCODER_REQUESTS_PER_SECOND: '50',
        GEOCODE_RATE_LIMIT: '1000',
        // The journeys share one server for longer than the default 10 minutes and leave orders
        // unanswered on purpose: timed out, two in a row would pause a demo restaurant under the
        // journeys that follow. The timeout itself is tested in the server suite.
        ORDER_ACCEPT_TIMEOUT_SECONDS: '86400',
        // Orders for later may be placed for the next quarter hour, so a journey sees one come due.
        SCHEDULE_MIN_LEAD_MINUTES: '0',
        ...(process.env.E2E_DATABASE_URL
          ? // Production mode: the journeys pay with the built-in test cards, which must be asked for.
            { DATABASE_URL: process.env.E2E_DATABASE_URL, SEED_DEMO: 'true', PAYMENTS_MODE: 'test' }
          : {}),
      },
    },
  ],
});
