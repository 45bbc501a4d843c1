import { defineConfig, devices } from '@playwright/test'

// Each worker has a stack of its own (app, simulator, Redis), ten ports apart from the next, so a
// journey that changes the simulator's state (faults, carts, unread counts) never meets another
// running at the same time. Within a worker, journeys run one after another as before.
const WORKERS = Number(process.env.E2E_WORKERS ?? 1)
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4300)
const stackPort = (index: number) => FIRST_PORT + 10 * index
/** This worker's app port (the runner itself, which has no worker index, sees stack 0). */
export const PORT = stackPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
const SIMULATOR_PORT = PORT + 1
// PORT + 2 to + 5 are the servers some journeys start for themselves; PORT + 6 is Redis.

function stack(index: number) {
  const port = stackPort(index)
  const redisPort = port + 6
  return [
    {
      command: `redis-server --port ${redisPort} --bind 127.0.0.1 --save "" --appendonly no`,
      port: redisPort,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node build/server.js',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SIMULATOR_PORT: String(port + 1),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        WEB_CONCURRENCY: '2',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        // Live scoreboards poll every second, so a journey sees the next attempt quickly.
        SCOREBOARD_POLL_MS: '1000',
      },
    },
  ]
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /mobile\.spec/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The phone runs the journeys about layout; what does not depend on the width is tagged @desktop-only.
    {
      name: 'phone',
      testMatch: /(competitions|mobile)\.spec/,
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
  ],
  // The journeys run against two app workers sharing one Redis, as production serves them.
  webServer: Array.from({ length: WORKERS }, (_, index) => stack(index)).flat(),
})

export const simulatorUrl = `http://127.0.0.1:${SIMULATOR_PORT}`
