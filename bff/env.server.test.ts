import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server'
import { CONFORMANCE_FORMAT } from './legacy/conformance/format'

describe('parseEnv', () => {
  it('development defaults to the embedded simulator and the memory store', () => {
    const env = parseEnv({})
    expect(env.production).toBe(false)
    expect(env.LEGACY_BASE_URL).toBeUndefined()
    expect(env.REDIS_URL).toBeUndefined()
    expect(env.SESSION_SECRET).toEqual([])
    expect(env.PORT).toBe(3000)
  })

  it('production requires the legacy URL, Redis and a session secret, one line each', () => {
    try {
      parseEnv({ NODE_ENV: 'production' })
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError)
      expect((err as EnvError).problems).toEqual([
        'LEGACY_BASE_URL is required when NODE_ENV=production',
        'REDIS_URL (or REDIS_SENTINELS or REDIS_CLUSTER_NODES) is required when NODE_ENV=production',
        'SESSION_SECRET is required when NODE_ENV=production',
      ])
    }
  })

  it('reads rotating secrets and trims trailing slashes from URLs', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      LEGACY_BASE_URL: 'https://legacy.example/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SESSION_SECRET: 'new-secret, old-secret',
    })
    expect(env.LEGACY_BASE_URL).toBe('https://legacy.example')
    expect(env.SESSION_SECRET).toEqual(['new-secret', 'old-secret'])
  })

  it('one deadline per request, 8 s unless set; a positive number of ms', () => {
    expect(parseEnv({}).REQUEST_DEADLINE_MS).toBe(8000)
    expect(parseEnv({ REQUEST_DEADLINE_MS: '2500' }).REQUEST_DEADLINE_MS).toBe(2500)
    expect(() => parseEnv({ REQUEST_DEADLINE_MS: '0' })).toThrow(/REQUEST_DEADLINE_MS/)
  })

  it('a malformed value is named', () => {
    expect(() => parseEnv({ PORT: 'eighty', LEGACY_BASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*LEGACY_BASE_URL/)
  })
})

describe('basket hand-off configuration', () => {
  it('a real legacy site defaults to signing in to WordPress; the embedded simulator to the hand-off url', () => {
    expect(parseEnv({ LEGACY_BASE_URL: 'https://legacy.example' }).basketHandoff).toBe('wp-cookie')
    expect(parseEnv({}).basketHandoff).toBe('handoff-url')
    expect(parseEnv({ BASKET_HANDOFF: 'wp-cookie' }).basketHandoff).toBe('wp-cookie')
    expect(parseEnv({ LEGACY_BASE_URL: 'https://legacy.example', BASKET_HANDOFF: 'handoff-url' }).basketHandoff).toBe('handoff-url')
  })

  it('the WordPress cookies go to the basket path and the shop and WordPress pages, or to the paths given', () => {
    expect(parseEnv({}).legacyCookiePaths).toEqual(['/basket', '/checkout', '/my-account', '/wp-admin', '/wp-login.php'])
    expect(parseEnv({ LEGACY_BASKET_PATH: '/cart/' }).legacyCookiePaths).toEqual([
      '/cart',
      '/checkout',
      '/my-account',
      '/wp-admin',
      '/wp-login.php',
    ])
    expect(parseEnv({ LEGACY_COOKIE_PATHS: ' /shop/basket, /shop/checkout ,/shop/basket' }).legacyCookiePaths).toEqual([
      '/shop/basket',
      '/shop/checkout',
    ])
  })

  it.each(['/', '/v2', '/V2/cart', 'basket', '/basket;Path=/', '/basket?x=1', '/a b'])('refuses %j as a legacy cookie path', (path) => {
    expect(() => parseEnv({ LEGACY_COOKIE_PATHS: `/checkout,${path}` })).toThrow(EnvError)
    expect(() => parseEnv({ LEGACY_BASKET_PATH: path })).toThrow(EnvError)
  })

  it('refuses an unknown mode', () => {
    expect(() => parseEnv({ BASKET_HANDOFF: 'cookie' })).toThrow(EnvError)
  })
})

describe('internal port', () => {
  const production = { NODE_ENV: 'production', LEGACY_BASE_URL: 'https://legacy.example', REDIS_URL: 'redis://r:6379', SESSION_SECRET: 's' }

  it('production serves /metrics and /readyz on port 9091 unless told otherwise; development on the main port', () => {
    expect(parseEnv(production).internalPort).toBe(9091)
    expect(parseEnv({ ...production, INTERNAL_PORT: '9200' }).internalPort).toBe(9200)
    expect(parseEnv({}).internalPort).toBeNull()
    expect(parseEnv({ INTERNAL_PORT: '' }).internalPort).toBeNull()
    expect(parseEnv({ INTERNAL_PORT: '9300' }).internalPort).toBe(9300)
  })

  it('refuses a port that is not one', () => {
    expect(() => parseEnv({ INTERNAL_PORT: 'metrics' })).toThrow(EnvError)
    expect(() => parseEnv({ INTERNAL_PORT: '70000' })).toThrow(EnvError)
  })
})

describe('worker processes', () => {
  const production = { NODE_ENV: 'production', LEGACY_BASE_URL: 'https://legacy.example', REDIS_URL: 'redis://r:6379', SESSION_SECRET: 's' }

  it('production runs one worker per available core, development one; WEB_CONCURRENCY overrides both', () => {
    expect(parseEnv(production).workers).toBe(availableParallelism())
    expect(parseEnv({}).workers).toBe(1)
    expect(parseEnv({ ...production, WEB_CONCURRENCY: '3' }).workers).toBe(3)
    expect(parseEnv({ WEB_CONCURRENCY: '2' }).workers).toBe(2)
    expect(parseEnv({ WEB_CONCURRENCY: '' }).workers).toBe(1)
  })

  it('refuses a count that is not one', () => {
    for (const bad of ['0', 'all', '1.5', '-2']) expect(() => parseEnv({ WEB_CONCURRENCY: bad })).toThrow(EnvError)
  })
})

describe('where Redis is', () => {
  it('one Redis by its URL, Sentinel by its sentinels and name, or a Cluster by some of its nodes', () => {
    expect(parseEnv({}).redis).toBeNull()
    expect(parseEnv({ REDIS_URL: 'redis://10.0.0.1:6379' }).redis).toEqual({ kind: 'url', url: 'redis://10.0.0.1:6379' })
    expect(
      parseEnv({ REDIS_SENTINELS: 's1:26379, 10.0.0.2:26380,[::1]:26381', REDIS_SENTINEL_NAME: 'bff', REDIS_PASSWORD: 'pw' }).redis,
    ).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: '10.0.0.2', port: 26380 },
        { host: '::1', port: 26381 },
      ],
      name: 'bff',
      password: 'pw',
      failoverWaitMs: 5000,
    })
    expect(parseEnv({ REDIS_CLUSTER_NODES: 'n1:7000,n2:7001', REDIS_FAILOVER_WAIT_MS: '3000' }).redis).toEqual({
      kind: 'cluster',
      nodes: [
        { host: 'n1', port: 7000 },
        { host: 'n2', port: 7001 },
      ],
      password: undefined,
      failoverWaitMs: 3000,
    })
  })

  it('production takes any of the three', () => {
    const base = { NODE_ENV: 'production', LEGACY_BASE_URL: 'https://legacy.example', SESSION_SECRET: 's' }
    expect(parseEnv({ ...base, REDIS_CLUSTER_NODES: 'n1:7000' }).redis?.kind).toBe('cluster')
    expect(parseEnv({ ...base, REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_NAME: 'bff' }).redis?.kind).toBe('sentinel')
  })

  it('says what is wrong, one line each', () => {
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source)
        return []
      } catch (err) {
        return (err as EnvError).problems
      }
    }
    expect(problems({ REDIS_URL: 'redis://a:1', REDIS_CLUSTER_NODES: 'n1:7000' })).toEqual([
      'set only one of REDIS_URL, REDIS_CLUSTER_NODES',
    ])
    expect(problems({ REDIS_SENTINELS: 's1:26379' })).toEqual([
      'REDIS_SENTINELS needs REDIS_SENTINEL_NAME (the name the sentinels monitor the primary under)',
    ])
    expect(problems({ REDIS_SENTINEL_NAME: 'bff' })).toEqual(['REDIS_SENTINEL_NAME needs REDIS_SENTINELS'])
    expect(problems({ REDIS_CLUSTER_NODES: 'n1:7000,n2,n3:99999' })).toEqual([
      'REDIS_CLUSTER_NODES: "n2" is not host:port',
      'REDIS_CLUSTER_NODES: "n3:99999" is not host:port',
    ])
    expect(problems({ REDIS_URL: 'redis://a:1', REDIS_PASSWORD: 'pw' })).toEqual([
      'REDIS_PASSWORD goes with REDIS_SENTINELS or REDIS_CLUSTER_NODES (REDIS_URL carries its own)',
    ])
    expect(
      problems({ NODE_ENV: 'production', LEGACY_BASE_URL: 'https://l.example', SESSION_SECRET: 's', REDIS_SENTINELS: 's1:1' }),
    ).toEqual(['REDIS_SENTINELS needs REDIS_SENTINEL_NAME (the name the sentinels monitor the primary under)'])
  })
})

describe('the conformance report (LEGACY_CONFORMANCE_FILE)', () => {
  const withFile = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-env-'))
    const file = join(dir, 'report.json')
    writeFileSync(file, text)
    return { file, done: () => rmSync(dir, { recursive: true, force: true }) }
  }

  it('knows no call missing without one', () => {
    expect(parseEnv({}).legacyKnownMissing).toEqual([])
  })

  it('reads the calls the report marks missing at start-up', () => {
    const call = (endpoint: string, status: string) => ({ endpoint, status })
    const { file, done } = withFile(
      JSON.stringify({
        format: CONFORMANCE_FORMAT,
        calls: [call('cheques.list', 'missing'), call('bibs.list', 'conforms'), call('clubs.read', 'missing')],
      }),
    )
    try {
      expect(parseEnv({ LEGACY_CONFORMANCE_FILE: file }).legacyKnownMissing).toEqual(['cheques.list', 'clubs.read'])
    } finally {
      done()
    }
  })

  it('refuses to start on a file that is missing or not a report, saying which', () => {
    const { file, done } = withFile('{"calls": []}')
    try {
      expect(() => parseEnv({ LEGACY_CONFORMANCE_FILE: file })).toThrow(/LEGACY_CONFORMANCE_FILE is not a e4s-legacy-conformance\/1 report/)
      expect(() => parseEnv({ LEGACY_CONFORMANCE_FILE: `${file}.none` })).toThrow(/LEGACY_CONFORMANCE_FILE cannot be read as JSON: ENOENT/)
    } finally {
      done()
    }
  })
})
