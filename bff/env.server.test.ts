import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server'

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
        'REDIS_URL is required when NODE_ENV=production',
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

  it('a malformed value is named', () => {
    expect(() => parseEnv({ PORT: 'eighty', LEGACY_BASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*LEGACY_BASE_URL/)
  })
})
