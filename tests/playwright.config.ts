import { defineConfig } from '@playwright/test';

import { E2E_BASE_URL } from './e2e/fixtures/environment';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Each worker has its own server and database (fixtures/environment.ts, ADR 031).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    serviceWorkers: 'allow',
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
