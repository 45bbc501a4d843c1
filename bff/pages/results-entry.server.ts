import { knownBests, type KnownBests } from '#bff/domain/results/places'
import { data, type AppLoadContext } from '@remix-run/node'
import { fieldKindOf } from '#bff/domain/results/field-form'
import { readTrackForm, windAffected, type TrackFormError, type TrackFormRow } from '#bff/domain/results/track-form'
import { raceMetres } from '#bff/domain/seeding/race-distance'
import { notFound } from '#bff/http/params.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential, secondary } from '#bff/services/failure.server'
import { loadEventGroupEntries, saveEnteredHeat, type GroupEntries } from '#bff/services/results.server'
import { loadSavedHeats, loadSeedingList } from '#bff/services/seeding.server'
import { requirePermission } from '#bff/session/guards.server'
import type { UserMessage } from '#bff/views/message'
import { fieldEntryPost, fieldEntryView } from './results-entry-field.server'
import { verticalEntryPost, verticalEntryView } from './results-entry-vertical.server'
import type { ResultsEntryPostResult, ResultsEntryRowView, ResultsEntryView } from '#bff/views/results'

/*
 * Results entry of a race (3-organiser-admin §2 results-entry, §6 scoreboard permission, §7 track
 * upload; a jump or throw has its own form, results-entry-field, a vertical jump results-entry-vertical): one heat at a time, by bib and lane as seeded, a time or DNS/DNF/DQ per row and the
 * heat's wind; places and PB flags are worked out here and saved through the track upload, so the
 * public results show them. A plain form: it works without JavaScript.
 */

type Context = AppLoadContext

/** More rows than any heat or straight final has, fewer than a form could abuse. */
export const MAX_ROWS = 60

async function scoredGroup(context: Context, compId: number, eventGroupId: number) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  requirePermission(context, 'SCOREBOARD', { orgId: comp.compOrg.id, compId: comp.id })
  const group = await essential(loadEventGroupEntries(context, comp.id, eventGroupId))
  if (!group) throw notFound()
  return { comp, group }
}

/** The heats saved by the seeding page and the PBs the entries were made with; either may be missing. */
async function seedingOf(context: Context, compId: number, eventGroupId: number) {
  const [saved, list] = await Promise.all([
    secondary(context, 'resultsEntry.heats', loadSavedHeats(context, compId)),
    secondary(context, 'resultsEntry.pbs', loadSeedingList(context, compId)),
  ])
  const heats = (saved.value ?? []).find((s) => s.eventGroupId === eventGroupId)?.heats ?? []
  const entries = list.value?.eventGroups.find((g) => g.eventGroupId === eventGroupId)?.entries ?? []
  const bests: ReadonlyMap<number, KnownBests> = new Map(entries.map((e) => [e.entryId, { pb: e.pb, sb: e.sb }]))
  return { heats: [...heats].sort((a, b) => a.heatNo - b.heatNo), bests }
}

/** A race: the results entry reads times. The event group's name gives it (as the seeding page reads distances). */
const isRace = (group: GroupEntries) => raceMetres(group.eventGroup.name) !== null
/** A horizontal jump or a throw: the field form. */
const isHorizontal = (group: GroupEntries) => !isRace(group) && fieldKindOf(group.eventGroup.name) === 'horizontal'
/** A high jump or pole vault: the grid of bar heights. */
const isVertical = (group: GroupEntries) => !isRace(group) && fieldKindOf(group.eventGroup.name) === 'vertical'

const nameOf = (e: { firstName: string; surName: string }) => `${e.firstName} ${e.surName}`.trim()

function blankRows(group: GroupEntries, heat: Awaited<ReturnType<typeof seedingOf>>['heats'][number] | undefined): ResultsEntryRowView[] {
  const byId = new Map(group.entries.map((e) => [e.entryId, e]))
  const row = (e: GroupEntries['entries'][number], lane: number | null): ResultsEntryRowView => ({
    bib: e.bibNo,
    lane: lane === null ? '' : String(lane),
    name: nameOf(e),
    mark: '',
    error: null,
  })
  if (!heat) return group.entries.map((e) => row(e, e.laneNo))
  return [...heat.athletes]
    .sort((a, b) => a.lane - b.lane)
    .flatMap((a) => {
      const e = byId.get(a.entryId)
      return e ? [row(e, a.lane)] : []
    })
}

const chosenHeat = (value: string | null) => (value && /^\d{1,2}$/.test(value) && Number(value) > 0 ? Number(value) : null)

export async function resultsEntryPage(context: Context, compId: number, eventGroupId: number, url: URL): Promise<ResultsEntryView> {
  const { comp, group } = await scoredGroup(context, compId, eventGroupId)
  const seeding = await seedingOf(context, comp.id, group.eventGroup.id)
  const seededNos = seeding.heats.map((h) => h.heatNo)
  const heat = chosenHeat(url.searchParams.get('heat')) ?? seededNos[0] ?? 1
  return {
    compId: comp.id,
    competitionName: comp.name,
    eventGroupId: group.eventGroup.id,
    eventGroupName: group.eventGroup.name,
    heats: seededNos.length > 0 ? seededNos : [1],
    heat,
    seeded: seededNos.length > 0,
    race: isRace(group),
    field: isHorizontal(group) ? fieldEntryView(group) : null,
    vertical: isVertical(group) ? await verticalEntryView(context, comp.id, group) : null,
    wind: windAffected(group.eventGroup.name),
    rows: blankRows(
      group,
      seeding.heats.find((h) => h.heatNo === heat),
    ),
  }
}

function formRows(form: FormData): TrackFormRow[] {
  const count = Math.min(MAX_ROWS, Math.max(0, Number(form.get('count')) || 0))
  const field = (name: string) => String(form.get(name) ?? '').slice(0, 40)
  return Array.from({ length: count }, (_, i) => ({ bib: field(`bib-${i}`), lane: field(`lane-${i}`), mark: field(`mark-${i}`) }))
}

function errorMessage(e: TrackFormError, eventName: string): UserMessage {
  return { key: `resultsEntry.error.${e.error}`, values: { value: e.value, event: eventName } }
}

export async function resultsEntryPost(context: Context, compId: number, eventGroupId: number, form: FormData) {
  const { comp, group } = await scoredGroup(context, compId, eventGroupId)
  const heat = chosenHeat(String(form.get('heat') ?? '')) ?? 1
  const rows = formRows(form)
  const wind = String(form.get('wind') ?? '').slice(0, 10)
  if (isHorizontal(group))
    return fieldEntryPost(context, comp.id, group, (await seedingOf(context, comp.id, group.eventGroup.id)).bests, form)
  if (isVertical(group))
    return verticalEntryPost(context, comp.id, group, (await seedingOf(context, comp.id, group.eventGroup.id)).bests, form)
  if (!isRace(group))
    return data<ResultsEntryPostResult>(
      { ok: false, message: { key: 'resultsEntry.fieldNotYet' }, heat, wind, windError: null, rows: [] },
      400,
    )
  const { bests } = await seedingOf(context, comp.id, group.eventGroup.id)
  const entries = group.entries.map((e) => ({ entryId: e.entryId, bibNo: e.bibNo, ...knownBests(bests, e.entryId) }))
  const read = readTrackForm({ rows, wind }, group.eventGroup.name, entries)
  const names = new Map(group.entries.map((e) => [e.bibNo.trim(), nameOf(e)]))
  const typed = (message: UserMessage, status: number, errors: TrackFormError[] = []) =>
    data<ResultsEntryPostResult>(
      {
        ok: false,
        message,
        heat,
        wind,
        windError: errors.some((e) => e.error === 'badWind') ? { key: 'resultsEntry.error.badWind' } : null,
        rows: rows.map((r, i) => {
          const problem = errors.find((e) => e.row === i)
          return { ...r, name: names.get(r.bib.trim()) ?? '', error: problem ? errorMessage(problem, group.eventGroup.name) : null }
        }),
      },
      status,
    )
  if (!read.ok) {
    const nothing = read.errors.some((e) => e.error === 'nothing')
    return typed(
      { key: nothing ? 'resultsEntry.error.nothing' : 'resultsEntry.fix', values: { count: read.errors.length } },
      400,
      read.errors,
    )
  }
  const outcome = await saveEnteredHeat(context, comp.id, group.eventGroup, { heat, wind: read.wind, rows: read.rows })
  if (!outcome.ok) return typed(outcome.message, outcome.status)
  return data<ResultsEntryPostResult>({ ok: true, message: { key: 'resultsEntry.saved', values: { heat, count: read.rows.length } }, heat })
}
