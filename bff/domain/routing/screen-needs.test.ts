import { describe, expect, it } from 'vitest'
import { NOT_IN_SPEC_CALLS } from '../../legacy/not-in-spec'
import { ROUTES } from './route-table'
import { SCREEN_NEEDS } from './screen-needs'

// Every screen of the route table declares the legacy calls it cannot work without, or that it
// needs only the spec's (decision 067); a declared call is one the spec does not name, so one a
// legacy site may lack (bff/legacy/not-in-spec.ts, the list the simulator's spec-only mode refuses).

const notInSpec = new Set(NOT_IN_SPEC_CALLS.map((c) => c.endpoint))

describe('screen needs', () => {
  it.each(ROUTES.map((e) => e.name))('%s declares its needs', (screen) => {
    expect(Object.keys(SCREEN_NEEDS), screen).toContain(screen)
  })

  it.each(Object.entries(SCREEN_NEEDS))('%s is a screen of the table and needs calls the spec does not name', (screen, needs) => {
    const entry = ROUTES.find((e) => e.name === screen)
    expect(entry, screen).toBeDefined()
    if (needs.length > 0) {
      expect(entry?.built, screen).toBe(true)
      expect(entry?.v2, screen).not.toBeNull()
    }
    for (const call of needs) expect(notInSpec, call).toContain(call)
  })
})
