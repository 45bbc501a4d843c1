import type { RequestContext } from '../context.server'
import type { NamedRef } from '../domain/athlete/athlete'
import { asksForEntity, needsEntityPick } from '../domain/athlete/athlete-entity'
import { updateAthlete, type AthleteWire } from '../legacy/athletes.server'
import type { CompetitionWire } from '../legacy/entry.server'
import { loadFullCompetition } from './competitions.server'
import type { EntityPickerView } from '../views/athlete-entity'
import { trySearchClubs } from './clubs.server'
import { refused, type Outcome } from './failure.server'
import { myAthlete } from './entry.server'

/*
 * The generic athlete entity picker (2-entry.md §4): when the competition asks which club each
 * athlete represents and the selected athlete has none for it, the entry page offers clubs before
 * the schedule and saves the choice in the athlete's options for that competition. The clubs come
 * from the clubs service (shared, bounded cache keys: typed text never becomes a key of its own).
 */

type Ctx = Pick<RequestContext, 'legacy' | 'user' | 'auth' | 'config' | 'url' | 'cache' | 'legacyAnonymous' | 'userCache'>

/** Search texts longer than this are cut: club names are short (the clubs service cuts at the same length). */
const MAX_SEARCH = 50

const cleanSearch = (text: string) => text.trim().slice(0, MAX_SEARCH)
const nameOf = (a: AthleteWire) => `${a.firstName} ${a.surName}`

function ownClubs(athlete: AthleteWire): NamedRef[] {
  const refs = [
    { id: athlete.clubid, name: athlete.club },
    { id: athlete.club2id, name: athlete.club2 },
  ]
  return refs.filter((r, i) => r.id > 0 && r.name.trim() && refs.findIndex((x) => x.id === r.id) === i)
}

/** The athlete (the user's) and the competition, read together. */
async function parts(ctx: Ctx, compId: number, athleteId: number): Promise<{ athlete: AthleteWire; comp: CompetitionWire } | null> {
  const [athlete, comp] = await Promise.all([myAthlete(ctx, athleteId, compId), loadFullCompetition(ctx, compId)])
  return athlete ? { athlete, comp: comp.data } : null
}

/**
 * The clubs offered for a search: the athlete's own first, then the lookup's (own ones not
 * repeated). A failing lookup offers the athlete's own clubs only.
 */
async function choices(ctx: Ctx, athlete: AthleteWire, search: string): Promise<Pick<EntityPickerView, 'own' | 'found' | 'lookupFailed'>> {
  const own = ownClubs(athlete)
  const found = await trySearchClubs(ctx, { startswith: search, type: 'C' })
  return { own, found: (found ?? []).filter((c) => !own.some((o) => o.id === c.id)), lookupFailed: found === null }
}

/**
 * The picker for the selected athlete, or null when there is none to show: the competition does
 * not ask, the athlete already has an entity for it, or the athlete is not the user's.
 */
export async function loadEntityPicker(
  ctx: Ctx,
  compId: number,
  athleteId: number,
  search = '',
  /** The athlete and competition when the caller has already read them (with the schedule). */
  known?: { athlete: AthleteWire; comp: CompetitionWire },
): Promise<EntityPickerView | null> {
  const found = known ?? (await parts(ctx, compId, athleteId))
  if (!found) return null
  const { athlete, comp } = found
  const option = comp.options.genericAthleteEntity
  if (!needsEntityPick(option, athlete.options.genericCompAthleteEntities, compId)) return null
  const text = cleanSearch(search)
  return {
    athleteId,
    athleteName: nameOf(athlete),
    entityName: option.entityName || 'Club',
    search: text,
    ...(await choices(ctx, athlete, text)),
  }
}

/**
 * Saves the chosen club for the competition in the athlete's options. Only the user's own athlete,
 * only a competition that asks, and only a club offered for the same search: anything else is
 * refused before the legacy site is asked to change anything.
 */
export async function saveAthleteEntity(
  ctx: Ctx,
  input: { compId: number; athleteId: number | null; entityId: number | null; search: string },
): Promise<Outcome> {
  const found = input.athleteId ? await parts(ctx, input.compId, input.athleteId) : null
  if (!found) return { ok: false, status: 404, message: { key: 'entry.athleteNotFound' } }
  const { athlete, comp } = found
  if (!asksForEntity(comp.options.genericAthleteEntity)) return { ok: false, status: 400, message: { key: 'entity.notAsked' } }
  const offered = await choices(ctx, athlete, cleanSearch(input.search))
  const chosen = [...offered.own, ...offered.found].find((c) => c.id === input.entityId)
  if (!chosen) return { ok: false, status: 400, message: { key: 'entity.notOffered' } }
  try {
    await updateAthlete(ctx.legacy, athlete.id, {
      options: { genericCompAthleteEntities: { [String(input.compId)]: { id: chosen.id, name: chosen.name } } },
    })
    return { ok: true, message: { key: 'entity.saved', values: { name: nameOf(athlete), choice: chosen.name } } }
  } catch (err) {
    return refused(err, 400)
  }
}
