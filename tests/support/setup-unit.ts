import { afterEach, vi } from 'vitest'

// console.error during a test is a failure: an unexpected error path ran.
let errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}
afterEach(() => {
  const seen = errors
  errors = []
  vi.restoreAllMocks()
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`)
})
