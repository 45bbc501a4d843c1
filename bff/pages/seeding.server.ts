import { randomInt } from 'node:crypto'
import { data, type AppLoadContext } from '@remix-run/node'
import { screenHref } from '#bff/domain/routing/hash-links'
import { canBuild, canScoreboard } from '#bff/domain/routing/permissions'
import { whenOf } from '#bff/domain/schedule/timetable'
import {
  distanceUnread,
  drawTypeOf,
  isSeedable,
  pbText,
  readSeedForm,
  seedEventGroup,
  seedFormDefaults,
  type SeedFormValues,
} from '#bff/domain/seeding/event-group'
import { notFound, optionalId } from '#bff/http/params.server'
import type { SavedSeedingWire, SeedingEntryWire, SeedingGroupWire } from '#bff/legacy/seeding.server'
import { essential, secondary } from '#bff/services/failure.server'
import { handOverLinks } from '#bff/services/hand-over.server'
import { loadSavedHeats, loadSeedingList, saveGroupSeeding } from '#bff/services/seeding.server'
import { requirePermission } from '#bff/session/guards.server'
import type { GroupSeedingView, SeedingAthleteView, SeedingGroupView, SeedingPageView, SeedingPostResult } from '#bff/views/seeding'

/*
 * Seeding (1-shell §2.2 seeding/{compId}: entry list; 3-organiser-admin §3 event options seed and
 * heatInfo, §9): every visitor sees each event group's entries, then its heats and lanes once
 * seeded; builders and scoreboard staff of the competition (§6) seed a race into heats.
 */

type Context = AppLoadContext
type SeedingList = NonNullable<Awaited<ReturnType<typeof loadSeedingList>>>

async function seedingList(context: Context, compId: number, fresh = false): Promise<SeedingList> {
  const list = await essential(loadSeedingList(context, compId, { fresh }))
  if (!list) throw notFound()
  return list
}

const athleteView = (e: SeedingEntryWire, measure: string): SeedingAthleteView => ({
  entryId: e.entryId,
  bibNo: e.bibNo,
  name: `${e.firstName} ${e.surName}`,
  club: e.club,
  pb: pbText(e.pb, measure),
})

const byBib = (a: SeedingAthleteView, b: SeedingAthleteView) =>
  (Number(a.bibNo) || Infinity) - (Number(b.bibNo) || Infinity) || a.name.localeCompare(b.name)

const optionsOf = (saved: SavedSeedingWire): SeedFormValues => ({
  heatOrder: saved.heatOrder === 'f' || saved.heatOrder === 'd' ? saved.heatOrder : 's',
  laneCount: saved.laneCount,
  firstLane: saved.firstLane,
  byGender: saved.gender,
  byAge: saved.age,
  laneDraw: saved.laneDraw === 'lot' ? 'lot' : 'seeded',
  clubsApart: saved.clubsApart,
  seedOn: saved.seedOn === 'sb' ? 'sb' : 'pb',
})

function groupSeeding(group: SeedingGroupWire, saved: SavedSeedingWire, entries: Map<number, SeedingAthleteView>): GroupSeedingView {
  return {
    seed: saved.seed,
    seededAt: saved.seededAt,
    options: optionsOf(saved),
    inLanes: drawTypeOf({ name: group.name, useLanes: group.heatInfo.useLanes }) !== null,
    heats: saved.heats.map((heat) => ({
      heatNo: heat.heatNo,
      group: heat.group,
      // An entry withdrawn since the draw leaves its lane empty.
      rows: heat.athletes
        .flatMap((a) => {
          const athlete = entries.get(a.entryId)
          return athlete ? [{ ...athlete, lane: a.lane, rank: a.rank }] : []
        })
        .sort((a, b) => a.lane - b.lane),
    })),
  }
}

export async function seedingPage(context: Context, compId: number): Promise<SeedingPageView> {
  const [list, heats, handOver] = await Promise.all([
    seedingList(context, compId),
    secondary(context, 'seeding.heats', loadSavedHeats(context, compId)),
    handOverLinks(context),
  ])
  const maySeed = canScoreboard(context.auth, { orgId: list.comp.orgId, compId: list.comp.id })
  const saved = new Map((heats.value ?? []).map((s) => [s.eventGroupId, s]))
  const groups = list.eventGroups.map((group): SeedingGroupView => {
    const entries = group.entries.map((e) => athleteView(e, group.uom))
    const found = saved.get(group.eventGroupId)
    const seeding = found ? groupSeeding(group, found, new Map(entries.map((e) => [e.entryId, e]))) : null
    return {
      eventGroupId: group.eventGroupId,
      name: group.name,
      time: whenOf(group.startDateTime).time,
      entries: entries.sort(byBib),
      seeding,
      seedForm: maySeed && isSeedable(group) ? (seeding?.options ?? seedFormDefaults(list.comp, group.seed)) : null,
      // Scoreboard staff (and builders) of the competition enter each group's results (§6 Results Entry).
      resultsEntryHref: maySeed
        ? screenHref('resultsEntry', { compId: String(list.comp.id), eventGroupId: String(group.eventGroupId) }, handOver)
        : null,
    }
  })
  const groupPages = canBuild(context.auth, { orgId: list.comp.orgId, compId: list.comp.id })
  return {
    compId: list.comp.id,
    competitionName: list.comp.name,
    groups,
    groupPages,
    heatsFailure: heats.failure?.message ?? null,
  }
}

const reply = (result: SeedingPostResult, status = 200) => data<SeedingPostResult>(result, status)

export async function seedingPost(context: Context, compId: number, form: FormData) {
  const list = await seedingList(context, compId, true)
  requirePermission(context, 'SCOREBOARD', { orgId: list.comp.orgId, compId: list.comp.id })
  const eventGroupId = optionalId(form.get('eventGroupId'))
  const group = list.eventGroups.find((g) => g.eventGroupId === eventGroupId)
  if (form.get('intent') !== 'seed' || !group) return reply({ ok: false, message: { key: 'errors.generic' } }, 400)
  if (!isSeedable(group)) return reply({ ok: false, message: { key: 'seeding.notARace' }, eventGroupId: group.eventGroupId }, 400)
  if (group.entries.length === 0) return reply({ ok: false, message: { key: 'seeding.noEntries' }, eventGroupId: group.eventGroupId }, 400)
  if (distanceUnread({ name: group.name, useLanes: group.heatInfo.useLanes }))
    return reply(
      { ok: false, message: { key: 'seedingDraw.noDistance', values: { name: group.name } }, eventGroupId: group.eventGroupId },
      400,
    )
  const read = readSeedForm({
    heatOrder: String(form.get('heatOrder') ?? ''),
    laneCount: String(form.get('laneCount') ?? ''),
    firstLane: String(form.get('firstLane') ?? ''),
    byGender: form.get('byGender') === 'on',
    byAge: form.get('byAge') === 'on',
    laneDraw: String(form.get('laneDraw') ?? ''),
    clubsApart: form.get('clubsApart') === 'on',
    seedOn: String(form.get('seedOn') ?? ''),
  })
  if (!read.ok) return reply({ ok: false, message: { key: `seeding.invalid.${read.field}` }, eventGroupId: group.eventGroupId }, 400)
  const seeded = (await essential(loadSavedHeats(context, compId))).some((s) => s.eventGroupId === group.eventGroupId)
  if (seeded && form.get('confirm') !== 'yes')
    return reply(
      {
        ok: false,
        confirm: true,
        eventGroupId: group.eventGroupId,
        options: read.values,
        message: { key: 'seeding.confirmReseed', values: { name: group.name } },
      },
      409,
    )
  // A new draw each time; the seed is kept with the heats so the draw can be replayed and checked.
  const seeding = seedEventGroup({ ...group, useLanes: group.heatInfo.useLanes }, read.values, randomInt(1, 2 ** 31))
  const v = read.values
  const outcome = await saveGroupSeeding(context, compId, group.eventGroupId, {
    seed: seeding.seed,
    heatOrder: v.heatOrder,
    laneCount: v.laneCount,
    firstLane: v.firstLane,
    gender: v.byGender,
    age: v.byAge,
    laneDraw: v.laneDraw,
    clubsApart: v.clubsApart,
    seedOn: v.seedOn,
    heats: seeding.heats,
  })
  if (!outcome.ok) return reply({ ok: false, message: outcome.message, eventGroupId: group.eventGroupId }, outcome.status)
  return reply({
    ok: true,
    message: { key: 'seeding.seeded', values: { name: group.name, seed: seeding.seed } },
    eventGroupId: group.eventGroupId,
  })
}
