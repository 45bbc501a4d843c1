import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { safeRedirect } from '../domain/routing/safe-redirect'
import { notFound } from '../http/params.server'
import { editorMoves, loadStatusEditor, saveStatus } from '../services/competition-status.server'
import { getCompetition } from '../services/competitions.server'
import { essential } from '../services/failure.server'
import { setToast } from '../session/toast.server'
import { HOME_PATH } from '../session/paths'
import type { StatusEditorView } from '../views/competition-status'
import type { UserMessage } from '../views/message'
import { statusSchema } from '~/forms/competition-status'

/*
 * The admin's competition status editor (3-organiser-admin §2 "Competition status (admin)", §5, §8):
 * a page of its own so that it works without JavaScript. Saving closes it (back where the admin
 * came from, the public list by default) with 'Status saved.'.
 */

type Context = AppLoadContext

export type StatusPostResult = { submission: SubmissionResult<string[]>; message: UserMessage | null }

/** Where the editor closes to: a same-site path, else the public list. */
export const closeTo = (value: unknown) => safeRedirect(value, HOME_PATH)

async function editorOf(context: Context, compId: number) {
  const [comp, editor] = await Promise.all([essential(getCompetition(context, compId)), essential(loadStatusEditor(context, compId))])
  if (!comp) throw notFound()
  return { comp, editor }
}

export async function statusPage(context: Context, compId: number, url: URL): Promise<StatusEditorView> {
  const { comp, editor } = await editorOf(context, compId)
  const { status } = editor
  return {
    compId: comp.id,
    competitionName: comp.name,
    current: status.description,
    choices: editor.choices,
    paidIds: editorMoves(editor).paidIds,
    defaultValue: { paid: status.paid, moveto: '', reference: status.reference, notes: status.notes },
    returnTo: closeTo(url.searchParams.get('returnTo')),
  }
}

export async function statusPost(context: Context, compId: number, form: FormData) {
  const { editor } = await editorOf(context, compId)
  const submission = parseWithZod(form, { schema: statusSchema(editorMoves(editor)) })
  if (submission.status !== 'success') return data<StatusPostResult>({ submission: submission.reply(), message: null }, 400)
  const outcome = await saveStatus(context, compId, editor.status, submission.value)
  if (!outcome.ok) return data<StatusPostResult>({ submission: submission.reply(), message: outcome.message }, outcome.status)
  throw redirect(closeTo(form.get('returnTo')), { headers: { 'Set-Cookie': await setToast({ level: 'info', key: 'compstatus.saved' }) } })
}
