import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { scaledWait } from './scripts/wait-scale.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys in Debian's Chromium (never a downloaded browser) on a phone (390 px) and on a desktop,
 * against the real server on a fresh database.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // A test that fails once is fixed at its cause, never retried into passing.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  // Waits are limits on polling for a state, scaled for a busy machine (scripts/wait-scale.mjs).
  timeout: scaledWait(30_000),
  expect: { timeout: scaledWait(5_000) },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // A step that cannot happen fails within these, naming the step, instead of using up the test.
    actionTimeout: scaledWait(15_000),
    navigationTimeout: scaledWait(30_000),
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // A test tagged @tablet sets its own 768 px screen, the same in either project: the desktop runs it.
    { name: 'phone', grepInvert: /@tablet/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    // A test tagged @phone is about the 390 px screen alone and runs on the phone only.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: scaledWait(120_000),
    // The journeys read one-time codes from the development mailbox, as a developer would.
    // Production mode with the sandboxes enabled explicitly; e2e/server.ts gives it secrets of its own.
    // Every journey comes from 127.0.0.1, so the suite is hundreds of visitors sharing one address: on a
    // quick machine they spent its 600 api calls a minute and pages failed with 429 (CI, stop 15). The
    // per-address limit itself is proved in apps/api/test (platform, request-bounds, identity-rate-limits).
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: '.data/e2e',
      DEV_MAILBOX: 'true',
      SANDBOX_PAYMENTS: 'true',
      SANDBOX_SOURCES: 'true',
      // The bed bank's failures and price moves would meet a journey abroad by chance; tests that
      // want them ask for them (apps/api/test/hotel-bed-bank.test.ts).
      BED_BANK_SURPRISES: 'false',
      INSURER_SURPRISES: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Each test is a visitor of its own address, sent as X-Forwarded-For (e2e/fixtures.ts).
      TRUST_PROXY: 'true',
    },
    stdout: 'pipe',
  },
});
