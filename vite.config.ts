import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vitest/config'
import { remixConfig } from './remix.config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  plugins: process.env.VITEST ? [] : [remix(remixConfig)],
  resolve: {
    alias: { '~': here('./app'), '#bff': here('./bff'), '#fixtures': here('./contract-fixtures') },
  },
  build: { sourcemap: false },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'bff/**/*.test.ts',
      'contract-fixtures/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/faults/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    setupFiles: ['tests/support/setup-unit.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // Files share each thread's modules instead of importing them again per file (isolate: false):
    // collect time went from 90-120 s to about 20 s. They keep no state between files
    // (setup-unit.ts resets mocks after each test). The globs are matched against absolute paths.
    pool: 'threads',
    poolOptions: { threads: { isolate: false } },
    poolMatchGlobs: [
      // These replace modules with vi.mock / vi.doMock: they keep a module registry of their own.
      ['**/bff/http/cluster.server.test.ts', 'forks'],
      ['**/bff/services/html.server.test.ts', 'forks'],
      // These run Redis servers and stop or kill them under their clients, or a cluster of
      // processes: what outlives a test (a client's late reconnect error) ends with its file's
      // process instead of landing in the next file.
      ['**/bff/cache/{cache,cache-fleet,lock}.server.test.ts', 'forks'],
      ['**/bff/platform/{store,store-sentinel,feed-fleet}.server.test.ts', 'forks'],
      ['**/bff/session/storage.server.test.ts', 'forks'],
      ['**/tests/faults/redis-ha.test.ts', 'forks'],
      ['**/tests/integration/{cache-fleet,cluster,scoreboard-fleet}.test.ts', 'forks'],
      // These start the app on a Redis of its own (startTestApp({ redis: true })).
      ['**/tests/faults/redis-outage.test.ts', 'forks'],
      ['**/tests/integration/{bad-bodies,deadline,entry,help,operations,pb-bounds,rate-limit,security,tick}.test.ts', 'forks'],
      ['**/tests/contract/{legacy-conformance,replay}.test.ts', 'forks'],
    ],
    // The integration files wait on their servers and child processes much of the time: two at once on
    // two cores took 4.6 min where one took 6.9 (vitest's default is one fewer than the cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The built app is plain JavaScript: Node loads it, rather than Vite transforming 800 KB per test file.
    server: { deps: { external: [/\/build\/server\//] } },
  },
})
