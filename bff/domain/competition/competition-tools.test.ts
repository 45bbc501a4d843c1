import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchV2, routeNamed, screenAccess } from '../routing/route-table'
import { ANONYMOUS, PERMISSION_NAMES, type UserAuth } from '../routing/permissions'
import { competitionTools, TOOLS, toolsByGroup, type ToolKey } from './competition-tools'

const comp = (checkIn: boolean) => ({ id: 501, compOrg: { id: 12, name: 'Org' }, checkIn: { enabled: checkIn, opensAt: null } })
const user = (role: UserAuth['role'], permissions: UserAuth['permissions'] = []): UserAuth => ({ userId: 7, role, permissions })
const keys = (...k: ToolKey[]) => k

const BUILDER_TOOLS = keys(
  'builder',
  'bibs',
  'message',
  'contactAthletes',
  'ticketAdmin',
  'scoreboard',
  'checkin',
  'ticketScan',
  'photoFinish',
  'resultsEntry',
  'organiserReport',
)

describe('competitionTools (3-organiser-admin §6)', () => {
  it.each([
    ['anonymous', ANONYMOUS, true, []],
    ['an entrant', user('USER'), true, []],
    ['a builder of the organisation', user('USER', [{ role: 'BUILDER', orgId: 12, compId: 0 }]), true, BUILDER_TOOLS],
    ['a builder of another organisation', user('USER', [{ role: 'BUILDER', orgId: 27, compId: 0 }]), true, []],
    ['a steward (check-in only)', user('USER', [{ role: 'CHECKIN', orgId: 12, compId: 501 }]), true, keys('checkin')],
    ['a steward, check-in not enabled', user('USER', [{ role: 'CHECKIN', orgId: 12, compId: 501 }]), false, []],
    ['a gatekeeper', user('USER', [{ role: 'TICKET', orgId: 12, compId: 0 }]), true, keys('ticketAdmin', 'ticketScan')],
    [
      'a scoreboard operator',
      user('USER', [{ role: 'SCOREBOARD', orgId: 12, compId: 501 }]),
      true,
      keys('scoreboard', 'photoFinish', 'resultsEntry'),
    ],
    ['an admin, check-in off', user('E4SUSER'), false, BUILDER_TOOLS.filter((k) => k !== 'checkin')],
  ])('%s', (_name, who, checkIn, want) => {
    expect(competitionTools(comp(checkIn), who).map((l) => l.key)).toEqual(want)
  })

  it.each([
    ['a builder of the organisation', user('USER', [{ role: 'BUILDER', orgId: 12, compId: 0 }]), true],
    ['an admin', user('E4SUSER'), true],
    ['a builder of another organisation', user('USER', [{ role: 'BUILDER', orgId: 27, compId: 0 }]), false],
    ['a steward (check-in only)', user('USER', [{ role: 'CHECKIN', orgId: 12, compId: 501 }]), false],
    ['an entrant', user('USER'), false],
  ])('Auto Entry with a target competition: %s sees it %s', (_name, who, shown) => {
    expect(competitionTools(comp(false), who, 550).some((l) => l.key === 'autoEntries')).toBe(shown)
    expect(competitionTools(comp(false), who, 0).some((l) => l.key === 'autoEntries')).toBe(false)
  })

  it('every tool opens a screen in the route table, for the competition', () => {
    const admin = user('E4SUSER')
    for (const tool of competitionTools(comp(true), admin, 550)) {
      const match = matchV2(tool.href)
      expect(match?.entry.v2, tool.key).toBe(routeNamed(TOOLS.find((t) => t.key === tool.key)!.route).v2)
      expect(Object.values(match!.params), tool.key).toContain('501')
    }
  })

  it('a tool offered is a screen the user may open (property over grants)', () => {
    const grant = fc.record({
      role: fc.constantFrom(...PERMISSION_NAMES),
      orgId: fc.constantFrom(0, 12, 27),
      compId: fc.constantFrom(0, 501, 502),
    })
    fc.assert(
      fc.property(fc.array(grant, { maxLength: 4 }), fc.boolean(), fc.nat(600), (grants, checkIn, target) => {
        const who = user('USER', grants)
        for (const tool of competitionTools(comp(checkIn), who, target)) expect(screenAccess(matchV2(tool.href)!, who)).toBe('open')
      }),
    )
  })

  it('groups keep the order of the day and leave empty ones out', () => {
    const gatekeeper = user('USER', [{ role: 'TICKET', orgId: 12, compId: 0 }])
    expect(toolsByGroup(competitionTools(comp(true), gatekeeper)).map((g) => g.group)).toEqual(['before', 'onTheDay'])
    expect(toolsByGroup(competitionTools(comp(true), user('E4SUSER'))).map((g) => g.group)).toEqual([
      'build',
      'before',
      'onTheDay',
      'after',
    ])
  })
})

describe('tools of screens that hand over (decision 074)', () => {
  const builder = user('USER', [{ role: 'BUILDER', orgId: 12, compId: 0 }])
  const handOver = { screens: new Set(['bibs', 'seeding']), legacySiteUrl: 'https://legacy.example/' }

  it('lead straight to the same screen on the legacy site; the others keep their v2 address', () => {
    const byKey = Object.fromEntries(competitionTools(comp(true), builder, 0, handOver).map((t) => [t.key, t.href]))
    expect(byKey.bibs).toBe('https://legacy.example/#/bibs/501')
    expect(byKey.resultsEntry).toBe('https://legacy.example/#/seeding/501')
    expect(byKey.builder).toBe('/v2/builder-v2/501')
    expect(byKey.checkin).toBe('/v2/checkin-v2/501')
  })

  it('are the same tools, in the same order, whatever hands over', () => {
    fc.assert(
      fc.property(fc.subarray(TOOLS.map((t) => t.route)), (screens) => {
        const links = { screens: new Set(screens), legacySiteUrl: 'https://legacy.example' }
        const shown = competitionTools(comp(true), builder, 3, links)
        expect(shown.map((t) => t.key)).toEqual(competitionTools(comp(true), builder, 3).map((t) => t.key))
        for (const [i, tool] of shown.entries()) {
          const route = TOOLS.find((t) => t.key === tool.key)!.route
          if (screens.includes(route)) expect(tool.href.startsWith('https://legacy.example/#/')).toBe(true)
          else expect(tool.href).toBe(competitionTools(comp(true), builder, 3)[i]!.href)
        }
      }),
    )
  })
})
