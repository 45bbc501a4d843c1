import { createHash } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { matchV1, matchV2 } from '../domain/routing/route-table'
import type { KeyValueStore } from '../platform/store.server'

/**
 * The screens whose form posts guess or spray credentials (a check-in code is one), or send mail to
 * someone (route table names): each post counts against its address's budget and the account or
 * sender it names.
 */
export const AUTH_SCREENS = ['login', 'register', 'forgot', 'reset', 'contactOrganiser', 'checkinCode'] as const
export type AuthScreen = (typeof AUTH_SCREENS)[number]

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function createRateLimiter(store: KeyValueStore, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration })
  if (!store.redis) return memory
  // Redis keeps the count shared between instances; if Redis is down, each instance limits alone.
  return new RateLimiterRedis({ storeClient: store.redis, keyPrefix, points, duration, insuranceLimiter: memory })
}

export function createAuthRateLimiter(store: KeyValueStore, pointsPerMinute: number): RateLimiterAbstract {
  return createRateLimiter(store, 'rl:auth', pointsPerMinute, 60)
}

/** Messages sent per user per hour: each one mails a whole competition's entrants, or every user. */
export function createMessageRateLimiter(store: KeyValueStore, pointsPerHour: number): RateLimiterAbstract {
  return createRateLimiter(store, 'rl:message', pointsPerHour, 60 * 60)
}

/** Answers true when this user is over their message budget; the action then answers 429 without sending. */
export type MessageBudgetCheck = (userId: number) => Promise<boolean>

export function messageBudgetCheck(limiter: RateLimiterAbstract, res: Response): MessageBudgetCheck {
  return (userId) => consume(limiter, `user:${userId}`, res)
}

/**
 * The path as the router reads it, whatever the spelling: dot segments resolved, each segment
 * percent-decoded, lower-cased (Remix matches routes case-insensitively), empty segments dropped,
 * and without the single-fetch '.data' suffix or a trailing slash.
 */
export function normaliseRoutePath(rawUrl: string): string {
  let pathname: string
  try {
    pathname = new URL(rawUrl, 'http://localhost').pathname
  } catch {
    pathname = rawUrl.split('?')[0]
  }
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
  const path = decoded
    .toLowerCase()
    .split('/')
    .filter(Boolean)
    .join('/')
    .replace(/\.data$/, '')
  return `/${path}`.replace(/\/+$/, '') || '/'
}

/** The sign-in screen a path belongs to, by its v2 page or any of its v1 shapes; null for any other path. */
export function authScreenOf(rawUrl: string): AuthScreen | null {
  const path = normaliseRoutePath(rawUrl)
  const name = (matchV2(path) ?? matchV1(path))?.entry.name
  return (AUTH_SCREENS as readonly string[]).includes(name ?? '') ? (name as AuthScreen) : null
}

/** The account a form names, as the legacy site compares it (case-insensitively), hashed to a fixed length. */
function accountKey(account: string): string | null {
  const normalised = account.normalize('NFKC').trim().toLowerCase()
  return normalised ? createHash('sha256').update(normalised).digest('base64url') : null
}

/** What the address budget said for this request, kept for the route's own check. */
type AddressCount = { screen: AuthScreen; limited: boolean }

async function consume(limiter: RateLimiterAbstract, key: string, res: Response): Promise<boolean> {
  try {
    await limiter.consume(key)
    return false
  } catch (err) {
    // The limiter's store failing (past its in-memory insurance) must not take sign-in down with it.
    if (!(err instanceof RateLimiterRes)) return false
    res.setHeader('Retry-After', String(Math.ceil(err.msBeforeNext / 1000)))
    return true
  }
}

/**
 * Counts every write to a sign-in screen against its address's budget, one budget per screen
 * however the path is spelled (case, percent-encoding, '.data', trailing slash, old v1 paths).
 * The route's action counts the account it names (overAuthBudget).
 */
export function authRateLimit(limiter: RateLimiterAbstract) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (READ_METHODS.has(req.method)) return next()
    const screen = authScreenOf(req.originalUrl)
    if (!screen) return next()
    const count: AddressCount = { screen, limited: await consume(limiter, `addr:${screen}:${req.ip}`, res) }
    res.locals.authAddressCount = count
    next()
  }
}

/** Answers true when this attempt is over a budget; the action then answers 429 without calling upstream. */
export type AuthBudgetCheck = (screen: AuthScreen, account: unknown) => Promise<boolean>

/**
 * The action's check for one sign-in attempt: the account's budget (across addresses) and the
 * address's, which the middleware has already counted unless the path reached the action under a
 * spelling it did not recognise, so no spelling escapes both.
 */
export function authBudgetCheck(limiter: RateLimiterAbstract, req: Request, res: Response): AuthBudgetCheck {
  let checked: Promise<boolean> | undefined
  return (screen, account) => {
    checked ??= (async () => {
      const counted = res.locals.authAddressCount as AddressCount | undefined
      const addressLimited = counted?.screen === screen ? counted.limited : await consume(limiter, `addr:${screen}:${req.ip}`, res)
      // A refused attempt does not count against the account: one address alone cannot lock it out for long.
      if (addressLimited) return true
      const key = typeof account === 'string' ? accountKey(account) : null
      return key ? consume(limiter, `account:${screen}:${key}`, res) : false
    })()
    return checked
  }
}
