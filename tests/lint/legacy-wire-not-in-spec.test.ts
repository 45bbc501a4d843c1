import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  INVENTION_TABLE_END,
  INVENTION_TABLE_START,
  NOT_IN_SPEC_CALLS,
  inventionTable,
  pathPattern,
  withInventionTable,
} from '../../bff/legacy/not-in-spec'

// docs/legacy-wire.md's table of calls the spec does not name is the code's list of them
// (bff/legacy/not-in-spec.ts, what the simulator's spec-only mode refuses), row for row: the call,
// what it is and what the legacy site must add (decisions 067, 074). Rewrite it with
// `npx tsx scripts/legacy-wire-inventions.ts`.

const wire = readFileSync(fileURLToPath(new URL('../../docs/legacy-wire.md', import.meta.url)), 'utf8')
const start = wire.indexOf('## Calls the spec does not name')
const section = wire.slice(start, wire.indexOf('\n## ', start + 1))
const generated = section.slice(section.indexOf(INVENTION_TABLE_START), section.indexOf(INVENTION_TABLE_END))
const handWritten = section.replace(generated, '')

const legacySources = fileURLToPath(new URL('../../bff/legacy/', import.meta.url))
const clientCode = readdirSync(legacySources)
  .filter((f) => f.endsWith('.server.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(`${legacySources}${f}`, 'utf8'))
  .join('\n')

describe("legacy-wire.md's calls the spec does not name", () => {
  it('has the inventions table between its markers, in its section', () => {
    expect(start).toBeGreaterThanOrEqual(0)
    expect(section).toContain(INVENTION_TABLE_START)
    expect(section).toContain(INVENTION_TABLE_END)
  })

  it('is the table written from the code: every call, what it is and what the legacy site must add', () => {
    expect(generated).toBe(`${INVENTION_TABLE_START}\n${inventionTable()}\n`)
    expect(withInventionTable(wire)).toBe(wire)
  })

  it('marks no other row of the section as our invention', () => {
    expect(handWritten).not.toContain('**Our invention**')
  })

  it.each(NOT_IN_SPEC_CALLS.map((c) => [c.endpoint, c] as const))(
    '%s is a call the legacy client makes, said in one line each',
    (endpoint, call) => {
      expect(clientCode).toContain(`'${endpoint}'`)
      expect(call.what.trim()).not.toBe('')
      expect(call.mustAdd.trim()).not.toBe('')
      expect(`${call.what}${call.mustAdd}`).not.toMatch(/\n/)
    },
  )

  it('a changed "must add" text changes the table', () => {
    const changed = NOT_IN_SPEC_CALLS.map((c, i) => (i === 0 ? { ...c, mustAdd: `${c.mustAdd} (changed)` } : c))
    expect(inventionTable(changed)).not.toBe(inventionTable())
    expect(withInventionTable(wire, changed)).not.toBe(wire)
  })

  it('matches a call by its path, not its neighbours the spec names', () => {
    const byEndpoint = (e: string) => pathPattern(NOT_IN_SPEC_CALLS.find((c) => c.endpoint === e)!)
    expect(byEndpoint('messages.get').test('/wp-json/e4s/v5/messages/12')).toBe(true)
    expect(byEndpoint('messages.get').test('/wp-json/e4s/v5/messages/unread')).toBe(false)
    expect(byEndpoint('clubs.read').test('/wp-json/e4s/v5/clubs')).toBe(false)
    expect(byEndpoint('scoreboard.event').test('/wp-json/e4s/v5/public/scoreboard/5/all')).toBe(true)
    expect(byEndpoint('help.list').test('/wp-json/e4s/v5/help?startswith=a')).toBe(true)
    expect(byEndpoint('help.readById').test('/wp-json/e4s/v5/help/entry-name')).toBe(false)
  })
})
