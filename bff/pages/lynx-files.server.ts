import type { AppLoadContext } from '@remix-run/node'
import { lynxFile, type LynxRace } from '#bff/domain/results/lynx-files'
import { LYNX_FILES, type LynxFileName } from '#bff/domain/results/lynx-names'
import { whenOf } from '#bff/domain/schedule/timetable'
import { isSeedable } from '#bff/domain/seeding/event-group'
import { notFound } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { loadImportEventGroups } from '#bff/services/results.server'
import { loadSavedHeats, loadSeedingList } from '#bff/services/seeding.server'
import { requirePermission } from '#bff/session/guards.server'

/*
 * FinishLynx start lists (3-organiser-admin §2 results-import; issue 16: ".evt/.sch/.ppl where they
 * help"): the photo-finish operator loads them before the races, so FinishLynx shows who runs in
 * which lane and writes each .lif file with the bibs the import matches on.
 */

type Context = AppLoadContext

export const isLynxFileName = (name: string | undefined): name is LynxFileName => LYNX_FILES.some((f) => f === name)

/** The races of the competition with their heats: as seeded, or one heat of every entry (no lanes) until then. */
async function racesOf(context: Context, compId: number): Promise<LynxRace[]> {
  const list = await essential(loadSeedingList(context, compId, { fresh: true }))
  if (!list) throw notFound()
  requirePermission(context, 'SCOREBOARD', { orgId: list.comp.orgId, compId: list.comp.id })
  const [saved, numbered] = await Promise.all([
    essential(loadSavedHeats(context, compId)),
    essential(loadImportEventGroups(context, compId)),
  ])
  const eventNo = new Map(numbered.map((g) => [g.id, g.eventNo]))
  return list.eventGroups
    .filter((g) => isSeedable(g) && g.entries.length > 0)
    .map((g) => {
      const entries = new Map(g.entries.map((e) => [e.entryId, e]))
      const seeded = saved.find((s) => s.eventGroupId === g.eventGroupId)
      const heats = seeded
        ? seeded.heats.map((h) => ({
            heatNo: h.heatNo,
            athletes: h.athletes.flatMap((a) => {
              const e = entries.get(a.entryId)
              return e ? [{ ...e, lane: a.lane }] : []
            }),
          }))
        : [{ heatNo: 1, athletes: g.entries.map((e) => ({ ...e, lane: null })) }]
      return { eventNo: eventNo.get(g.eventGroupId) || g.eventGroupId, name: g.name, time: whenOf(g.startDateTime).time, heats }
    })
}

/** One start-list file as a download. */
export async function lynxFileDownload(context: Context, compId: number, name: LynxFileName): Promise<Response> {
  const races = await racesOf(context, compId)
  return new Response(lynxFile(name, races), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
