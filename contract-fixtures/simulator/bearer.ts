import type { NextFunction, Request, Response } from 'express'
import { userForToken, type SimUser, type SimulatorState } from './state'
import { JWT_INVALID_TOKEN } from './wire'

/** The bearer token of a request: undefined when there is no Authorization header, '' when it is not a bearer. */
export function bearerOf(req: Request): string | undefined {
  const header = req.headers.authorization
  if (header === undefined) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? ''
}

export type AuthLocals = { user?: SimUser; token?: string }

/**
 * Like the JWT plugin: a request that carries a bad token is refused even on public calls;
 * `required` also refuses a request without one.
 */
export function bearerAuth(state: SimulatorState, mode: 'optional' | 'required') {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerOf(req)
    if (token === undefined && mode === 'optional') return next()
    const user = token ? userForToken(state, token) : undefined
    if (!user || !token) return res.status(401).json(JWT_INVALID_TOKEN)
    const locals = res.locals as AuthLocals
    locals.user = user
    locals.token = token
    next()
  }
}

export function authOf(res: Response): AuthLocals {
  return res.locals as AuthLocals
}
