import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../contract-fixtures/seed/index'
import * as auth from '../legacy/auth.server'
import { isLegacyError } from '../legacy/errors'
import { getUnreadMessageCount } from './messages.server'
import { simulatorAndClient } from '../../tests/support/simulator-client'
import { sessionUser } from '../../tests/support/users'

const UNREAD = '/wp-json/e4s/v5/messages/unread'

const env = simulatorAndClient()

async function tokenFor(username: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username)!
  return (await auth.tokenLogin(env.client.scoped({}), '/wp-json/jwt-auth/v1/token', { username, password: account.password })).token
}

const user = sessionUser()

describe('getUnreadMessageCount', () => {
  it('is null when logged out, without a legacy call', async () => {
    expect(await getUnreadMessageCount({ legacy: env.client.scoped({}), user: null })).toBeNull()
    expect(env.sim.calls.count(UNREAD)).toBe(0)
  })

  it("counts the user's unread messages with the user's token, every time (no shared cache)", async () => {
    const legacy = env.client.scoped({ token: await tokenFor('entrant') })
    expect(await getUnreadMessageCount({ legacy, user })).toBe(2)
    expect(await getUnreadMessageCount({ legacy, user })).toBe(2)
    expect(env.sim.calls.count(UNREAD)).toBe(2)
    expect(await getUnreadMessageCount({ legacy: env.client.scoped({ token: await tokenFor('organiser') }), user })).toBe(0)
  })

  it('passes an expired token on as auth-expired (the request context turns it into a login redirect)', async () => {
    const err = await getUnreadMessageCount({ legacy: env.client.scoped({ token: 'sim_expired' }), user }).catch((e: unknown) => e)
    expect(isLegacyError(err, 'auth-expired')).toBe(true)
  })
})
