import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { legacySiteLink } from '../domain/routing/hash-links'
import { optionalId } from '../http/params.server'
import type { BuilderCompetitionWire } from '../legacy/builder.server'
import { essential, secondary, unlessFailed } from '../services/failure.server'
import { loadAutoEntries } from '../services/auto-entries.server'
import { checkCompetition } from '../services/competition-check.server'
import { loadAllAgeGroups } from '../services/builder-events.server'
import {
  cloneBuilderCompetition,
  loadBuilderCompetition,
  loadBuilderLists,
  loadBuilderSettings,
  saveBuilderCompetition,
} from '../services/builder.server'
import { withoutClonePrefix } from '../domain/builder/clone'
import { cloneSchema } from '~/forms/builder-clone'
import { requirePermission, requireUser } from '../session/guards.server'
import { BUILT_STEPS, type BuilderStep } from '../views/builder'
import type { UserMessage } from '../views/message'
import { generalSchema } from '~/forms/builder-general'
import { optionsSchema } from '~/forms/builder-options'
import { eventsView, postEvents } from './builder-events.server'
import { postRules, rulesView } from './builder-rules.server'
import { entriesWindow, generalDefaults, generalSave, optionsDefaults, optionsSave, scheduleRows } from './builder-forms.server'

/* The competition builder (3-organiser-admin.md §2): one page per step, id 0 a new competition. */

type Context = AppLoadContext

/** `form` names the form posted when a step has more than one (the clone form on General). */
export type BuilderActionResult = { submission: SubmissionResult<string[]>; message: UserMessage | null; form?: 'clone' }

/** General is the builder's own address (the route table's); the other steps are below it. */
export const builderPath = (id: number, step: BuilderStep) => (step === 'general' ? `/v2/builder-v2/${id}` : `/v2/builder-v2/${id}/${step}`)

/** §6 on the competition itself: builder permission for its organisation and competition (E4SUSER passes). */
function requireBuilderOf(context: Context, comp: BuilderCompetitionWire) {
  requirePermission(context, 'BUILDER', { orgId: comp.compOrg.id, compId: comp.id })
}

/** The competition, refused (403) to a user who does not build it; null for a new one. */
export async function loadOwned(context: Context, id: number) {
  if (id === 0) return null
  const answer = await essential(loadBuilderCompetition(context, id))
  requireBuilderOf(context, answer.data)
  return answer
}

export async function builderPage(context: Context, id: number, step: BuilderStep, url: URL) {
  const user = requireUser(context)
  const [answer, lists, settings] = await Promise.all([
    loadOwned(context, id),
    step === 'general' ? essential(loadBuilderLists(context, user.userId)) : null,
    step === 'general' ? essential(loadBuilderSettings(context)) : null,
  ])
  const comp = answer?.data ?? null
  // Its lists wait for the ownership check: a user who does not build the competition gets nothing of it.
  const events = step === 'events' && answer ? await eventsView(context, answer) : null
  const agSaved = events ? await savedAgeGroup(context, url) : null
  // 'Check competition' (a GET, so it works without JavaScript): what the legacy site finds wrong, beside the rules.
  const [rules, check] = await Promise.all([
    step === 'rules' && answer ? rulesView(context, answer, url) : null,
    step === 'rules' && answer && url.searchParams.has('check')
      ? secondary(context, 'competitionCheck', checkCompetition(context, answer.data.id))
      : null,
  ])
  const targets = step === 'options' && comp ? (await autoEntryTargets(context, comp)).list : null
  const built = BUILT_STEPS.includes(step) && (comp !== null || step === 'general')
  // Back from the organisation page: its name from the list (read again after the save), and a new competition's choice.
  const orgSaved = optionalId(url.searchParams.get('orgSaved'))
  const savedOrg = orgSaved && lists ? (lists.orgs.find((o) => o.id === orgSaved) ?? null) : null
  const generalValue = step === 'general' && settings ? generalDefaults(comp, user, settings) : null
  if (generalValue && savedOrg && !comp) generalValue.orgId = String(savedOrg.id)
  return {
    id,
    name: withoutClonePrefix(comp?.name ?? ''),
    step,
    built,
    saved: url.searchParams.has('saved'),
    eventsChanged: EVENTS_CHANGES.find((c) => url.searchParams.has(c)) ?? null,
    legacyUrl: legacySiteLink(context.config.legacySiteUrl, `/builder/${id}`),
    orgSaved: savedOrg?.name ?? null,
    agSaved,
    general: generalValue && settings && lists ? { defaultValue: generalValue, ...lists, paymentConnect: settings.paymentConnect } : null,
    options:
      step === 'options' && comp ? { defaultValue: optionsDefaults(comp), window: entriesWindow(comp), targets: targets ?? [] } : null,
    schedule: step === 'schedule' && answer ? scheduleRows(answer) : null,
    events,
    rules,
    check: check ? { problems: check.value, failure: check.failure?.message ?? null } : null,
    rulesChanged: url.searchParams.has('ruleSaved')
      ? ('saved' as const)
      : url.searchParams.has('ruleDeleted')
        ? ('deleted' as const)
        : null,
  }
}

/**
 * The organisation's other competitions, which automatic entries may copy into. When the legacy site
 * cannot say, the saved target alone (so a save keeps it) and null for the check (the legacy site checks).
 */
async function autoEntryTargets(context: Context, comp: BuilderCompetitionWire) {
  const answer = await unlessFailed(loadAutoEntries(context, comp.id), null)
  if (answer) return { list: answer.targets.map(({ id, name }) => ({ id, name })), check: answer.targets.map((c) => c.id) }
  const saved = comp.options.autoEntries.selectedTargetComp
  return { list: saved > 0 ? [{ id: saved, name: '' }] : [], check: undefined }
}

/** Back from the age group page: the group's name from the list (read again after the save), so a crafted address says nothing else. */
async function savedAgeGroup(context: Context, url: URL): Promise<string | null> {
  const id = optionalId(url.searchParams.get('agSaved'))
  if (!id) return null
  const all = await essential(loadAllAgeGroups(context))
  return all.find((g) => g.id === id)?.name ?? null
}

const reply = (submission: SubmissionResult<string[]>, status: number, message: UserMessage | null = null) =>
  data<BuilderActionResult>({ submission, message }, status)

async function postGeneral(context: Context, id: number, form: FormData) {
  const user = requireUser(context)
  // A post naming an organisation the user does not build for is refused before anything else (a crafted form).
  const postedOrg = optionalId(form.get('orgId'))
  if (postedOrg !== null) requirePermission(context, 'BUILDER', { orgId: postedOrg })
  const [answer, lists, settings] = await Promise.all([
    loadOwned(context, id),
    essential(loadBuilderLists(context, user.userId)),
    essential(loadBuilderSettings(context)),
  ])
  const submission = parseWithZod(form, { schema: generalSchema({ paymentConnect: settings.paymentConnect, orgs: lists.orgs }) })
  if (submission.status !== 'success') return reply(submission.reply(), 400)
  const outcome = await saveBuilderCompetition(context, generalSave(answer?.data ?? null, submission.value))
  if (!outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
  return redirect(`${builderPath(outcome.id, 'general')}?saved=1`)
}

async function postOptions(context: Context, id: number, form: FormData) {
  const answer = await loadOwned(context, id)
  if (!answer) throw redirect(builderPath(0, 'general'))
  const targets = await autoEntryTargets(context, answer.data)
  const submission = parseWithZod(form, { schema: optionsSchema({ ...entriesWindow(answer.data), autoEntryTargets: targets.check }) })
  if (submission.status !== 'success') return reply(submission.reply(), 400)
  const outcome = await saveBuilderCompetition(context, optionsSave(answer.data, submission.value))
  if (!outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
  return redirect(`${builderPath(answer.data.id, 'options')}?saved=1`)
}

/** What each Events post did, named in the address it lands on (the page shows its message). */
const EVENTS_DONE: Record<string, EventsChange> = {
  add: 'added',
  delete: 'deleted',
  renameGroup: 'groupRenamed',
  groupResults: 'groupResults',
  deleteGroup: 'groupDeleted',
}
type EventsChange = 'added' | 'deleted' | 'groupRenamed' | 'groupResults' | 'groupDeleted'
const EVENTS_CHANGES: readonly EventsChange[] = ['added', 'deleted', 'groupRenamed', 'groupResults', 'groupDeleted']

function intentProblem(intent: FormDataEntryValue | null): UserMessage | null {
  if (intent === 'delete') return { key: 'builder:rules.SELECT_EVENTS' }
  if (intent === 'renameGroup') return { key: 'builder:rules.GROUP_NAME_REQUIRED' }
  return null
}

async function postEventsStep(context: Context, id: number, form: FormData) {
  const answer = await loadOwned(context, id)
  if (!answer) throw redirect(builderPath(0, 'general'))
  const { submission, outcome } = await postEvents(context, answer, form)
  const intent = form.get('intent')
  if (submission.status !== 'success')
    // The delete and group forms have no field of their own to carry the error: it shows as the page's message.
    return reply(submission.reply(), 400, intentProblem(intent))
  if (outcome && !outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
  return redirect(`${builderPath(answer.data.id, 'events')}?${EVENTS_DONE[String(intent)] ?? 'added'}=1`)
}

async function postRulesStep(context: Context, id: number, form: FormData) {
  const answer = await loadOwned(context, id)
  if (!answer) throw redirect(builderPath(0, 'general'))
  const { submission, outcome } = await postRules(context, answer, form)
  if (submission.status !== 'success') return reply(submission.reply(), 400)
  if (outcome && !outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
  const done = form.get('intent') === 'deleteRule' ? 'ruleDeleted' : 'ruleSaved'
  return redirect(`${builderPath(answer.data.id, 'rules')}?${done}=1`)
}

/** Clones the competition to a new date, then opens the clone's builder with 'Competition Saved.'. */
async function postClone(context: Context, id: number, form: FormData) {
  const answer = await loadOwned(context, id)
  if (!answer) throw redirect(builderPath(0, 'general'))
  const submission = parseWithZod(form, { schema: cloneSchema() })
  const cloneReply = (status: number, message: UserMessage | null = null) =>
    data<BuilderActionResult>({ submission: submission.reply(), message, form: 'clone' }, status)
  if (submission.status !== 'success') return cloneReply(400)
  const outcome = await cloneBuilderCompetition(context, { id: answer.data.id, date: submission.value.date })
  if (!outcome.ok) return cloneReply(outcome.status, outcome.message)
  return redirect(`${builderPath(outcome.id, 'general')}?saved=1`)
}

/** A step's post: saved, then the same step of the (new) competition with 'Competition Saved.'. */
export function builderPost(context: Context, id: number, step: BuilderStep, form: FormData) {
  if (step === 'general' && form.get('intent') === 'clone') return postClone(context, id, form)
  if (step === 'general') return postGeneral(context, id, form)
  if (step === 'options') return postOptions(context, id, form)
  if (step === 'events') return postEventsStep(context, id, form)
  if (step === 'rules') return postRulesStep(context, id, form)
  throw new Response('Method Not Allowed', { status: 405, statusText: 'Method Not Allowed' })
}
