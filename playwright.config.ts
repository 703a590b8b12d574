import path from "node:path"
import { defineConfig, devices } from "@playwright/test"
import type { LaneOptions } from "./e2e/engines/lane"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium"

/** Debian's chromium, with the flags this closed-network machine needs. */
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

const PORT = Number(process.env.E2E_PORT ?? 9323)
export const BASE_URL = `http://127.0.0.1:${PORT}`
/** Where the served site's enquiry function stores what e2e tests send (git-ignored). */
export const E2E_OUTBOX_DIR = path.join(__dirname, ".data", "e2e-outbox")

/** The engine lane (e2e/engines/): Firefox and WebKit, driven by their own tools, not by Playwright's browsers. */
const LANE = /e2e\/engines\/.*\.spec\.ts$/

export default defineConfig<LaneOptions>({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  // Recording a trace slows every action; in CI only the retry of a failed test records one.
  use: { baseURL: BASE_URL, trace: process.env.CI ? "on-first-retry" : "retain-on-failure", launchOptions },
  // Every test runs on desktop; those tagged @also-mobile or @mobile-only run on a phone too.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions },
      grepInvert: /@mobile-only/,
      testIgnore: LANE,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
      grep: /@mobile-only|@also-mobile/,
      testIgnore: LANE,
    },
    { name: "firefox", testMatch: LANE, use: { engine: "firefox" } },
    { name: "webkit", testMatch: LANE, use: { engine: "webkit" } },
  ],
  webServer: [
    {
      // Serves the existing production build (npm test builds first) with the enquiry function and
      // the headers Netlify sends for it (public/_headers), as the local server does by default.
      command: "npm run serve",
      url: `${BASE_URL}/`,
      // Every test posts from 127.0.0.1, so the per-client enquiry limit is raised for the run.
      env: { PORT: String(PORT), HOST: "127.0.0.1", OUTBOX_DIR: E2E_OUTBOX_DIR, ENQUIRY_RATE_LIMIT: "10000" },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
