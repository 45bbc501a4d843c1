import { afterEach, vi } from 'vitest'

// console.error during a test is a failure: an unexpected error path ran. Unit files share a
// thread's globals (isolate: false), so console.error is wrapped once per thread, not per file.
const shared = globalThis as typeof globalThis & { consoleErrors?: unknown[][] }
if (!shared.consoleErrors) {
  const seen: unknown[][] = []
  const original = console.error
  console.error = (...args: unknown[]) => {
    seen.push(args)
    original(...args)
  }
  shared.consoleErrors = seen
}
const errors = shared.consoleErrors

afterEach(() => {
  const seen = errors.splice(0)
  vi.restoreAllMocks()
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`)
})
