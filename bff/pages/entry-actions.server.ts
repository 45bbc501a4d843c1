import { data, redirect, type AppLoadContext } from '@remix-run/node'
import {
  cancelChoices,
  moveDestinations,
  readCancelForm,
  readPaidForm,
  type CancelFormError,
  type PaidFormError,
} from '#bff/domain/entry/entry-actions'
import { notFound, optionalId } from '#bff/http/params.server'
import { loadBuilderCompetition } from '#bff/services/builder.server'
import { cancelActionEntry, loadActionEntry, moveEntry, putEntryInBasket, setEntryPaid } from '#bff/services/entry-actions.server'
import { essential, orAbsent } from '#bff/services/failure.server'
import { requirePermission } from '#bff/session/guards.server'
import { setToast } from '#bff/session/toast.server'
import type { EntryActionsPostResult, EntryActionsView } from '#bff/views/entry-actions'
import type { UserMessage } from '#bff/views/message'

/*
 * Entry actions (3-organiser-admin §2 actions/{compId}/{athleteId}/{clubId}/{entryId}): the builder
 * of the competition sets an entry's payment status, moves it to another event, or cancels it with the refund or credit the
 * competition's cancelEvent option allows (§3, §9), after confirming (decision 048).
 */

type Context = AppLoadContext
export type ActionIds = { compId: number; athleteId: number; clubId: number; entryId: number }

const PAYMENT_KEYS = new Set([0, 1, 2, 3])
const cancelMessages: Record<CancelFormError, UserMessage> = {
  reasonRequired: { key: 'actions.reasonRequired' },
  reasonTooLong: { key: 'actions.reasonTooLong' },
  settlementNotAllowed: { key: 'actions.settlementNotAllowed' },
}

/** The competition (builder permission for it, 403 otherwise), the entry and what may be done to it. */
async function actionsContext(context: Context, ids: ActionIds, now: Date) {
  const answer = await essential(orAbsent(loadBuilderCompetition(context, ids.compId), { notFoundOnly: true }))
  if (!answer) throw notFound()
  const comp = answer.data
  requirePermission(context, 'BUILDER', { orgId: comp.compOrg.id, compId: comp.id })
  const entry = await essential(loadActionEntry(context, ids.entryId))
  // The address names the entry's competition and athlete; any other pairing is no page (the club is informative).
  if (!entry || entry.compId !== comp.id || entry.athleteId !== ids.athleteId) throw notFound()
  const rule = comp.options.cancelEvent
  const choices = cancelChoices(
    { hrsBeforeClose: rule.hrsBeforeClose, refund: rule.refund.allow, credit: rule.credit.allow },
    comp.closedate,
    entry.paid,
    now,
  )
  const events = answer.meta.compEvents.map((e) => ({ ceid: e.id, name: e.eventName, startDateTime: e.startDateTime }))
  return { comp, entry, choices, hrsBeforeClose: rule.hrsBeforeClose, destinations: moveDestinations(events, entry.ceid) }
}

export async function entryActionsPage(context: Context, ids: ActionIds, url: URL, now = new Date()): Promise<EntryActionsView> {
  const { comp, entry, choices, hrsBeforeClose, destinations } = await actionsContext(context, ids, now)
  let confirming: EntryActionsView['confirming'] = null
  let cancelError: UserMessage | null = null
  if (url.searchParams.has('cancel')) {
    const form = readCancelForm({ reason: url.searchParams.get('reason'), settle: url.searchParams.get('settle') }, choices.settlements)
    if (form.ok) confirming = { reason: form.reason, settlement: form.settlement }
    else cancelError = cancelMessages[form.error]
  }
  return {
    compId: comp.id,
    competitionName: comp.name,
    entry: {
      entryId: entry.entryId,
      athleteName: `${entry.firstName} ${entry.surName}`.trim(),
      clubName: entry.clubName,
      eventName: entry.eventName,
      paidKey: PAYMENT_KEYS.has(entry.paid) ? String(entry.paid) : 'unknown',
      paid: entry.paid,
      amount: Math.round((entry.price + entry.fee) * 100) / 100,
      ownerName: entry.user.name,
      basketable: isBasketable(entry),
    },
    destinations: destinations.map(({ ceid, name }) => ({ ceid, name })),
    settlements: choices.settlements,
    windowClosed: choices.windowClosed,
    hrsBeforeClose,
    confirming,
    cancelError,
  }
}

const paidMessages: Record<PaidFormError, UserMessage> = {
  statusRequired: { key: 'actions.statusRequired' },
  paidMessageTooLong: { key: 'actions.paidMessageTooLong' },
}

/** An unpaid entry with a product and an owner: what addtobasket can put back into the owner's basket. */
const isBasketable = (entry: { paid: number; productId: number; user: { id: number } }) =>
  entry.paid === 0 && entry.productId > 0 && entry.user.id > 0

const refuse = (message: UserMessage, status = 400) => data<EntryActionsPostResult>({ ok: false, message }, status)

export async function entryActionsPost(context: Context, ids: ActionIds, form: FormData, now = new Date()) {
  const { comp, entry, choices, destinations } = await actionsContext(context, ids, now)
  const intent = form.get('intent')
  if (intent === 'move') {
    const ceid = optionalId(form.get('ceid'))
    const destination = destinations.find((d) => d.ceid === ceid)
    if (!destination) return refuse({ key: 'actions.chooseEvent' })
    const outcome = await moveEntry(context, entry.entryId, destination.ceid)
    if (!outcome.ok) return refuse(outcome.message, outcome.status)
    return data<EntryActionsPostResult>({ ok: true, message: { key: 'actions.moved', values: { event: destination.name } } })
  }
  if (intent === 'paid') {
    const read = readPaidForm({ paid: form.get('paid'), message: form.get('message') })
    if (!read.ok) return refuse(paidMessages[read.error])
    // Without a product the legacy site has nothing to mark.
    if (!(entry.productId > 0)) return refuse({ key: 'actions.paidError' }, 409)
    const outcome = await setEntryPaid(context, entry.productId, read.paid, read.message)
    if (!outcome.ok) return refuse(outcome.message, outcome.status)
    return data<EntryActionsPostResult>({ ok: true, message: { key: `actions.paidSaved.${read.paid}` } })
  }
  if (intent === 'basket') {
    const owner = { owner: entry.user.name }
    if (!isBasketable(entry)) return refuse({ key: 'entryBasket.putOnlyUnpaid' }, 409)
    const outcome = await putEntryInBasket(context, entry.productId, entry.user.id, owner)
    if (!outcome.ok) return refuse(outcome.message, outcome.status)
    return data<EntryActionsPostResult>({ ok: true, message: { key: 'entryBasket.putDone', values: owner } })
  }
  if (intent === 'cancel') {
    const read = readCancelForm({ reason: form.get('reason'), settle: form.get('settle') }, choices.settlements)
    if (!read.ok) return refuse(cancelMessages[read.error])
    const outcome = await cancelActionEntry(context, entry.entryId, read.reason, read.settlement)
    if (!outcome.ok) return refuse(outcome.message, outcome.status)
    // The entry is gone, so this page is too: on to the competition's athletes, with the news.
    throw redirect(`/v2/bibs-v2/${comp.id}`, {
      headers: { 'Set-Cookie': await setToast({ level: 'info', key: `actions.cancelled${TOAST_SUFFIX[read.settlement]}` }) },
    })
  }
  return refuse({ key: 'errors.generic' })
}

const TOAST_SUFFIX = { refund: 'Refund', credit: 'Credit', none: '' } as const
