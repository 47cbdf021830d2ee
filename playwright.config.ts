import { defineConfig, devices } from "@playwright/test";
import { e2eServers } from "./tests/e2e/support/servers";

/**
 * End-to-end tests in Debian's Chromium (no browser download). Three servers from one `next build`: the app on
 * the embedded backend, the embedded backend alone (`npm run backend`), and a second app instance in upstream
 * mode in front of it, so the proxy is exercised for real.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Two spec files at a time share the servers (each test signs up its own users): 135 tests in 10.3 min on the
  // 2-core machine against 26.6 min one at a time (CI's run of the same suite), since most of a test's time is
  // waiting on a streamed reply, a task's turns or a poll, not CPU. Tests inside a file keep their order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 90_000,
  // Playwright's 5 s for an expectation ran out on a machine three times slower than usual: five tests of a full run
  // waiting for a page's first render or a sent code's answer, on the code before a change as after it, which pass
  // given the time. A longer wait costs nothing when a test passes and only delays a failure's report.
  expect: { timeout: 15_000 },
  use: {
    baseURL: e2eServers.app.url,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast: recording every
    // test's frames was two fifths of the run's CPU on 2 cores (4 spec files: 249 s with it, 155 s without, 149 s
    // with no trace at all). The failure's own screenshot is still taken (below).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: Object.values(e2eServers).map((server) => ({
    command: server.command,
    url: `${server.url}${server.healthPath}`,
    env: server.env,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
