import { describe, expect, it } from 'vitest'
import { resolveV1 } from './v1-paths'

describe('resolveV1', () => {
  it.each([
    ['/', '', '/v2'],
    ['/showentries', '', '/v2'],
    ['/show-entry/123', '', '/v2/show-entry-v2/123'],
    ['/show-entry/123', '?tab=info', '/v2/show-entry-v2/123?tab=info'],
    ['/entry-main/5', '', '/v2/entry-v2/5'],
    ['/entry', '?comporgid=1&compid=2', '/v2/entry-v2/2?comporgid=1'],
    ['/entry', '?compid=2', '/v2/entry-v2/2'],
    ['/athlete/4', '', '/v2/athlete-v2/4'],
    ['/athletes', '', '/v2/athletes-v2'],
    ['/builder/0', '', '/v2/builder-v2/0'],
    ['/user-search', '', '/v2/user-search-v2'],
    ['/user/8', '', '/v2/user-v2/8'],
    ['/club/3', '', '/v2/club-v2/3'],
    ['/club-search', '', '/v2/club-search-v2'],
    ['/email-messages', '', '/v2/messages-v2'],
    ['/email-messages/6', '', '/v2/messages-v2/6'],
    ['/scoreboard-comp/1', '', '/v2/scoreboard-comp/1'],
    ['/scoreboard-comp/1/all', '', '/v2/scoreboard-comp/1/all'],
    ['/scoreboard-comp/1/4', '', '/v2/scoreboard-comp/1/4'],
    ['/contact-org/7', '', '/v2/contact-organiser-v2/7'],
    ['/shop/9', '?parentCompId=2', '/v2/shop-v2/9?parentCompId=2'],
    ['/login', '?redirectFrom=%2Fshow-entry%2F1', '/v2/login-v2?redirectFrom=%2Fshow-entry%2F1'],
    ['/login-v1', '', '/v2/login-v2'],
    ['/register', '', '/v2/register-v2'],
    ['/register-v1', '', '/v2/register-v2'],
    ['/forgot-v1', '', '/v2/forgot-v2'],
    ['/reset_pwd', '?key=k&login=l', '/v2/reset_pwd?key=k&login=l'],
    ['/output/1/2', '', '/v2/output/1/2'],
    // §2: the old public schedule.
    ['/results-old/12/', '?x=1', '/v2/schedule-v2/12?x=1'],
    ['/stripe-users', '', '/v2/stripe-users'],
    ['/sec-grid', '', '/v2/sec-grid'],
  ])('%s%s → %s (308)', (path, search, to) => {
    expect(resolveV1(path, search)).toMatchObject({ to, permanent: true })
  })

  it.each([
    ['/onboarding', '', '/v2/legacy/onboarding'],
    ['/r4s', '', '/v2/legacy/r4s'],
    ['/launch/', '?x=1', '/v2/legacy/launch?x=1'],
    // The entry page without a competition id has no v2 address.
    ['/entry', '?comporgid=1', '/v2/legacy/entry?comporgid=1'],
  ])('old-only %s%s → placeholder %s (307)', (path, search, to) => {
    expect(resolveV1(path, search)).toMatchObject({ to, permanent: false })
  })

  it('a path the old site never had resolves to nothing', () => {
    for (const path of ['/no-such-page', '/show-entry', '/show-entry/1/2', '/v2/show-entry-v2/1']) expect(resolveV1(path)).toBeNull()
  })
})
