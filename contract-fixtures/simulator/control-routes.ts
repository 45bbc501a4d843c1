import { Router, json } from 'express'
import { z } from 'zod'
import type { CallLog } from './calls'
import type { FaultRegistry } from './faults'
import { advanceScoreboard } from './scoreboard'
import type { SimulatorState } from './state'

const faultSchema = z.object({
  pathPrefix: z.string().startsWith('/'),
  method: z.string().min(1).optional(),
  status: z.number().int().min(100).max(599).optional(),
  body: z.string().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  mode: z.enum(['reset', 'cut']).optional(),
  times: z.number().int().min(1).optional(),
})

/** Test controls under /__sim; never part of the legacy wire. */
export function controlRoutes(input: { state: SimulatorState; faults: FaultRegistry; calls: CallLog; expireAllTokens(): void }): Router {
  const { state, faults, calls } = input
  const router = Router()

  router.get('/health', (_req, res) => {
    res.json({ ok: true, seed: state.seed.seed, referenceDate: state.seed.referenceDate, users: state.users.length })
  })
  router.get('/outbox', (_req, res) => {
    res.json(state.outbox)
  })
  router.post('/faults', json(), (req, res) => {
    const parsed = faultSchema.safeParse(req.body)
    if (!parsed.success) return res.status(400).json({ error: 'Invalid fault', issues: parsed.error.issues })
    faults.add(parsed.data)
    res.status(201).json({ faults: faults.list() })
  })
  router.get('/faults', (_req, res) => {
    res.json({ faults: faults.list() })
  })
  router.delete('/faults', (_req, res) => {
    faults.clear()
    res.status(204).end()
  })
  router.post('/expire-tokens', (_req, res) => {
    input.expireAllTokens()
    res.status(204).end()
  })
  router.get('/calls', (_req, res) => {
    res.json({ total: calls.total(), byPath: calls.byPath() })
  })
  router.delete('/calls', (_req, res) => {
    calls.reset()
    res.status(204).end()
  })
  router.post('/scoreboard/:compId(\\d+)/advance', (req, res) => {
    if (!advanceScoreboard(state, Number(req.params.compId))) return res.status(404).json({ error: 'Unknown competition' })
    res.status(204).end()
  })
  router.use((_req, res) => {
    res.status(404).json({ error: 'Unknown simulator control' })
  })
  return router
}
