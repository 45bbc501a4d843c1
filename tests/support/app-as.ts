import { afterAll, beforeAll } from 'vitest'
import { loginAll, postForm, startTestApp, type TestApp } from './app'

/** Someone a request is made as: a seeded login, or a visitor without a session. */
type As<L extends string> = 'visitor' | L

/**
 * A test file's app (the built app and its simulator), started once with `logins` signed in, and
 * requests made as any of them or as a visitor. Passwords are the simulator's own seeded ones.
 */
export function appSignedIn<L extends string>(logins: readonly L[]) {
  let started: TestApp | undefined
  const cookies = {} as Record<L, string>
  beforeAll(async () => {
    started = await startTestApp()
    const passwords = Object.fromEntries(
      logins.map((login) => [login, started!.sim.state.users.find((u) => u.login === login)?.password ?? '']),
    ) as Record<L, string>
    Object.assign(cookies, await loginAll(started, passwords))
  })
  afterAll(async () => {
    await started?.close()
  })
  const app = () => {
    if (!started) throw new Error('The app starts in beforeAll')
    return started
  }
  // A cookie given (the language, say) goes with the session's.
  const as = (who: As<L>, headers: Record<string, string> = {}) =>
    who === 'visitor' ? headers : { ...headers, cookie: [cookies[who as L], headers.cookie].filter(Boolean).join('; ') }
  return {
    app,
    as,
    cookies,
    get: (path: string, who: As<L>, headers: Record<string, string> = {}) =>
      fetch(`${app().url}${path}`, { redirect: 'manual', headers: as(who, headers) }),
    post: (path: string, who: As<L>, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      postForm(`${app().url}${path}`, fields, as(who, headers)),
  }
}
