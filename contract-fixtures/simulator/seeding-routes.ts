import { Router, json } from 'express'
import type { SeedCompetitionOptions } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import type { BuilderExtras } from './builder-model'
import { bodyOf, textOf, whole } from './request'
import { checkHeats, compSeeding, maySeed, type SavedHeat, type SavedSeeding } from './seeding'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const PUBLIC = '/wp-json/e4s/v5/public/seeding'
const NO_PERMISSION = 'You do not have permission to seed this competition.'

// Races up to 800 m are run in lanes; longer races and field events are not.
const inLanes = (tf: string, name: string) => tf === 'T' && Number(/(\d+)\s*m\b/i.exec(name)?.[1] ?? 0) <= 800

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

function heatsOf(value: unknown): SavedHeat[] | null {
  if (!Array.isArray(value)) return null
  const heats: SavedHeat[] = []
  for (const raw of value as unknown[]) {
    const heat = record(raw)
    if (!Array.isArray(heat.athletes)) return null
    const athletes = (heat.athletes as unknown[])
      .map(record)
      .map((a) => ({ entryId: whole(a.entryId), lane: whole(a.lane), rank: whole(a.rank) }))
    if (athletes.some((a) => Number.isNaN(a.entryId) || Number.isNaN(a.lane))) return null
    heats.push({ heatNo: whole(heat.heatNo), group: textOf(heat.group), athletes })
  }
  return heats
}

/** Our invention (docs/legacy-wire.md "Seeding"): entries per event group, saved heats, and saving an event group's heats. */
export function seedingRoutes(state: SimulatorState): Router {
  const router = Router()
  const compOf = (id: number) => state.seed.competitions.find((c) => c.id === id)

  router.get(`${PUBLIC}/:compId(\\d+)`, bearerAuth(state, 'optional'), (req, res) => {
    const comp = compOf(whole(req.params.compId))
    const seeding = comp ? compSeeding(state, comp.id) : undefined
    if (!comp || !seeding) return res.json(businessError('Competition not found'))
    const options = comp.options as SeedCompetitionOptions & Partial<BuilderExtras>
    const groups = new Map<number, (typeof comp.compEvents)[number]>()
    for (const ce of comp.compEvents) if (!ce.isTeamEvent && !groups.has(ce.eventGroupId)) groups.set(ce.eventGroupId, ce)
    res.json(
      ok({
        data: {
          comp: {
            id: comp.id,
            name: comp.name,
            date: comp.date,
            orgId: comp.compOrgId,
            heatOrder: options.heatOrder ?? 's',
            laneCount: options.laneCount ?? 8,
          },
          eventGroups: [...groups.values()].map((ce) => {
            const event = state.seed.events.find((e) => e.id === ce.eventId)
            const tf = event?.tf ?? 'T'
            return {
              eventGroupId: ce.eventGroupId,
              name: ce.eventGroup,
              startDateTime: ce.startdate,
              tf,
              uom: event?.uomType ?? 'T',
              maxInHeat: 0,
              heatInfo: { useLanes: inLanes(tf, ce.eventGroup) ? 'A' : 'N' },
              seed: { gender: false, age: false, type: 'O', laneCount: 8, firstLane: 1 },
              entries: seeding.entries.get(ce.eventGroupId) ?? [],
            }
          }),
        },
      }),
    )
  })

  router.get(`${PUBLIC}/:compId(\\d+)/heats`, bearerAuth(state, 'optional'), (req, res) => {
    const seeding = compSeeding(state, whole(req.params.compId))
    if (!seeding) return res.json(businessError('Competition not found'))
    res.json(ok({ data: [...seeding.saved.values()] }))
  })

  router.post(
    '/wp-json/e4s/v5/seeding/:compId(\\d+)/:eventGroupId(\\d+)',
    bearerAuth(state, 'required'),
    json({ limit: '64kb' }),
    (req, res) => {
      const user = authOf(res).user
      if (!user) return
      const compId = whole(req.params.compId)
      const seeding = compSeeding(state, compId)
      if (!seeding) return res.json(businessError('Competition not found'))
      if (!maySeed(state, user, compId)) return res.json(businessError(NO_PERMISSION))
      const eventGroupId = whole(req.params.eventGroupId)
      const entries = seeding.entries.get(eventGroupId)
      if (!compOf(compId)!.compEvents.some((ce) => ce.eventGroupId === eventGroupId && !ce.isTeamEvent))
        return res.json(businessError('Event group not found'))
      const body = bodyOf(req)
      const heats = heatsOf(body.heats)
      const seed = whole(body.seed)
      const laneCount = whole(body.laneCount)
      const firstLane = whole(body.firstLane)
      const heatOrder = textOf(body.heatOrder)
      const isHeatOrder = (v: string): v is SavedSeeding['heatOrder'] => v === 's' || v === 'f' || v === 'd'
      if (heats === null || Number.isNaN(seed) || !(laneCount >= 1) || !(firstLane >= 1) || !isHeatOrder(heatOrder))
        return res.json(businessError('Invalid seeding.'))
      const refusal = checkHeats(entries ?? [], heats)
      if (refusal) return res.json(businessError(refusal))
      const saved = {
        eventGroupId,
        seed,
        heatOrder,
        laneCount,
        firstLane,
        gender: body.gender === true,
        age: body.age === true,
        laneDraw: body.laneDraw === 'lot' ? 'lot' : 'seeded',
        clubsApart: body.clubsApart === true,
        seedOn: body.seedOn === 'sb' ? 'sb' : 'pb',
        seededAt: new Date(state.now()).toISOString(),
        heats,
      } as const
      seeding.saved.set(eventGroupId, saved)
      res.json(ok({ message: 'Seeding saved', data: saved }))
    },
  )

  return router
}
