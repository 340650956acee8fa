import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { gatewayProductionEnv } from './src/support/gateway-env';
import { localePorts } from './src/support/locale-ports';

/**
 * Browser journeys against the production builds of the GCUK and CB storefronts and one real gateway on a fresh
 * embedded database (seeded at start), all on 127.0.0.1. The `gcuk` project runs every journey on the UK store; the
 * `cb` project runs the Dutch store's compact journeys (cb.spec.ts); the `locales` project a purchase in the German,
 * French and Polish stores (locales.spec.ts), each served from its own build of the CB family. Chromium comes from Debian (`/usr/bin/chromium`)
 * unless CHROMIUM_PATH names another; Playwright's own browsers are used when installed and no system one exists.
 */
const root = join(__dirname, '..', '..');
const gatewayPort = Number(process.env['E2E_GATEWAY_PORT'] ?? 4310);
const storefrontPort = Number(process.env['E2E_STOREFRONT_PORT'] ?? 3310);
const cbPort = Number(process.env['E2E_CB_PORT'] ?? 3311);
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'giftshop-e2e-'));
// Workers load this file again: they inherit the directory (and so the gateway's mail folder) through the environment.
process.env['E2E_DATA_DIR'] = dataDir;
export const mailDir = join(dataDir, 'mail');
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'src',
  fullyParallel: true,
  workers: 2,
  // A journey that fails is run once more (E2E_RETRIES): on a loaded 2-core CI machine a real browser's timing varies
  // more than a test can allow for. One that then passes is listed as flaky at the end of the run, to be mended; one
  // that fails twice fails the run.
  retries: Number(process.env['E2E_RETRIES'] ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: join(root, 'tmp', 'e2e-results'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${storefrontPort}`,
    // Recording a trace of every test costs about a third of the suite's CPU time; E2E_TRACE=retain-on-failure keeps
    // one of each failing test in tmp/e2e-results (`npx playwright show-trace <file>`).
    trace: process.env['E2E_TRACE'] === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'gcuk', testIgnore: /(cb|locales)\.spec\.ts$/ },
    { name: 'cb', testMatch: /cb\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${cbPort}` } },
    { name: 'locales', testMatch: /locales\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `node --import tsx apps/gateway/src/main.ts`,
      cwd: root,
      url: `http://127.0.0.1:${gatewayPort}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      // A small proof of work keeps the captcha of the balance check quick to solve in the journeys.
      env: { ...gatewayProductionEnv, GATEWAY_PORT: String(gatewayPort), DATA_DIR: dataDir, MAIL_DIR: mailDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', CAPTCHA_MAX_NUMBER: '2000' },
    },
    {
      command: `node apps/gcuk/server.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${storefrontPort}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { STOREFRONT_PORT: String(storefrontPort), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`, NODE_ENV: 'production' },
    },
    {
      command: `node apps/cb/server.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${cbPort}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { BUILD_KEY: 'CB', STOREFRONT_PORT: String(cbPort), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`, NODE_ENV: 'production' },
    },
    ...Object.entries(localePorts).map(([key, port]) => ({
      command: `node apps/cb/server.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${port}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { BUILD_KEY: key, STOREFRONT_PORT: String(port), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`, NODE_ENV: 'production' },
    })),
  ],
});
