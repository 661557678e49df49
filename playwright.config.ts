import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { siteDataDir, sitePort } from "#tests/e2e/support/site-env.ts";

// The system Chromium from Debian (see docs/decisions/0001); Playwright's own browser download
// cannot work on these machines.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = sitePort;
const dataDir = siteDataDir;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // Recording a trace for every test cost about a third of the browser tests' CPU (measured
    // 2026-11-28: 27 s against 19 s for 11 specs); a failure's retry records one instead, and a
    // run without retries (local) records one only when asked (`--trace on`).
    trace: "on-first-retry",
    launchOptions: {
      executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "chromium", testIgnore: "studio/**", use: { ...devices["Desktop Chrome"] } },
    // The owner's studio: each worker starts its own studio server (the `studio` fixture in
    // tests/e2e/studio/fixtures.ts), which is also the project's baseURL. A spec file runs in one
    // worker, its tests in order: they share its server, which has one owner, one list of passkeys
    // and one mailbox.
    {
      name: "studio",
      testDir: "tests/e2e/studio",
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    // The production build, started the way `npm start` starts it, on its own data directory.
    {
      command: `rm -rf ${dataDir} && npm start`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: `${dataDir}/studio.sqlite`,
        OUTBOX_DIR: `${dataDir}/outbox`,
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        RATE_LIMIT_MAX: "10000",
        MIN_FILL_MS: "0",
        LOG_LEVEL: "silent",
      },
    },
  ],
});
