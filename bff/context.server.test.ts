import { describe, expect, it } from 'vitest'
import { pageUrl } from './context.server'

describe('pageUrl', () => {
  it.each([
    ['https://app.example/v2/athletes-v2.data?_routes=root', '/v2/athletes-v2'],
    ['https://app.example/_root.data', '/'],
    ['https://app.example/v2/show-entry-v2/5.data?x=1', '/v2/show-entry-v2/5?x=1'],
    ['https://app.example/v2/login-v2?redirectFrom=%2Fv2', '/v2/login-v2?redirectFrom=%2Fv2'],
  ])('%s is the page %s', (raw, page) => {
    const url = pageUrl(new URL(raw))
    expect(url.pathname + url.search).toBe(page)
  })
})
