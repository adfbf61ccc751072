import { defineConfig } from '@playwright/test';

import { E2E_BASE_URL } from './e2e/fixtures/environment';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/**
 * The install sheet's screenshots, made on demand (`pnpm screenshots:install`, after
 * `pnpm build`), not by the test command: one server and database as the e2e suite's.
 */
export default defineConfig({
  testDir: './screenshots',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
