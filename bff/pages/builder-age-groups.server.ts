import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { defaultAgeGroupCode } from '../domain/builder/age-group'
import { isAdmin } from '../domain/routing/permissions'
import { notFound, optionalId } from '../http/params.server'
import type { AgeGroupWire } from '../legacy/agegroups.server'
import { loadAgeGroup, loadAllAgeGroups, saveBuilderAgeGroup } from '../services/builder-age-groups.server'
import { getAppConfig } from '../services/config.server'
import { essential } from '../services/failure.server'
import { requireUser } from '../session/guards.server'
import type { AgeGroupRow } from '../views/builder'
import type { UserMessage } from '../views/message'
import { ageGroupSchema, type AgeGroupFormInput, type AgeGroupFormValue } from '~/forms/builder-age-group'
import { builderPath, loadOwned } from './builder.server'

/*
 * Age groups from the builder (3-organiser-admin §2, §3, §5): a page below a saved competition's
 * builder, `?ag={id}` to edit one. It lists every group (the competition's, the defaults, the
 * others); a save goes back to the Events step, where the group is a choice at once and the page
 * says 'Age group {name} saved.'. A default group is changed by an admin only.
 */

type Context = AppLoadContext

export type AgeGroupActionResult = { submission: SubmissionResult<string[]>; message: UserMessage | null }

export const ageGroupsPath = (compId: number, agId?: number) => `/v2/builder-v2/${compId}/age-groups${agId ? `?ag=${agId}` : ''}`

const shown = (n: number) => (n > 0 ? String(n) : '')

function formDefaults(group: AgeGroupWire | null): AgeGroupFormInput {
  return {
    agId: String(group?.id ?? 0),
    name: group?.name ?? '',
    shortName: group?.shortName ?? '',
    minAge: shown(group?.minAge ?? 0),
    maxAge: shown(group?.maxAge ?? 0),
    minAtDay: shown(group?.minAtDay ?? 0),
    minAtMonth: shown(group?.minAtMonth ?? 0),
    maxAtDay: shown(group?.maxAtDay ?? 0),
    maxAtMonth: shown(group?.maxAtMonth ?? 0),
  }
}

/** The saved competition the user builds (403 otherwise); a new one has no age group page yet. */
async function ownedCompetition(context: Context, compId: number) {
  const answer = await loadOwned(context, compId)
  if (!answer) throw redirect(builderPath(0, 'general'))
  return answer
}

/** The group edited: one of the list (404 otherwise), a default one for an admin only (403). */
async function editable(context: Context, admin: boolean, all: AgeGroupWire[], agId: number | null, compId: number) {
  if (!agId) return null
  const listed = all.find((g) => g.id === agId)
  if (!listed) throw notFound()
  if (listed.options.default && !admin) throw new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
  return essential(loadAgeGroup(context, agId, compId))
}

export async function ageGroupsPage(context: Context, compId: number, agId: number | null) {
  const admin = isAdmin(requireUser(context))
  const answer = await ownedCompetition(context, compId)
  const all = await essential(loadAllAgeGroups(context))
  const group = await editable(context, admin, all, agId, compId)
  const inCompetition = new Set(answer.meta.ageGroups.map((g) => g.id))
  const rows: AgeGroupRow[] = all.map((g) => ({
    id: g.id,
    name: g.name,
    shortName: g.shortName,
    minAge: g.minAge,
    maxAge: g.maxAge,
    isDefault: g.options.default,
    inCompetition: inCompetition.has(g.id),
    editable: admin || !g.options.default,
  }))
  return {
    compId,
    compName: answer.data.name,
    agId: group?.id ?? 0,
    name: group?.name ?? '',
    rows,
    defaultValue: formDefaults(group),
  }
}

const reply = (submission: SubmissionResult<string[]>, status: number, message: UserMessage | null = null) =>
  data<AgeGroupActionResult>({ submission, message }, status)

function toInput(compId: number, group: AgeGroupWire | null, v: AgeGroupFormValue, theme: string) {
  return {
    compId,
    name: v.name,
    shortName: v.shortName,
    minAge: v.minAge,
    maxAge: v.maxAge,
    minAtDay: v.minAtDay,
    minAtMonth: v.minAtMonth,
    minAtYear: group?.minAtYear ?? 0,
    maxAtDay: v.maxAtDay,
    maxAtMonth: v.maxAtMonth,
    maxAtYear: group?.maxAtYear ?? 0,
    keyName: group?.keyName || v.shortName,
    options: { aocode: group?.options.aocode || defaultAgeGroupCode(theme), base: group?.options.base ?? 0 },
  }
}

export async function ageGroupsPost(context: Context, compId: number, form: FormData) {
  const admin = isAdmin(requireUser(context))
  const answer = await ownedCompetition(context, compId)
  // The group named by the post, checked as the address's would be (a crafted post changes nothing).
  const all = await essential(loadAllAgeGroups(context))
  const group = await editable(context, admin, all, optionalId(form.get('agId')), compId)
  const submission = parseWithZod(form, { schema: ageGroupSchema() })
  if (submission.status !== 'success') return reply(submission.reply(), 400)
  const { theme } = await getAppConfig(context)
  const outcome = await saveBuilderAgeGroup(context, group?.id ?? 0, toInput(answer.data.id, group, submission.value, theme))
  if (!outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
  return redirect(`${builderPath(answer.data.id, 'events')}?agSaved=${outcome.id}`)
}
