import { defineConfig } from '@playwright/test';

import { E2E_BASE_URL } from './e2e/fixtures/environment';
import {
  CHROMIUM_ARGS,
  CHROMIUM_HEADLESS_SHELL_PATH,
  CHROMIUM_PATH,
  PUSH_TAG,
} from './support/chromium';

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
  // The reviewed pictures are the same in both browsers: no project name in their file names.
  snapshotPathTemplate:
    '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-platform}{ext}',
  use: {
    baseURL: E2E_BASE_URL,
    serviceWorkers: 'allow',
    trace: 'on-first-retry',
  },
  // The headless shell for all but the push tests, which need the browser's notifications.
  projects: [
    {
      name: 'headless-shell',
      grepInvert: new RegExp(PUSH_TAG),
      use: { launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium',
      grep: new RegExp(PUSH_TAG),
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
});
