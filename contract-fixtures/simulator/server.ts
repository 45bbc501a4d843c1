import { resourceRoutes } from './resource-routes'
import type { AddressInfo } from 'node:net'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { ACTIONS_DEMO, AUTO_ENTRY_DEMO, createSeed } from '../seed/index'
import { authRoutes } from './auth-routes'
import { createCallLog } from './calls'
import { cartRoutes } from './cart-routes'
import { builderRoutes } from './builder-routes'
import { checkInRoutes } from './checkin-routes'
import { scoreboardOutputRoutes } from './scoreboard-output-routes'
import { scoreboardRoutes } from './scoreboard-routes'
import { resultsRoutes } from './results-routes'
import { bibRoutes } from './bib-routes'
import { entryActionRoutes } from './entry-action-routes'
import { autoEntryRoutes } from './auto-entry-routes'
import { applyPaidDemo } from './paid-demo'
import { seedingRoutes } from './seeding-routes'
import { eventGroupRoutes } from './event-group-routes'
import { competitionRoutes } from './competition-routes'
import { competitionStatusRoutes } from './competition-status'
import { helpRoutes } from './help-routes'
import { competitionValidateRoutes } from './competition-validate'
import { configRoutes } from './config-routes'
import { contactRoutes } from './contact-routes'
import { controlRoutes } from './control-routes'
import { createFaultRegistry, cutAnswer, faultContentType, type FaultSpec } from './faults'
import { lookupRoutes } from './lookup-routes'
import { messageRoutes } from './message-routes'
import { userRoutes } from './user-routes'
import { orgRoutes } from './org-routes'
import { compOrgRoutes } from './comporg-routes'
import { ageGroupRoutes } from './agegroup-routes'
import { reportRoutes } from './report-routes'
import { chequeRoutes } from './cheque-routes'
import { stripeRoutes } from './stripe-routes'
import { ticketRoutes } from './ticket-routes'
import { adminUserRoutes } from './admin-user-routes'
import { athleteRoutes } from './athlete-routes'
import { multiEventRoutes } from './multi-event-routes'
import { applySeedEntries } from './entries'
import { entryRoutes } from './entry-routes'
import { entryPerfRoutes } from './entry-perf-routes'
import { productRoutes } from './product-routes'
import { shopPages } from './shop-pages'
import { teamRoutes } from './team-routes'
import { clubCompRoutes } from './clubcomp-routes'
import { shopRoutes } from './shop-routes'
import { wordpressLoginRoutes } from './wordpress-login'
import { createSimulatorState, type OutboxMail, type SimulatorState } from './state'
import { NO_ROUTE } from './wire'

export type SimulatorOptions = {
  /** 0 = a free port. */
  port?: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /** Delay before every legacy answer (not /__sim). */
  latencyMs?: number
  seed?: number
  /** YYYY-MM-DD the seed's dates are spread around; defaults to today. */
  referenceDate?: string
  tokenTtlSeconds?: number
  /** Receives one line per request: method, path (never the query), status, duration. */
  logger?: (line: string) => void
  /**
   * Origins (scheme://host[:port]) of the apps whose absolute addresses the checkout may send the
   * user back to (returnUrl); any other absolute address is refused and only relative paths work.
   */
  appOrigins?: string[]
  /** The simulator's clock (epoch ms); defaults to noon (+01:00) on the reference date. */
  now?: () => number
  /** Real time between two scoreboard attempts (default 10 s). */
  scoreboardStepMs?: number
}

export type Simulator = {
  url: string
  close(): Promise<void>
  state: SimulatorState
  calls: { total(): number; count(pathPrefix: string): number; reset(): void }
  faults: { add(f: FaultSpec): void; clear(): void }
  outbox(): OutboxMail[]
  expireAllTokens(): void
}

export type { FaultSpec } from './faults'

const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60
const SIM_PREFIX = '/__sim'

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function requestLog(logger: ((line: string) => void) | undefined): RequestHandler {
  return (req, res, next) => {
    if (!logger) return next()
    const started = Date.now()
    // req.path only: token login and password reset carry secrets in the query.
    const path = req.path
    res.on('finish', () => logger(`${req.method} ${path} ${res.statusCode} ${Date.now() - started}ms`))
    next()
  }
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1'
  const latencyMs = Math.max(0, options.latencyMs ?? 0)
  const seed = createSeed(options.seed ?? 1, options.referenceDate ? { referenceDate: options.referenceDate } : {})
  const state = createSimulatorState(seed, options.now ? { now: options.now } : {})
  applySeedEntries(state)
  applyPaidDemo(state, ACTIONS_DEMO)
  applyPaidDemo(state, AUTO_ENTRY_DEMO)
  const calls = createCallLog()
  const faults = createFaultRegistry()
  const expireAllTokens = () => {
    for (const record of state.tokens.values()) record.expiresAt = 0
  }

  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.use(requestLog(options.logger))
  app.use(SIM_PREFIX, controlRoutes({ state, faults, calls, expireAllTokens }))
  // Static images, as a web server in front of the legacy site would serve them: not API calls.
  app.use(resourceRoutes())

  app.use(async (req, res, next) => {
    calls.record(req.method, req.path)
    if (latencyMs > 0) await sleep(latencyMs)
    const fault = faults.take(req.method, req.path)
    if (!fault) return next()
    if (fault.delayMs) await sleep(fault.delayMs)
    if (fault.mode === 'reset') {
      req.socket.destroy()
      return
    }
    if (fault.mode === 'cut') cutAnswer(res)
    if (fault.status === undefined) return next()
    const body = fault.body ?? 'Internal Server Error'
    res.status(fault.status).type(faultContentType(body)).send(body)
  })

  app.use(authRoutes(state, { tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS }))
  app.use(configRoutes(state))
  app.use(cartRoutes(state))
  app.use(checkInRoutes(state))
  app.use(bibRoutes(state))
  app.use(entryActionRoutes(state))
  app.use(autoEntryRoutes(state))
  app.use(seedingRoutes(state))
  app.use(eventGroupRoutes(state))
  app.use(scoreboardRoutes(state, options.scoreboardStepMs ? { stepMs: options.scoreboardStepMs } : {}))
  app.use(scoreboardOutputRoutes(state))
  app.use(resultsRoutes(state))
  app.use(competitionRoutes(state))
  app.use(competitionStatusRoutes(state))
  app.use(helpRoutes(state))
  app.use(competitionValidateRoutes(state))
  app.use(builderRoutes(state))
  app.use(messageRoutes(state))
  app.use(contactRoutes(state))
  app.use(entryPerfRoutes(state))
  app.use(shopRoutes(state))
  app.use(userRoutes(state))
  app.use(orgRoutes(state))
  app.use(compOrgRoutes(state))
  app.use(ageGroupRoutes(state))
  app.use(reportRoutes(state))
  app.use(chequeRoutes(state))
  app.use(stripeRoutes(state))
  app.use(ticketRoutes(state))
  // Before the entry routes, whose GET competition/:id would take 'clubcomps' for an id.
  app.use(clubCompRoutes(state))
  app.use(adminUserRoutes(state))
  app.use(entryRoutes(state))
  app.use(productRoutes(state))
  app.use(teamRoutes(state))
  app.use(athleteRoutes(state))
  app.use(multiEventRoutes(state))
  app.use(lookupRoutes(state))
  app.use(wordpressLoginRoutes(state))
  app.use(shopPages(state, { appOrigins: options.appOrigins ?? [] }))
  app.use((_req, res) => {
    res.status(404).json(NO_ROUTE)
  })
  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 500
    // Body-parser refusals (bad JSON, too large); their messages can quote the body, so none is logged.
    if (status >= 400 && status < 500) return res.status(status).json({ errNo: 1, error: 'Invalid request body.', message: '' })
    options.logger?.(`simulator error: ${err instanceof Error ? err.message : String(err)}`)
    res.status(500).type('text/plain').send('Internal Server Error')
  }
  app.use(onError)

  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, host, () => resolve(listening))
    listening.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host

  return {
    url: `http://${urlHost}:${port}`,
    state,
    calls: { total: calls.total, count: calls.count, reset: calls.reset },
    faults: { add: faults.add, clear: faults.clear },
    outbox: () => state.outbox.map((mail) => ({ ...mail })),
    expireAllTokens,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()))
        server.closeAllConnections()
      }),
  }
}
