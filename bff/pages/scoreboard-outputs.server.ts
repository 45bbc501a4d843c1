import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { DEFAULT_TIMINGS, outputFormValues, parseOutputForm, type OutputField } from '#bff/domain/scoreboard/outputs'
import { NEW, notFound, optionalId } from '#bff/http/params.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import { loadOutput, loadOutputs, removeOutput, saveOutputConfig } from '#bff/services/scoreboard-outputs.server'
import { requirePermission } from '#bff/session/guards.server'
import type { OutputEditPageView, OutputEditPostResult, OutputListPageView, OutputListPostResult } from '#bff/views/scoreboard-outputs'

/*
 * The organiser's scoreboard outputs (3-organiser-admin §2 scoreboard-output-list and
 * scoreboard-output, §3 Scoreboard config, §6 scoreboard permission, which builders also have).
 */

type Context = AppLoadContext

export const outputListPath = (compId: number) => `/v2/scoreboard-output-list/${compId}`

/** The competition, once the user has its scoreboard permission (403 otherwise); an unknown one is a 404. */
async function outputsCompetition(context: Context, compId: number) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  requirePermission(context, 'SCOREBOARD', { orgId: comp.compOrg.id, compId: comp.id })
  return comp
}

export async function outputListPage(context: Context, compId: number): Promise<OutputListPageView> {
  const comp = await outputsCompetition(context, compId)
  const outputs = await essential(loadOutputs(context, comp.id))
  const url = context.url
  const notice = url.searchParams.has('saved')
    ? { key: 'outputs.saved' }
    : url.searchParams.has('deleted')
      ? { key: 'outputs.deleted' }
      : null
  return { compId: comp.id, competitionName: comp.name, outputs, notice }
}

/** The list's one post: delete an output; the page moves on so a reload does not post again. */
export async function outputListPost(context: Context, compId: number, form: FormData) {
  const comp = await outputsCompetition(context, compId)
  const outputId = optionalId(form.get('outputId'))
  if (form.get('intent') !== 'delete' || outputId === null)
    return data<OutputListPostResult>({ ok: false, message: { key: 'errors.generic' } }, 400)
  const outcome = await removeOutput(context, comp.id, outputId)
  if (!outcome.ok) return data<OutputListPostResult>({ ok: false, message: outcome.message }, outcome.status)
  return redirect(`${outputListPath(comp.id)}?deleted=1`)
}

const NEW_VALUES = outputFormValues({ name: '', kind: 'scoreboard', eventNo: 'all', timings: DEFAULT_TIMINGS })

export async function outputEditPage(context: Context, compId: number, id: number | typeof NEW): Promise<OutputEditPageView> {
  const comp = await outputsCompetition(context, compId)
  if (id === NEW) return { compId: comp.id, competitionName: comp.name, id, values: NEW_VALUES }
  const output = await essential(loadOutput(context, comp.id, id))
  if (!output) throw notFound()
  return { compId: comp.id, competitionName: comp.name, id, values: outputFormValues({ ...output }) }
}

const FIELDS: readonly OutputField[] = ['name', 'kind', 'eventNo', 'showScore', 'showPicture', 'showVideo', 'ranksPerPage', 'ranksPageTime']

/** Saves the form: a bad field keeps what was typed and says what is wrong; a save goes to the list. */
export async function outputEditPost(context: Context, compId: number, id: number | typeof NEW, form: FormData) {
  const comp = await outputsCompetition(context, compId)
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 200)])) as Record<OutputField, string>
  const parsed = parseOutputForm((f) => values[f])
  if (!parsed.ok)
    return data<OutputEditPostResult>({ ok: false, message: { key: 'outputs.errors.form' }, errors: parsed.errors, values }, 400)
  const outcome = await saveOutputConfig(context, comp.id, id === NEW ? 0 : id, parsed.value)
  if (!outcome.ok) return data<OutputEditPostResult>({ ok: false, message: outcome.message, errors: {}, values }, outcome.status)
  return redirect(`${outputListPath(comp.id)}?saved=${outcome.id ?? ''}`)
}
