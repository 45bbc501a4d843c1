import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { teamName, uniqueTeamName, type TeamNameValues } from './team-name'

const values: TeamNameValues = {
  entity: 'Larkhill AC',
  area: 'Wessex',
  club: 'Larkhill AC',
  eventname: '4x100m Relay',
  eventgroup: 'Relays',
  gender: 'F',
  agegroup: 'Under 15',
}

describe('teamName', () => {
  it.each([
    ['', 'Larkhill AC 4x100m Relay Female Under 15'],
    ['   ', 'Larkhill AC 4x100m Relay Female Under 15'],
    ['{club} {agegroup} {eventgroup}', 'Larkhill AC Under 15 Relays'],
    ['{AREA} - {Gender}', 'Wessex - Female'],
    ['{eventname}  {unknown}', '4x100m Relay {unknown}'],
  ])('format %j gives %j', (format, name) => {
    expect(teamName(format, values)).toBe(name)
  })

  it('a mixed team (gender O) reads Mixed', () => {
    expect(teamName('', { ...values, gender: 'O' })).toBe('Larkhill AC 4x100m Relay Mixed Under 15')
  })
})

describe('uniqueTeamName', () => {
  it('adds a letter for the second and third team', () => {
    expect(uniqueTeamName('A', [])).toBe('A')
    expect(uniqueTeamName('A', ['a'])).toBe('A B')
    expect(uniqueTeamName('A', ['A', 'A B'])).toBe('A C')
  })

  it('is never one of the names taken', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.string(), { maxLength: 40 }), (name, taken) => {
        const all = [...taken, name]
        expect(all.map((t) => t.trim().toLowerCase())).not.toContain(uniqueTeamName(name.trim() || 'x', [...all, 'x']).toLowerCase())
      }),
    )
  })
})
