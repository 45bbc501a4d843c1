import { describe, expect, it } from 'vitest'
import { afterSessionEnded } from './paths'

const page = (path: string) => new URL(path, 'https://app.example')

describe('afterSessionEnded', () => {
  it('a public page shows again, at the same address, to an anonymous visitor', () => {
    expect(afterSessionEnded(page('/v2/show-entry-v2/501?tab=info'))).toEqual({
      location: '/v2/show-entry-v2/501?tab=info',
      anonymous: true,
    })
    expect(afterSessionEnded(page('/v2'))).toEqual({ location: '/v2', anonymous: true })
  })

  it('a login-only page goes to login, back to the page after', () => {
    expect(afterSessionEnded(page('/v2/athletes-v2'))).toEqual({
      location: '/v2/login-v2?redirectFrom=%2Fv2%2Fathletes-v2',
      anonymous: false,
    })
  })

  it('a screen reserved to a permission goes to login too', () => {
    expect(afterSessionEnded(page('/v2/user-search-v2')).anonymous).toBe(false)
  })

  it('an address outside the route table goes to login, as before', () => {
    expect(afterSessionEnded(page('/v2/lookup/clubs?q=a')).anonymous).toBe(false)
  })
})
