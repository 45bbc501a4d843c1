import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { NOT_IN_SPEC_CALLS, pathPattern, wireName } from '../../bff/legacy/not-in-spec'

// docs/legacy-wire.md's table of calls the spec does not name and the code's list of them
// (bff/legacy/not-in-spec.ts, what the simulator's spec-only mode refuses) are the same calls.

const wire = readFileSync(fileURLToPath(new URL('../../docs/legacy-wire.md', import.meta.url)), 'utf8')
const start = wire.indexOf('## Calls the spec does not name')
const table = wire.slice(start, wire.indexOf('\n## ', start + 1))

/** Every `METHOD /wp-json/...` named in the Call column of a row marked **Our invention**. */
function inventedInDoc(): string[] {
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.replace(/\\\|/g, '¦').split('|'))
    .filter((cells) => cells[2]!.trim().startsWith('**Our invention**'))
    .flatMap((cells) => [...cells[1]!.matchAll(/`((?:GET|POST|PUT|DELETE) \/wp-json\/[^`?\s]*)/g)].map((m) => m[1]!.replace(/¦/g, '|')))
}

const legacySources = fileURLToPath(new URL('../../bff/legacy/', import.meta.url))
const clientCode = readdirSync(legacySources)
  .filter((f) => f.endsWith('.server.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(`${legacySources}${f}`, 'utf8'))
  .join('\n')

describe("legacy-wire.md's calls the spec does not name", () => {
  it('has its table', () => {
    expect(start).toBeGreaterThanOrEqual(0)
    expect(table).toContain('| Call |')
  })

  it('lists exactly the calls the code treats as not in the spec', () => {
    expect(inventedInDoc().sort()).toEqual(NOT_IN_SPEC_CALLS.map(wireName).sort())
  })

  it.each(NOT_IN_SPEC_CALLS.map((c) => [c.endpoint, c] as const))('%s is a call the legacy client makes', (endpoint) => {
    expect(clientCode).toContain(`'${endpoint}'`)
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
