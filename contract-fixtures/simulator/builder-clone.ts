import type { SeedCompetition } from '../seed/index'
import type { SimulatorState } from './state'

/*
 * POST /v5/builder/competition/clone (3-organiser-admin.md §2, §7: env, id, date): a copy of the
 * competition on a new date, named 'Cloned {n} {name}' (the builder drops the prefix on load), its
 * dates, events, prices and rules moved by the same number of days, with no entries.
 */

const DAY = 86_400_000

/** An ISO date or date-time moved by whole days, keeping its time and offset as written. */
function shift(iso: string, days: number): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return iso
  const moved = new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
  return `${moved}${iso.slice(10)}`
}

export function cloneCompetition(state: SimulatorState, source: SeedCompetition, date: string): SeedCompetition | string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return 'Competition date required.'
  if (date < new Date(state.now()).toISOString().slice(0, 10)) return 'Competition date cannot be before current time.'
  const days = Math.round((Date.parse(date) - Date.parse(source.date.slice(0, 10))) / DAY)
  const comps = state.seed.competitions
  const id = Math.max(0, ...comps.map((c) => c.id)) + 1
  const n = comps.filter((c) => c.options.cloneInfo?.fromId === source.id).length + 1
  let nextPrice = Math.max(0, ...comps.flatMap((c) => c.prices.map((p) => p.id)))
  const priceIds = new Map(source.prices.map((p) => [p.id, ++nextPrice]))
  const copy = structuredClone(source)
  // A group keeps its events together: its new id is its first event's new ceid, as the seed's are.
  const groupIds = new Map<number, number>()
  copy.compEvents.forEach((ce, i) => {
    if (!groupIds.has(ce.eventGroupId)) groupIds.set(ce.eventGroupId, id * 100 + i + 1)
  })
  const comp: SeedCompetition = {
    ...copy,
    id,
    name: `Cloned ${n} ${source.name}`,
    date,
    dates: copy.dates.map((d) => shift(d, days)),
    opendate: shift(copy.opendate, days),
    closedate: shift(copy.closedate, days),
    counts: { athletes: 0, entries: 0, teams: 0 },
    options: { ...copy.options, saleenddate: shift(copy.options.saleenddate, days), cloneInfo: { fromId: source.id } },
    prices: copy.prices.map((p) => ({ ...p, id: priceIds.get(p.id) ?? p.id, compId: id, saleEndDate: shift(p.saleEndDate, days) })),
    compEvents: copy.compEvents.map((ce, i) => ({
      ...ce,
      ceid: id * 100 + i + 1,
      compId: id,
      eventGroupId: groupIds.get(ce.eventGroupId) ?? id * 100 + i + 1,
      startdate: shift(ce.startdate, days),
      priceId: priceIds.get(ce.priceId) ?? ce.priceId,
      entryCount: 0,
    })),
    rules: copy.rules.map((r, i) => ({ ...r, id: id * 10 + i + 1 })),
    scenarios: [],
  }
  comps.push(comp)
  return comp
}
