import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4300)
const SIMULATOR_PORT = PORT + 1
// PORT + 2 to + 5 are the servers some journeys start for themselves.
const REDIS_PORT = PORT + 6

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /mobile\.spec/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testMatch: /(competitions|mobile)\.spec/, use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true } },
  ],
  // The journeys run against two workers sharing one Redis, as production serves them.
  webServer: [
    {
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no`,
      port: REDIS_PORT,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node build/server.js',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SIMULATOR_PORT: String(SIMULATOR_PORT),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        WEB_CONCURRENCY: '2',
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        // Live scoreboards poll every second, so a journey sees the next attempt quickly.
        SCOREBOARD_POLL_MS: '1000',
      },
    },
  ],
})

export const simulatorUrl = `http://127.0.0.1:${SIMULATOR_PORT}`
