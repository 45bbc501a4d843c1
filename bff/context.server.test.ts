import { describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { CacheNone } from './cache/cache.server'
import { createRequestContext, pageUrl } from './context.server'
import { parseEnv } from './env.server'
import type { LegacyRequestScope } from './legacy/client.server'
import type { Platform } from './platform/platform.server'

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

describe('the request deadline', () => {
  it('is fixed once per request and carried by every legacy caller and the cache', async () => {
    const scopes: LegacyRequestScope[] = []
    const cacheCalls: Array<{ deadline?: unknown }> = []
    const platform = {
      env: parseEnv({ REQUEST_DEADLINE_MS: '3000' }),
      sessions: { read: () => Promise.resolve({ session: { get: () => undefined }, unavailable: false }) },
      legacy: {
        scoped: (scope: LegacyRequestScope) => (scopes.push(scope), { hasToken: false, call: () => Promise.reject(new Error('unused')) }),
      },
      cache: {
        fetch: (_key: string, o: { deadline?: unknown }) => (cacheCalls.push(o), Promise.reject(new Error('unused'))),
        invalidate: () => Promise.resolve(),
      },
      log: { child: () => ({}) },
      legacySiteUrl: 'http://legacy.test',
    } as unknown as Platform
    const info = {
      url: new URL('http://app.test/v2'),
      cookieHeader: null,
      acceptLanguage: null,
      requestId: 'r-1',
      nonce: 'n',
      overAuthBudget: async () => false,
      overMessageBudget: async () => false,
    }
    const ctx = await createRequestContext(platform, info)
    ctx.legacyAs('t')
    await ctx.cache.fetch('k', { strategy: CacheNone, schema: z.unknown(), load: () => Promise.resolve(1) }).catch(() => undefined)
    expect(ctx.deadline.budgetMs).toBe(3000)
    expect(scopes.length).toBeGreaterThanOrEqual(3)
    for (const scope of scopes) expect(scope.deadline).toBe(ctx.deadline)
    expect(cacheCalls[0]?.deadline).toBe(ctx.deadline)
    const other = await createRequestContext(platform, info)
    expect(other.deadline).not.toBe(ctx.deadline)
  })
})
