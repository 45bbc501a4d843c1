import type { NextFunction, Request, Response } from 'express'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { KeyValueStore } from '../cache/store.server'

/** Form posts that guess or spray credentials: login, register and both password-reset steps. */
const LIMITED_PATHS = /^\/(v2\/)?(login(-v1|-v2)?|register(-v1|-v2)?|forgot(-v1|-v2)?|reset_pwd)(\.data)?\/?$/

export function createAuthRateLimiter(store: KeyValueStore, pointsPerMinute: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: 'rl:auth', points: pointsPerMinute, duration: 60 })
  if (!store.redis) return memory
  // Redis keeps the count shared between instances; if Redis is down, each instance limits alone.
  return new RateLimiterRedis({
    storeClient: store.redis,
    keyPrefix: 'rl:auth',
    points: pointsPerMinute,
    duration: 60,
    insuranceLimiter: memory,
  })
}

/** Marks over-budget auth posts; the route answers 429 with a message in the user's language. */
export function authRateLimit(limiter: RateLimiterAbstract) {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.locals.rateLimited = false
    if (req.method !== 'POST' || !LIMITED_PATHS.test(req.path)) return next()
    try {
      await limiter.consume(`${req.ip}:${req.path.replace(/\/$/, '')}`)
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        res.locals.rateLimited = true
        res.setHeader('Retry-After', String(Math.ceil(err.msBeforeNext / 1000)))
      }
    }
    next()
  }
}
