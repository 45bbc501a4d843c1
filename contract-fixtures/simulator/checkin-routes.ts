import { Router, json, type Request, type Response } from 'express'
import { authOf, bearerAuth } from './bearer'
import {
  applyMarks,
  checkInAthleteWire,
  checkInCodeOf,
  checkInDesk,
  clearDesk,
  mayCheckIn,
  searchDesk,
  type CheckInDesk,
  type CheckInQuery,
  type CheckInMark,
  type MarkState,
} from './checkin'
import { bodyOf, queryText, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5/competition'
const WRONG_CODE = 'Check-in code not recognised.'
const ATHLETE_BASE = '/wp-json/e4s/v5/athlete'
const NOT_YOURS = 'You may only check in your own athletes.'
const TERMS = 'Please accept the terms and conditions.'
const NOT_ENABLED = 'Check-in is not enabled for this competition.'
const NO_PERMISSION = 'You do not have permission to check in athletes for this competition.'
const DEFAULT_PAGE_SIZE = 25
const MAX_PAGE_SIZE = 100

/** The desk of an existing competition with check-in enabled; otherwise the refusal was sent. */
function openDesk(state: SimulatorState, res: Response, compId: number): CheckInDesk | undefined {
  if (!state.seed.competitions.some((c) => c.id === compId)) {
    res.json(businessError('Competition not found'))
    return undefined
  }
  const desk = checkInDesk(state, compId)
  if (!desk) res.json(businessError(NOT_ENABLED))
  return desk
}

/** The desk of the request's competition when the user may work it; otherwise the refusal was sent. */
function deskFor(state: SimulatorState, res: Response, compId: number): CheckInDesk | undefined {
  const user = authOf(res).user
  if (!user) return undefined
  const desk = openDesk(state, res, compId)
  if (!desk) return undefined
  if (!mayCheckIn(state, user, compId)) {
    res.json(businessError(NO_PERMISSION))
    return undefined
  }
  return desk
}

/** The search parameters the desk and athlete mode share. */
function searchQuery(req: Request): CheckInQuery {
  return {
    firstName: queryText(req, 'firstname'),
    surName: queryText(req, 'surname'),
    club: queryText(req, 'club'),
    urn: queryText(req, 'urn'),
    bibNo: queryText(req, 'bibno'),
    event: queryText(req, 'event'),
    collected: queryText(req, 'collected'),
    whois: queryText(req, 'whois'),
  }
}

function parseState(raw: Record<string, unknown>): MarkState | null {
  const state: MarkState = {}
  if (typeof raw.collected === 'boolean') state.collected = raw.collected
  if (raw.entries !== undefined) {
    if (!Array.isArray(raw.entries)) return null
    state.entries = []
    for (const e of raw.entries as Array<Record<string, unknown>>) {
      const id = whole(e?.id)
      if (!Number.isSafeInteger(id) || typeof e.checkedIn !== 'boolean') return null
      state.entries.push({ id, checkedIn: e.checkedIn })
    }
  }
  return state
}

function parseMarks(value: unknown): CheckInMark[] | null {
  if (!Array.isArray(value)) return null
  const marks: CheckInMark[] = []
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null
    const raw = item as Record<string, unknown>
    const athleteId = whole(raw.athleteId)
    const state = parseState(raw)
    if (!Number.isSafeInteger(athleteId) || state === null) return null
    const mark: CheckInMark = { athleteId, ...state }
    if (typeof raw.key === 'string' && raw.key.length <= 100) mark.key = raw.key
    if (typeof raw.was === 'object' && raw.was !== null) {
      const was = parseState(raw.was as Record<string, unknown>)
      if (was === null) return null
      mark.was = was
    }
    marks.push(mark)
  }
  return marks
}

export function checkInRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/checkinsummary`, bearerAuth(state, 'required'), (req, res) => {
    const compId = whole(queryText(req, 'compid'))
    const desk = deskFor(state, res, compId)
    if (!desk) return
    const comp = state.seed.competitions.find((c) => c.id === compId)!
    const o = comp.options.checkIn
    res.json(
      ok({
        data: {
          expected: desk.athletes.length,
          collected: desk.athletes.filter((a) => a.collected).length,
          checkInDateTimeOpens: o.checkInDateTimeOpens,
          text: o.text,
          codes: [checkInCodeOf(compId)],
          useTerms: o.useTerms ? 1 : 0,
          terms: o.terms,
          defaultFrom: o.defaultFrom,
          defaultTo: o.defaultTo,
        },
      }),
    )
  })

  // Check-in by code (§7 verify: emailid, compcode, date; our reading): the competition held on
  // `date`, with check-in enabled, whose code this is, whoever asks.
  router.get(`${BASE}/checkin/verify`, bearerAuth(state, 'required'), (req, res) => {
    if (!authOf(res).user) return
    const code = queryText(req, 'compcode').trim().toUpperCase()
    const date = queryText(req, 'date')
    const comp = state.seed.competitions.find(
      (c) => c.options.checkIn.enabled && c.date === date && code !== '' && checkInCodeOf(c.id) === code,
    )
    if (!comp) return res.json(businessError(WRONG_CODE))
    res.json(ok({ data: { compId: comp.id } }))
  })

  router.get(`${BASE}/checkin`, bearerAuth(state, 'required'), (req, res) => {
    const desk = deskFor(state, res, whole(queryText(req, 'compid')))
    if (!desk) return
    const found = searchDesk(desk, searchQuery(req))
    const askedSize = whole(queryText(req, 'pagesize'))
    const pageSize = Number.isSafeInteger(askedSize) && askedSize > 0 ? Math.min(askedSize, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE
    const askedPage = whole(queryText(req, 'page'))
    const page = Number.isSafeInteger(askedPage) && askedPage > 0 ? askedPage : 1
    const items = found.slice((page - 1) * pageSize, page * pageSize)
    res.json(ok({ data: items.map(checkInAthleteWire), meta: { totalCount: found.length, page, pageSize } }))
  })

  router.get(`${BASE}/checkin/clear`, bearerAuth(state, 'required'), (req, res) => {
    const desk = deskFor(state, res, whole(queryText(req, 'compid')))
    if (!desk) return
    const all = queryText(req, 'all') === '1'
    clearDesk(desk, { collected: all || queryText(req, 'collected') === '1', checkedIn: all || queryText(req, 'checkedin') === '1' })
    res.json(ok({ message: 'Check-in cleared' }))
  })

  router.post(`${BASE}/checkin/:compId(\\d+)`, bearerAuth(state, 'required'), json({ limit: '64kb' }), (req, res) => {
    const desk = deskFor(state, res, whole(req.params.compId))
    if (!desk) return
    const marks = parseMarks(bodyOf(req).data)
    if (marks === null || marks.length === 0) return res.json(businessError('Nothing to check in.'))
    const answer = applyMarks(desk, marks, new Date(state.now()).toISOString())
    if (typeof answer === 'string') return res.json(businessError(answer))
    res.json(ok({ data: answer.athletes.map(checkInAthleteWire), meta: { statuses: answer.statuses } }))
  })

  // Athlete mode: a user checks their own athletes in to their entries (never marks bibs collected).
  router.get(`${ATHLETE_BASE}/checkin`, bearerAuth(state, 'required'), (req, res) => {
    const own = ownDesk(state, res, whole(queryText(req, 'compid')))
    if (!own) return
    const comp = state.seed.competitions.find((c) => c.id === own.desk.compId)!
    const o = comp.options.checkIn
    const found = searchDesk(own.desk, { ...searchQuery(req), whois: '' }).filter(
      (a) => own.athleteIds.has(a.athleteId) && (queryText(req, 'dob') === '' || a.dob === queryText(req, 'dob')),
    )
    res.json(
      ok({
        data: found.map(checkInAthleteWire),
        meta: { useTerms: o.useTerms ? 1 : 0, terms: o.terms, text: o.text, defaultFrom: o.defaultFrom, defaultTo: o.defaultTo },
      }),
    )
  })

  router.post(`${ATHLETE_BASE}/checkin/:compId(\\d+)`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const own = ownDesk(state, res, whole(req.params.compId))
    if (!own) return
    const body = bodyOf(req)
    const marks = parseMarks(body.data)
    if (marks === null || marks.length === 0 || marks.some((m) => m.collected !== undefined || !m.entries?.length)) {
      return res.json(businessError('Nothing to check in.'))
    }
    if (marks.some((m) => !own.athleteIds.has(m.athleteId))) return res.json(businessError(NOT_YOURS))
    const comp = state.seed.competitions.find((c) => c.id === own.desk.compId)!
    if (comp.options.checkIn.useTerms && body.termsAccepted !== true) return res.json(businessError(TERMS))
    const answer = applyMarks(own.desk, marks, new Date(state.now()).toISOString())
    if (typeof answer === 'string') return res.json(businessError(answer))
    res.json(ok({ data: answer.athletes.map(checkInAthleteWire), meta: { statuses: answer.statuses } }))
  })

  return router
}

/** The desk of a competition with check-in enabled and the user's own athletes; otherwise the refusal was sent. */
function ownDesk(state: SimulatorState, res: Response, compId: number): { desk: CheckInDesk; athleteIds: Set<number> } | undefined {
  const user = authOf(res).user
  if (!user) return undefined
  const desk = openDesk(state, res, compId)
  if (!desk) return undefined
  return { desk, athleteIds: new Set(state.userAthletes.filter((l) => l.userId === user.id).map((l) => l.athleteId)) }
}
