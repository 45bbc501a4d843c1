import { createHash } from 'node:crypto'
import { ageOn, type SeedAgeGroup, type SeedCompEvent, type SeedCompetition, type SeedEvent, type SeedPrice } from '../seed/index'
import { legacyDateTime, type SimAthlete, type SimEntry, type SimUser, type SimulatorState } from './state'

/** Look-ups and derived values the entry calls share: who may act for an athlete, ages, prices. */

const ADMIN_ROLES = new Set(['E4SUSER', 'APPADMIN'])

export function isAdmin(user: SimUser): boolean {
  return ADMIN_ROLES.has(user.role)
}

export function athleteById(state: SimulatorState, id: number): SimAthlete | undefined {
  return state.athletes.find((a) => a.id === id)
}

export function isLinked(state: SimulatorState, userId: number, athleteId: number): boolean {
  return state.userAthletes.some((l) => l.userId === userId && l.athleteId === athleteId)
}

/** The clubs (level 1) and counties (level 2) the user represents. */
export function representedEntities(user: SimUser): { clubIds: number[]; countyIds: number[] } {
  const entities = [...user.clubs, ...user.areas]
  return {
    clubIds: entities.filter((e) => e.entityLevel === 1).map((e) => e.id),
    countyIds: entities.filter((e) => e.entityLevel === 2).map((e) => e.id),
  }
}

/** Admins, users linked to the athlete, and representatives of the athlete's club or county. */
export function canManageAthlete(state: SimulatorState, user: SimUser, athlete: SimAthlete): boolean {
  if (isAdmin(user) || isLinked(state, user.id, athlete.id)) return true
  const { clubIds, countyIds } = representedEntities(user)
  if (clubIds.includes(athlete.clubId)) return true
  const club = state.seed.clubs.find((c) => c.id === athlete.clubId)
  return club !== undefined && countyIds.includes(club.countyId)
}

export function competitionById(state: SimulatorState, id: number): SeedCompetition | undefined {
  return Number.isInteger(id) ? state.seed.competitions.find((c) => c.id === id) : undefined
}

export function compEventByCeid(state: SimulatorState, ceid: number): { comp: SeedCompetition; ce: SeedCompEvent } | undefined {
  for (const comp of state.seed.competitions) {
    const ce = comp.compEvents.find((x) => x.ceid === ceid)
    if (ce) return { comp, ce }
  }
  return undefined
}

export function eventOf(state: SimulatorState, ce: SeedCompEvent): SeedEvent {
  return (
    state.seed.events.find((e) => e.id === ce.eventId) ?? { id: ce.eventId, name: ce.eventGroup, tf: 'T', uomType: 'T', isTeamEvent: false }
  )
}

/** Ages count on the competition's first day. */
export function ageGroupFor(state: SimulatorState, athlete: { dob: string }, comp: SeedCompetition): SeedAgeGroup | undefined {
  const age = ageOn(athlete.dob, comp.date)
  return state.seed.ageGroups.find((g) => age >= g.minAge && age <= g.maxAge)
}

export function today(state: SimulatorState): string {
  return legacyDateTime(state.now()).slice(0, 10)
}

export function ageInfo(state: SimulatorState, athlete: SimAthlete, comp: SeedCompetition | undefined) {
  const currentAge = ageOn(athlete.dob, today(state))
  const group = comp ? ageGroupFor(state, athlete, comp) : undefined
  const vet = currentAge >= 35 ? Math.floor(currentAge / 5) * 5 : 0
  return {
    ageGroup: group?.name ?? '',
    ageGroupId: group?.id ?? 0,
    shortName: group?.shortName ?? '',
    currentAge,
    competitionAge: comp ? ageOn(athlete.dob, comp.date) : currentAge,
    vetAgeGroup: vet ? `V${vet}` : '',
    vetAgeGroupId: vet ? 100 + vet : 0,
  }
}

export function priceOf(comp: SeedCompetition, ce: SeedCompEvent): SeedPrice | undefined {
  return comp.prices.find((p) => p.id === ce.priceId) ?? comp.prices[0]
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The price in force now: the sale (early-bird / standard) price until its end, then the full (late) price. */
export function currentPrice(state: SimulatorState, comp: SeedCompetition, ce: SeedCompEvent) {
  const p = priceOf(comp, ce)
  if (!p) return { id: 0, curPrice: 0, curFee: 0, saleDate: '', salePrice: 0, stdPrice: 0, actualPrice: 0, feeIncluded: false }
  const onSale = p.salePrice > 0 && p.saleEndDate !== '' && state.now() <= Date.parse(p.saleEndDate)
  const curPrice = onSale ? p.salePrice : p.price
  const curFee = onSale ? p.saleFee : p.fee
  return {
    id: p.id,
    curPrice,
    curFee,
    saleDate: p.saleEndDate,
    salePrice: p.salePrice,
    stdPrice: p.price,
    actualPrice: round2(p.options.feeIncluded ? curPrice : curPrice + curFee),
    feeIncluded: p.options.feeIncluded,
  }
}

/** The fee an entry is charged at the price in force: none on top when the price includes it. */
export function chargedFee(price: { curFee: number; feeIncluded: boolean }): number {
  return price.feeIncluded ? 0 : price.curFee
}

export function athletePb(state: SimulatorState, athleteId: number, eventId: number) {
  return state.pbs.find((p) => p.athleteId === athleteId && p.eventId === eventId)
}

export function entriesOfAthlete(state: SimulatorState, athleteId: number, compId: number): SimEntry[] {
  return state.entries.filter((e) => e.athleteId === athleteId && e.compId === compId)
}

/** Seeded entry count (taken as paid) plus the simulator's entries. */
export function entryCounts(state: SimulatorState, ce: SeedCompEvent) {
  const mine = state.entries.filter((e) => e.ceid === ce.ceid)
  const paid = ce.entryCount + mine.filter((e) => e.paid > 0).length
  const unpaid = mine.filter((e) => e.paid === 0).length
  return { paid, unpaid, total: paid + unpaid }
}

/** The WooCommerce basket key of a product (md5 of its id, as the shop writes it). */
export function basketKey(productId: number): string {
  return createHash('md5').update(String(productId)).digest('hex')
}

export function productName(state: SimulatorState, entry: SimEntry): string {
  const found = compEventByCeid(state, entry.ceid)
  const athlete = athleteById(state, entry.athleteId)
  const event = found ? eventOf(state, found.ce).name : `Event ${entry.ceid}`
  const team = entry.teamId > 0 ? state.teams.find((t) => t.teamId === entry.teamId) : undefined
  if (team) return `${event} – ${team.name}`
  const group = found && athlete ? ageGroupFor(state, athlete, found.comp)?.shortName : undefined
  const who = athlete ? `${athlete.firstName} ${athlete.surName}` : `Athlete ${entry.athleteId}`
  return `${event} – ${who}${group ? ` (${group})` : ''}`
}

/** Performances: a number, or text with ':' separators (m:ss.SS, h:mm:ss). */
export function parsePerformance(value: unknown): { ok: true; value: number } | { ok: false; error: string } {
  if (value === undefined || value === null || value === '') return { ok: true, value: 0 }
  if (typeof value === 'number') return Number.isFinite(value) ? checkSign(value) : { ok: false, error: 'Not a number.' }
  if (typeof value !== 'string') return { ok: false, error: 'Not a number.' }
  const text = value.trim()
  if (/^-\d+(\.\d+)?$/.test(text)) return { ok: false, error: 'Only positive numbers.' }
  if (/^\d+(\.\d+)?$/.test(text)) return { ok: true, value: round2(Number(text)) }
  const parts = text.split(':')
  if (parts.length > 3) return { ok: false, error: 'Too many separators entered..' }
  if (parts.length > 1 && parts.every((p, i) => (i === parts.length - 1 ? /^\d{1,2}(\.\d+)?$/ : /^\d+$/).test(p))) {
    return { ok: true, value: round2(parts.reduce((sum, p) => sum * 60 + Number(p), 0)) }
  }
  return { ok: false, error: 'Not a number.' }
}

function checkSign(value: number): { ok: true; value: number } | { ok: false; error: string } {
  return value < 0 ? { ok: false, error: 'Only positive numbers.' } : { ok: true, value: round2(value) }
}

/** The text of a performance in its unit: times as s.SS or m:ss.SS, distances and heights m.cm, points whole. */
export function performanceText(value: number, uomType: string): string {
  if (!value) return ''
  if (uomType === 'P') return String(Math.round(value))
  if (uomType !== 'T' || value < 60) return value.toFixed(2)
  const hours = Math.floor(value / 3600)
  const minutes = Math.floor((value % 3600) / 60)
  const seconds = (value % 60).toFixed(2).padStart(5, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}
