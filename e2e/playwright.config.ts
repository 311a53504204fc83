import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// The browser suites run against the production builds, served exactly as `npm start` serves
// them (deploy/src/shop.mjs), with a fresh PGlite database in a temporary folder.
const dataDir = path.join(os.tmpdir(), `suuq-e2e-${process.pid}`);
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails now and then is a bug to find, not to run again.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(__dirname, '../.tmp/results/e2e.json') }]],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shop's service worker (/sw.js) answers from its caches once it controls a page, so
    // page.route() no longer sees those requests and a suite that fails a chunk or a manifest on
    // purpose would test the cache instead. Suites that test the worker allow it themselves
    // (offline-reload, offline-language, sw-update, install-prompt: test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium }, testIgnore: [/mobile\.spec/, /render-down\.spec/] },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium }, testMatch: /mobile\.spec/ },
    // render-down stops the shop's own render service (SIGSTOP), which every other suite's page
    // at :3000 goes through: run beside them, it turned their server answers into the static
    // page (offline-language's redirect of `/` came back as the page itself). So it runs alone,
    // once both projects have finished (which run in full first; `--no-deps` runs it by itself).
    { name: 'render-down', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium }, testMatch: /render-down\.spec/, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'node ../deploy/src/shop.mjs',
    url: 'http://127.0.0.1:3000/home',
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // Production mode with the demo shopper ('Use Test Account') and the development outbox on,
    // so the suites can log in and read verification codes.
    // The sandbox holds a '…9999' payer's answer past every check, and the server gives up after two,
    // so a timed-out recharge ends 'failed' within the test (wallet.spec.ts).
    env: {
      DATA_DIR: dataDir, NODE_ENV: 'production', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_OUTBOX: '1',
      // A staff account (demo shop only) for suites that deliver an order: reviews.spec.ts.
      SUUQ_DEMO: '1', SUUQ_DEMO_STAFF: 'staff-e2e@suuq.test:staff-e2e-password',
      SANDBOX_TIMEOUT_HOLD_MS: '600000', PAYMENT_MAX_CHECKS: '2',
      // The shop's render service with a wide budget, as the render specs' own (tests/renderService.ts):
      // suites here read what a page holds as the server drew it (offline-language keeps /home's
      // server page, shop.spec the redirect of `/`), and with the shop's 300 ms (150 ms for the frame)
      // a render late on a machine running two browsers came as the empty area, failing them now and
      // then. A late render's empty area is tested where it is the point (render/src/service.build.test.mjs).
      RENDER_BUDGET_MS: '5000', RENDER_FRAME_BUDGET_MS: '5000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
  outputDir: path.join(__dirname, '../.tmp/test-results'),
});
