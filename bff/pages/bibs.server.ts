import { data, type AppLoadContext } from '@remix-run/node'
import { notFound, optionalId } from '#bff/http/params.server'
import { bibSortOf, changeAthleteBib, loadBibList, loadUnusedBibs } from '#bff/services/bibs.server'
import { loadBuilderCompetition } from '#bff/services/builder.server'
import { essential, orAbsent } from '#bff/services/failure.server'
import { requirePermission } from '#bff/session/guards.server'
import type { BibsPageView, BibsPostResult } from '#bff/views/bibs'

/* Bib management (3-organiser-admin §2 Bibs; §6: the Bibs link shows with builder permission). */

type Context = AppLoadContext

const BIB = /^\d{1,6}$/

/** The competition, once the user may build it (403 otherwise); an unknown one is a 404. */
async function bibsCompetition(context: Context, compId: number) {
  const answer = await essential(orAbsent(loadBuilderCompetition(context, compId), { notFoundOnly: true }))
  if (!answer) throw notFound()
  const comp = answer.data
  requirePermission(context, 'BUILDER', { orgId: comp.compOrg.id, compId: comp.id })
  return comp
}

export async function bibsPage(context: Context, compId: number): Promise<BibsPageView> {
  const comp = await bibsCompetition(context, compId)
  const sort = bibSortOf(comp.options)
  const [list, unused] = await Promise.all([essential(loadBibList(context, comp.id, sort)), essential(loadUnusedBibs(context, comp.id))])
  return { compId: comp.id, competitionName: comp.name, sort, rows: list.rows, duplicates: list.duplicates, unused }
}

export async function bibsPost(context: Context, compId: number, form: FormData) {
  const comp = await bibsCompetition(context, compId)
  const athleteId = optionalId(form.get('athleteId'))
  const bibNo = String(form.get('bibNo') ?? '').trim()
  if (form.get('intent') !== 'change' || athleteId === null)
    return data<BibsPostResult>({ ok: false, message: { key: 'errors.generic' } }, 400)
  if (!BIB.test(bibNo)) return data<BibsPostResult>({ ok: false, message: { key: 'bibs.invalid' }, athleteId }, 400)
  const outcome = await changeAthleteBib(context, comp.id, athleteId, bibNo)
  const result: BibsPostResult = outcome.ok
    ? { ok: true, message: { key: 'bibs.changed', values: { bib: bibNo } }, athleteId }
    : { ok: false, message: outcome.message, athleteId }
  return data(result, outcome.ok ? 200 : outcome.status)
}
