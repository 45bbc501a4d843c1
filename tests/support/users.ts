import type { SessionUser } from '../../bff/session/session.server'

/** A signed-in user as the session holds one: the simulator's demo entrant unless told otherwise. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 101,
    displayName: 'Demo Entrant',
    email: 'entrant@example.org',
    role: 'USER',
    permissions: [],
    credit: 0,
    versionToggle: false,
    represents: { clubs: [], counties: [], regions: [] },
    ...overrides,
  }
}
