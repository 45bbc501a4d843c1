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
    // Threads start faster; the suites that start servers, clusters and child processes keep a process each.
    pool: 'threads',
    poolMatchGlobs: [
      ['tests/**', 'forks'],
      // These replace modules with vi.mock / vi.doMock: they keep a module registry of their own.
      ['bff/http/cluster.server.test.ts', 'forks'],
      ['bff/services/html.server.test.ts', 'forks'],
    ],
    // The unit files share each thread's modules instead of importing them again per file: their
    // collect time went from 80 s to 13 s. They keep no state between files (setup-unit.ts resets
    // mocks after each test); the files that start servers keep a fresh process each.
    poolOptions: { threads: { isolate: false } },
    // The integration files wait on their servers and child processes much of the time: two at once on
    // two cores took 4.6 min where one took 6.9 (vitest's default is one fewer than the cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The built app is plain JavaScript: Node loads it, rather than Vite transforming 800 KB per test file.
    server: { deps: { external: [/\/build\/server\//] } },
  },
})
