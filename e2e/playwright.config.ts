import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on this machine.
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

// E2E_PORT: several checkouts on one machine can run their browser tests at once, each on its own port.
const port = Number(process.env.E2E_PORT || 4173);

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
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: {
    command: `node server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never reuse a server found on the port: it may serve another checkout's dist/.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
