import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on this machine.
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: 'http://127.0.0.1:4173/',
    launchOptions: { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: {
    command: 'node server.mjs 4173',
    url: 'http://127.0.0.1:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
