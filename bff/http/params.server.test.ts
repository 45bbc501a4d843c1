import { describe, expect, it } from 'vitest'
import { NEW, optionalId, routeId, routeIdOrNew, routeIdOrZero } from './params.server'

const statusOf = (run: () => unknown) => {
  try {
    run()
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : 'not a response'
  }
  return 'no throw'
}

describe('route ids', () => {
  it('reads a positive id', () => {
    expect(routeId({ id: '42' })).toBe(42)
    expect(routeId({ compId: '7' }, 'compId')).toBe(7)
  })

  it.each([undefined, '', '0', '-3', '1.5', '1e3', '0x10', ' 12', '12abc', '1234567890', 'new'])('answers 404 for %j', (raw) => {
    expect(statusOf(() => routeId({ id: raw }))).toBe(404)
  })

  it('reads new as the create form, any other bad id as a 404', () => {
    expect(routeIdOrNew({ id: 'new' })).toBe(NEW)
    expect(routeIdOrNew({ id: '9' })).toBe(9)
    expect(statusOf(() => routeIdOrNew({ id: 'NEW' }))).toBe(404)
  })

  it('reads 0 as the create form where the spec creates with id 0, any other bad id as a 404', () => {
    expect(routeIdOrZero({ id: '0' })).toBe(0)
    expect(routeIdOrZero({ id: '9' })).toBe(9)
    for (const bad of ['00', '-0', 'new', '']) expect(statusOf(() => routeIdOrZero({ id: bad }))).toBe(404)
  })
})

describe('optional ids in a query or form', () => {
  it('is the id or null', () => {
    expect(optionalId('5')).toBe(5)
    expect(optionalId(null)).toBeNull()
    expect(optionalId('')).toBeNull()
    expect(optionalId('0')).toBeNull()
    expect(optionalId(new File([], 'x'))).toBeNull()
    expect(optionalId(12)).toBeNull()
  })
})
