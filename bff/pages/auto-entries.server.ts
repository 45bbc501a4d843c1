import { data, type AppLoadContext } from '@remix-run/node'
import { planAutoEntries, matchingEvent, type AutoRefusal } from '#bff/domain/builder/auto-entries'
import { notFound, optionalId } from '#bff/http/params.server'
import type { AutoEntriesWire } from '#bff/legacy/auto-entries.server'
import { copyEntries, loadAutoEntries } from '#bff/services/auto-entries.server'
import { loadBuilderCompetition } from '#bff/services/builder.server'
import { essential, orAbsent } from '#bff/services/failure.server'
import { requirePermission } from '#bff/session/guards.server'
import type { AutoEntriesResult, AutoEntriesView, AutoEntryRefusal, AutoEntryRow } from '#bff/views/auto-entries'

/*
 * Automatic entries (3-organiser-admin §2 auto-entries, §6): the competition's builder copies its
 * entries into the target competition chosen in the options (autoEntries.selectedTargetComp), each
 * into the target's matching event (same event, gender, age group), free to the athlete (decision 055).
 */

type Context = AppLoadContext
type Source = AutoEntriesWire['entries'][number]

const LEGACY_REASONS: Record<string, AutoEntryRefusal> = {
  NO_MATCHING_EVENT: 'noMatch',
  ALREADY_ENTERED: 'alreadyEntered',
  TARGET_CLOSED: 'targetClosed',
}
const MAX_TICKED = 500

/** Builder permission for the competition (403 otherwise), then its entries and target. */
async function autoContext(context: Context, compId: number) {
  const answer = await essential(orAbsent(loadBuilderCompetition(context, compId), { notFoundOnly: true }))
  if (!answer) throw notFound()
  const comp = answer.data
  requirePermission(context, 'BUILDER', { orgId: comp.compOrg.id, compId: comp.id })
  const wire = await essential(loadAutoEntries(context, comp.id))
  return { comp, wire }
}

const athleteName = (e: Source) => `${e.firstName} ${e.surName}`.trim()
const source = (e: Source) => ({
  entryId: e.entryId,
  athleteId: e.athleteId,
  eventId: e.eventId,
  gender: e.gender,
  ageGroupId: e.ageGroupId,
})

function planFor(wire: AutoEntriesWire, ticked: Source[]) {
  return planAutoEntries(
    ticked.map(source),
    wire.events,
    wire.entered.map((e) => ({ athleteId: e.athleteId, ceid: e.ceid })),
    wire.target?.open ?? false,
  )
}

function rowsOf(wire: AutoEntriesWire): AutoEntryRow[] {
  const plan = planFor(wire, wire.entries)
  const refusals = new Map<number, AutoRefusal>(plan.refusals.map((r) => [r.entryId, r.reason]))
  return wire.entries.map((e) => ({
    entryId: e.entryId,
    athleteName: athleteName(e),
    eventName: e.eventName,
    targetEvent: matchingEvent(source(e), wire.events)?.eventName ?? null,
    copied: wire.entered.some((t) => t.autoFrom === e.entryId),
    refusal: refusals.get(e.entryId) ?? null,
  }))
}

export async function autoEntriesPage(context: Context, compId: number): Promise<AutoEntriesView> {
  const { comp, wire } = await autoContext(context, compId)
  return { compId: comp.id, competitionName: comp.name, target: wire.target, rows: wire.target ? rowsOf(wire) : [] }
}

const reply = (result: AutoEntriesResult, status = 200) => data<AutoEntriesResult>(result, status)

export async function autoEntriesPost(context: Context, compId: number, form: FormData) {
  const { wire } = await autoContext(context, compId)
  if (!wire.target) return reply({ ok: false, message: { key: 'autoEntries.noTarget' }, copied: [], refused: [] }, 409)
  const ids = new Set(
    form
      .getAll('entry')
      .slice(0, MAX_TICKED)
      .map((v) => optionalId(v)),
  )
  // Only this competition's own entries: a crafted id of another is never sent upstream.
  const ticked = wire.entries.filter((e) => ids.has(e.entryId))
  if (ticked.length === 0) return reply({ ok: false, message: { key: 'autoEntries.selectEntries' }, copied: [], refused: [] }, 400)
  const plan = planFor(wire, ticked)
  const byId = new Map(wire.entries.map((e) => [e.entryId, e]))
  const eventName = (ceid: number) => wire.events.find((e) => e.ceid === ceid)?.eventName ?? ''
  const named = (entryId: number) => {
    const e = byId.get(entryId)
    return { athleteName: e ? athleteName(e) : '', eventName: e?.eventName ?? '' }
  }
  const result: AutoEntriesResult = {
    ok: true,
    message: null,
    copied: [],
    refused: plan.refusals.map((r) => ({ ...named(r.entryId), reason: r.reason })),
  }
  if (plan.copies.length > 0) {
    const outcome = await copyEntries(
      context,
      compId,
      plan.copies.map((c) => c.entryId),
    )
    if (!outcome.ok) return reply({ ...result, ok: false, message: outcome.message }, outcome.status)
    result.copied = outcome.value.copied.map((c) => ({ athleteName: named(c.entryId).athleteName, eventName: eventName(c.ceid) }))
    result.refused.push(...outcome.value.refused.map((r) => ({ ...named(r.entryId), reason: LEGACY_REASONS[r.reason] ?? 'notFound' })))
  }
  return reply(result)
}
