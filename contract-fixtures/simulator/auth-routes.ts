import { Router, json, type Request } from 'express'
import { authOf, bearerAuth } from './bearer'
import { findUser, issueToken, requestPasswordReset, type SimUser, type SimulatorState } from './state'
import { businessError, incorrectPassword, invalidUsername, ok } from './wire'

const PASSWORD_RULE = /^.{8,}$/
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// The characters WordPress keeps in a user name.
const USERNAME_SHAPE = /^[A-Za-z0-9 _.@-]+$/

function queryText(req: Request, name: string): string {
  const value = req.query[name]
  return typeof value === 'string' ? value : ''
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function authRoutes(state: SimulatorState, options: { tokenTtlSeconds: number }): Router {
  const router = Router()

  router.post('/wp-json/jwt-auth/v1/token', (req, res) => {
    const username = queryText(req, 'username')
    const password = queryText(req, 'password')
    const user = findUser(state, username)
    if (!user) return res.status(403).json(invalidUsername(username))
    if (user.password === null || user.password !== password) return res.status(403).json(incorrectPassword(username))
    res.json({
      token: issueToken(state, user.id, options.tokenTtlSeconds),
      user_email: user.email,
      user_nicename: user.nicename,
      user_display_name: user.displayName,
    })
  })

  router.post('/wp-json/e4s/v5/register', json({ limit: '16kb' }), (req, res) => {
    const body: Record<string, unknown> = typeof req.body === 'object' && req.body !== null ? req.body : {}
    const name = typeof body.name === 'string' ? body.name.trim() : ''
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    const password = typeof body.password === 'string' && body.password !== '' ? body.password : null

    if (!name) return res.json(businessError('Please enter a username.'))
    if (!USERNAME_SHAPE.test(name)) return res.json(businessError('Sorry, that username is invalid.'))
    if (!EMAIL_SHAPE.test(email)) return res.json(businessError('Please enter a valid email address.'))
    if (password !== null && !PASSWORD_RULE.test(password)) {
      return res.json(businessError('Password must be at least 8 characters.'))
    }
    if (state.users.some((u) => u.login.toLowerCase() === name.toLowerCase())) {
      return res.json(businessError('Sorry, that username already exists!'))
    }
    if (state.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
      return res.json(businessError('Sorry, that email address is already registered'))
    }

    const user: SimUser = {
      id: Math.max(0, ...state.users.map((u) => u.id)) + 1,
      login: name,
      email,
      displayName: name,
      nicename: slug(name) || `user-${state.users.length + 1}`,
      password,
      role: 'USER',
      permissions: [],
      credit: 0,
      clubs: [],
      areas: [],
      orgs: [],
      version: { current: 'v2', toggle: false },
      registered: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    }
    state.users.push(user)
    if (password === null) requestPasswordReset(state, user.login, 'Set your password')
    res.json({ errNo: 0, error: '', message: 'Registration complete.' })
  })

  router.post('/wp-json/e4s/v5/public/pwdresetrequest', (req, res) => {
    requestPasswordReset(state, queryText(req, 'email'))
    // The same answer either way: no account enumeration.
    res.json(ok({ message: 'If an account matches, a password reset link has been sent to its e-mail address.' }))
  })

  router.post('/wp-json/e4s/v5/public/pwdreset', (req, res) => {
    const key = queryText(req, 'key')
    const login = queryText(req, 'login')
    const pwd = queryText(req, 'pwd')
    const record = state.resetKeys.get(key)
    const user = record ? state.users.find((u) => u.id === record.userId) : undefined
    const valid = record && !record.used && record.expiresAt > Date.now() && user && user.login.toLowerCase() === login.toLowerCase()
    if (!valid || !user || !record) return res.json(businessError('Invalid or expired key.'))
    if (!PASSWORD_RULE.test(pwd)) return res.json(businessError('Password must be at least 8 characters.'))
    record.used = true
    user.password = pwd
    res.json(ok({ message: 'Password changed.' }))
  })

  // Logout lives wherever the config's logout url says (a test may move it): the token stops working.
  const isLogout = (req: Request) => req.method === 'GET' && req.path === new URL(state.logoutUrl, 'http://sim.invalid').pathname
  const revoke = bearerAuth(state, 'required')
  router.use((req, res, next) => {
    if (!isLogout(req)) return next()
    revoke(req, res, () => {
      const token = authOf(res).token
      const record = token ? state.tokens.get(token) : undefined
      if (record) record.revoked = true
      res.json(ok())
    })
  })

  return router
}
