import { describe, expect, it } from 'vitest'
import { ANONYMOUS, type UserAuth } from '../routing/permissions'
import { adminLinks } from './comp-admin'

const comp = (checkIn: boolean) => ({ id: 501, compOrg: { id: 12, name: 'Org' }, checkIn: { enabled: checkIn, opensAt: null } })
const user = (role: UserAuth['role'], permissions: UserAuth['permissions'] = []): UserAuth => ({ userId: 7, role, permissions })

describe('adminLinks (3-organiser-admin §6)', () => {
  it.each([
    ['anonymous', ANONYMOUS, true, []],
    ['an entrant', user('USER'), true, []],
    [
      'a builder of the organisation',
      user('USER', [{ role: 'BUILDER', orgId: 12, compId: 0 }]),
      true,
      ['builder', 'bibs', 'message', 'checkin'],
    ],
    ['a builder of another organisation', user('USER', [{ role: 'BUILDER', orgId: 27, compId: 0 }]), true, []],
    ['a steward (check-in only)', user('USER', [{ role: 'CHECKIN', orgId: 12, compId: 501 }]), true, ['checkin']],
    ['a steward, check-in not enabled', user('USER', [{ role: 'CHECKIN', orgId: 12, compId: 501 }]), false, []],
    ['an admin', user('E4SUSER'), false, ['builder', 'bibs', 'message']],
  ])('%s', (_name, who, checkIn, keys) => {
    expect(adminLinks(comp(checkIn), who).map((l) => l.key)).toEqual(keys)
  })

  it.each([
    ['a builder of the organisation', user('USER', [{ role: 'BUILDER', orgId: 12, compId: 0 }]), true],
    ['an admin', user('E4SUSER'), true],
    ['a builder of another organisation', user('USER', [{ role: 'BUILDER', orgId: 27, compId: 0 }]), false],
    ['a steward (check-in only)', user('USER', [{ role: 'CHECKIN', orgId: 12, compId: 501 }]), false],
    ['an entrant', user('USER'), false],
  ])('Auto Entry with a target competition: %s sees it %s', (_name, who, shown) => {
    expect(adminLinks(comp(false), who, 550).some((l) => l.key === 'autoEntries')).toBe(shown)
    expect(adminLinks(comp(false), who, 0).some((l) => l.key === 'autoEntries')).toBe(false)
  })
})
