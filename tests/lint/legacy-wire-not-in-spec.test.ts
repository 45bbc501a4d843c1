import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { NOT_IN_SPEC_PATHS } from '../../contract-fixtures/simulator/faults'

// docs/legacy-wire.md's table of calls the spec does not name says what the code treats so: every
// path the simulator's spec-only mode refuses (the calls screens hand over without) is in it.

const wire = readFileSync(fileURLToPath(new URL('../../docs/legacy-wire.md', import.meta.url)), 'utf8')
const start = wire.indexOf('## Calls the spec does not name')
const table = wire.slice(start, wire.indexOf('\n## ', start + 1))

describe("legacy-wire.md's calls the spec does not name", () => {
  it('has its table', () => {
    expect(start).toBeGreaterThanOrEqual(0)
    expect(table).toContain('| Call |')
  })

  it.each(NOT_IN_SPEC_PATHS)('lists %s', (path) => {
    const rows = table.split('\n').filter((line) => line.startsWith('| `'))
    expect(rows.some((row) => row.split('|')[1]!.includes(path))).toBe(true)
  })
})
