import { Router, json, type Request } from 'express'
import { registrationEnd } from '../seed/people'
import { validateAthlete, mergeOptions } from './athlete-input'
import { athleteWire } from './athlete-wire'
import { authOf, bearerAuth } from './bearer'
import {
  athleteById,
  canManageAthlete,
  compEventByCeid,
  competitionById,
  eventOf,
  isAdmin,
  parsePerformance,
  performanceText,
} from './entry-model'
import { bodyOf, queryText, whole } from './request'
import { emptyAthleteOptions, type SimAthlete, type SimUser, type SimulatorState } from './state'
import { businessError, ok } from './wire'
import { individualEntryCount } from './teams'

const BASE = '/wp-json/e4s/v5'
const DEFAULT_PAGE_SIZE = 5
const MAX_PAGE_SIZE = 50
const NO_ACCESS = 'You do not have access to this athlete.'

function matchesText(value: string, wanted: string): boolean {
  return !wanted || value.toLowerCase().startsWith(wanted.toLowerCase())
}

/** Filters of the athlete search (2-entry.md §3): region, county, club (id or name), first name, surname, gender. */
function searchFilter(state: SimulatorState, req: Request) {
  const q = (name: string) => queryText(req, name)
  const region = whole(q('region'))
  const county = whole(q('county'))
  const clubText = q('club')
  const clubId = whole(clubText)
  const gender = q('gender').toUpperCase()
  return (a: SimAthlete) => {
    const club = state.seed.clubs.find((c) => c.id === a.clubId)
    if (Number.isInteger(region) && region > 0 && club?.regionId !== region) return false
    if (Number.isInteger(county) && county > 0 && club?.countyId !== county) return false
    if (clubText && (Number.isInteger(clubId) ? a.clubId !== clubId : !club?.name.toLowerCase().includes(clubText.toLowerCase())))
      return false
    if (gender && a.gender !== gender) return false
    return matchesText(a.firstName, q('firstname')) && matchesText(a.surName, q('surname'))
  }
}

function sorter(sort: string) {
  const byName = (a: SimAthlete, b: SimAthlete) =>
    a.surName.localeCompare(b.surName) || a.firstName.localeCompare(b.firstName) || a.id - b.id
  if (sort === 'dob') return (a: SimAthlete, b: SimAthlete) => a.dob.localeCompare(b.dob) || byName(a, b)
  if (sort === 'firstname') return (a: SimAthlete, b: SimAthlete) => a.firstName.localeCompare(b.firstName) || byName(a, b)
  return byName
}

function ownUserOrAdmin(user: SimUser, userId: number): boolean {
  return user.id === userId || isAdmin(user)
}

/** Athlete search, create, read, update, link and unlink, registration look-up and PB updates. */
export function athleteRoutes(state: SimulatorState): Router {
  const router = Router()
  const wire = (a: SimAthlete, user: SimUser, compId?: number) =>
    athleteWire(state, a, { userId: user.id, comp: compId ? competitionById(state, compId) : undefined, withPbs: true })

  // The user's athletes: linked ones, those of the clubs or counties they represent, every one for an admin.
  router.get(`${BASE}/athletes`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const compId = whole(queryText(req, 'compid'))
    const teamSearch = compId > 0 && whole(queryText(req, 'teamid')) > 0
    const pagenumber = Math.max(1, whole(queryText(req, 'pagenumber')) || 1)
    const pagesize = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(queryText(req, 'pagesize')) || DEFAULT_PAGE_SIZE))
    const matching = state.athletes
      .filter((a) => canManageAthlete(state, user, a))
      .filter(searchFilter(state, req))
      .sort(sorter(queryText(req, 'sort').toLowerCase()))
    const start = (pagenumber - 1) * pagesize
    res.json(
      ok({
        data: matching.slice(start, start + pagesize).map((a) => {
          const athlete = wire(a, user, compId > 0 ? compId : undefined)
          // The team form's search (teamid): how many individual entries each athlete holds here (mustBeIndivEntered).
          return teamSearch ? { ...athlete, compEntries: individualEntryCount(state, compId, a.id) } : athlete
        }),
        meta: { totalCount: matching.length, pagenumber, pagesize },
      }),
    )
  })

  router.post(`${BASE}/athlete`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const valid = validateAthlete(state, body)
    if (!valid.ok) return res.json(businessError(valid.error))
    state.counters.athlete += 1
    const athlete: SimAthlete = {
      id: state.counters.athlete,
      ...valid.fields,
      activeEndDate: valid.fields.urn ? registrationEnd(state.seed.referenceDate) : '',
      image: '',
      options: emptyAthleteOptions(),
    }
    mergeOptions(athlete, body.options)
    state.athletes.push(athlete)
    state.userAthletes.push({ userId: user.id, athleteId: athlete.id })
    res.json(ok({ message: 'Athlete created.', data: wire(athlete, user) }))
  })

  // Registration look-up: the registration number and date of birth must both match.
  router.get(`${BASE}/athlete/getid`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const aocode = queryText(req, 'aocode') || 'EA'
    const regid = queryText(req, 'regid')
    const dob = queryText(req, 'dob')
    if (!regid || !dob) return res.json(businessError('Registration number and date of birth are required.'))
    const athlete = state.athletes.find((a) => a.aocode === aocode && a.urn === regid && a.dob === dob)
    if (!athlete) return res.json(businessError('No athlete found with this registration number and date of birth.'))
    state.lookups.add(`${user.id}:${athlete.id}`)
    res.json(ok({ data: athleteWire(state, athlete, { userId: user.id }) }))
  })

  // Registration confirm (2-entry §7 GET /v5/athlete/confirm; our reading, docs/legacy-wire.md): the getid match
  // asked again when linking, narrowed by the club and classification when given; it proves the look-up too.
  router.get(`${BASE}/athlete/confirm`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const aocode = queryText(req, 'aocode') || 'EA'
    const regid = queryText(req, 'regid')
    const dob = queryText(req, 'dob')
    const clubId = whole(queryText(req, 'clubid'))
    const classification = whole(queryText(req, 'classification'))
    if (!regid || !dob) return res.json(businessError('Registration number and date of birth are required.'))
    const athlete = state.athletes.find(
      (a) =>
        a.aocode === aocode &&
        a.urn === regid &&
        a.dob === dob &&
        (!(clubId > 0) || a.clubId === clubId) &&
        (!(classification > 0) || a.classification === classification),
    )
    if (!athlete) return res.json(businessError('The registration could not be confirmed.'))
    state.lookups.add(`${user.id}:${athlete.id}`)
    res.json(ok({ data: athleteWire(state, athlete, { userId: user.id }) }))
  })

  // Registration check (2-entry §7 GET /v5/athlete/check/{a}/{b}; our reading: authority code and registration
  // number): whether an athlete holds it already, and nothing about who.
  router.get(`${BASE}/athlete/check/:aocode/:urn`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const aocode = String(req.params.aocode).toUpperCase()
    const urn = String(req.params.urn).trim()
    if (!urn) return res.json(businessError('Registration number is required.'))
    res.json(ok({ data: { exists: state.athletes.some((a) => a.aocode === aocode && a.urn === urn) } }))
  })

  // The external performance database's PBs (2-entry §7 GET /v5/athlete/pof10pbs/{id}; the answer our reading):
  // an athlete the user may manage, with an EA registration number; the simulator's database is its PBs.
  router.get(`${BASE}/athlete/pof10pbs/:id(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const athlete = athleteById(state, whole(req.params.id))
    if (!athlete) return res.json(businessError('Athlete not found'))
    if (!canManageAthlete(state, user, athlete)) return res.json(businessError(NO_ACCESS))
    if (!athlete.urn || athlete.aocode !== 'EA') return res.json(businessError('The athlete has no EA registration number.'))
    const events = new Map(state.seed.events.map((e) => [e.id, e]))
    // As the database writes them: a time over a minute as m:ss.SS, anything else with two decimals.
    const text = (n: number, timed: boolean) =>
      n <= 0 ? '' : timed && n >= 60 ? `${Math.floor(n / 60)}:${(n % 60).toFixed(2).padStart(5, '0')}` : n.toFixed(2)
    res.json(
      ok({
        data: state.pbs
          .filter((p) => p.athleteId === athlete.id && p.pb > 0)
          .map((p) => {
            const event = events.get(p.eventId)
            const timed = event?.uomType === 'T'
            return { eventid: p.eventId, eventName: event?.name ?? '', pb: p.pb, pbText: text(p.pb, timed), sbText: text(p.sb, timed) }
          }),
      }),
    )
  })

  router.get(`${BASE}/athlete/:id(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const athlete = athleteById(state, whole(req.params.id))
    if (!athlete) return res.json(businessError('Athlete not found'))
    if (!canManageAthlete(state, user, athlete)) return res.json(businessError(NO_ACCESS))
    const compId = whole(queryText(req, 'compid'))
    res.json(ok({ data: wire(athlete, user, compId > 0 ? compId : undefined) }))
  })

  router.put(`${BASE}/athlete/:id(\\d+)`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const athlete = athleteById(state, whole(req.params.id))
    if (!athlete) return res.json(businessError('Athlete not found'))
    if (!canManageAthlete(state, user, athlete)) return res.json(businessError(NO_ACCESS))
    const body = bodyOf(req)
    const valid = validateAthlete(state, body, athlete)
    if (!valid.ok) return res.json(businessError(valid.error))
    const registered = !athlete.urn && valid.fields.urn
    Object.assign(athlete, valid.fields)
    if (registered) athlete.activeEndDate = registrationEnd(state.seed.referenceDate)
    mergeOptions(athlete, body.options)
    res.json(ok({ message: 'Athlete saved.', data: wire(athlete, user) }))
  })

  // Unlink: only the user's own link, and only for a user who does not represent a club or county.
  router.delete(`${BASE}/athlete/:id(\\d+)/:userId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const athleteId = whole(req.params.id)
    const userId = whole(req.params.userId)
    if (!ownUserOrAdmin(user, userId)) return res.json(businessError('You can only change your own athletes.'))
    if (user.clubs.length + user.areas.length > 0 && !isAdmin(user)) {
      return res.json(businessError('A club or county representative cannot remove athletes.'))
    }
    const before = state.userAthletes.length
    state.userAthletes = state.userAthletes.filter((l) => !(l.userId === userId && l.athleteId === athleteId))
    if (state.userAthletes.length === before) return res.json(businessError('This athlete is not in your list.'))
    res.json(ok({ message: 'Athlete removed from your list.' }))
  })

  // Link: an athlete the user may already act for, or one they found by registration number and date of birth.
  router.post(`${BASE}/athlete/:id(\\d+)/:userId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const athlete = athleteById(state, whole(req.params.id))
    const userId = whole(req.params.userId)
    if (!ownUserOrAdmin(user, userId)) return res.json(businessError('You can only change your own athletes.'))
    if (!athlete) return res.json(businessError('Athlete not found'))
    const proven = canManageAthlete(state, user, athlete) || state.lookups.has(`${user.id}:${athlete.id}`)
    if (!proven) return res.json(businessError('Find the athlete by registration number and date of birth first.'))
    if (!state.userAthletes.some((l) => l.userId === userId && l.athleteId === athlete.id)) {
      state.userAthletes.push({ userId, athleteId: athlete.id })
    }
    res.json(ok({ message: 'Athlete added to your list.', data: wire(athlete, user) }))
  })

  router.post(`${BASE}/athlete/pbupdate`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const athlete = athleteById(state, whole(body.aid))
    if (!athlete || !canManageAthlete(state, user, athlete)) return res.json(businessError('Error updating PB.'))
    const event = state.seed.events.find((e) => e.id === whole(body.eid))
    if (!event) return res.json(businessError('Error updating PB.'))
    const perf = parsePerformance(body.pb ?? body.pbText)
    if (!perf.ok) return res.json(businessError(perf.error))
    const trackSb = body.trackSb === true || body.trackSb === 1 || body.trackSb === '1' || body.trackSb === 'true'
    const existing = state.pbs.find((p) => p.athleteId === athlete.id && p.eventId === event.id)
    if (existing) Object.assign(existing, { pb: perf.value, trackSb })
    else state.pbs.push({ athleteId: athlete.id, eventId: event.id, pb: perf.value, sb: 0, trackSb })
    res.json(
      ok({
        message: `PB saved for ${event.name}`,
        data: { athleteid: athlete.id, eventid: event.id, pb: perf.value, pbText: performanceText(perf.value, event.uomType), trackSb },
      }),
    )
  })

  // The v2 call sets the performance of one entry (and the athlete's PB for that event), within the event's limits.
  router.post(`${BASE}/athlete/pbupdatev2`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const entry = state.entries.find((e) => e.entryId === whole(body.entryId))
    const athlete = entry ? athleteById(state, entry.athleteId) : undefined
    const found = entry ? compEventByCeid(state, entry.ceid) : undefined
    if (!entry || !athlete || !found || !(entry.userId === user.id || canManageAthlete(state, user, athlete))) {
      return res.json(businessError('Entry not found.'))
    }
    const perf = parsePerformance(
      typeof body.performance === 'object' && body.performance !== null ? (body.performance as { perf?: unknown }).perf : body.performance,
    )
    if (!perf.ok) return res.json(businessError(perf.error))
    const { min, max } = found.ce.options
    if (perf.value > 0 && min > 0 && max > 0 && perf.value < min) return res.json(businessError('PB is below standard min.'))
    if (perf.value > 0 && min > 0 && max > 0 && perf.value > max) return res.json(businessError('PB is above standard min.'))
    entry.pb = perf.value
    const event = eventOf(state, found.ce)
    const existing = state.pbs.find((p) => p.athleteId === athlete.id && p.eventId === event.id)
    if (existing) existing.pb = perf.value
    else if (perf.value > 0) state.pbs.push({ athleteId: athlete.id, eventId: event.id, pb: perf.value, sb: 0, trackSb: false })
    res.json(
      ok({
        message: `PB saved for ${event.name}`,
        data: { entryId: entry.entryId, ceid: entry.ceid, pb: perf.value, pbText: performanceText(perf.value, event.uomType) },
      }),
    )
  })

  return router
}
