import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { competitionScreenHref } from '../domain/competition/competition-tools'
import { notFound } from '../http/params.server'
import { getAppConfig } from '../services/config.server'
import { createBuilderDiscount, deleteBuilderDiscount } from '../services/builder-discounts.server'
import { unlessFailed } from '../services/failure.server'
import type { DiscountView } from '../views/discounts'
import type { UserMessage } from '../views/message'
import { deleteDiscountSchema, discountSchema } from '~/forms/builder-discount'
import { builderPath, loadOwned } from './builder.server'

/*
 * A competition's discounts from the builder (3-organiser-admin §3 "Discount", builder state
 * "discounts"; decision 071): the ones its read carries in meta, a form to create one, a button
 * to delete each. The legacy site applies them to what it charges; nothing here computes a price.
 */

type Context = AppLoadContext

export type DiscountsActionResult = { submission: SubmissionResult<string[]>; message: UserMessage | null }

export const discountsPath = (compId: number) => `/v2/builder-v2/${compId}/discounts`

/** The saved competition the user builds (403 otherwise, checked on its organisation); a new one has none yet. */
async function ownedCompetition(context: Context, compId: number) {
  const answer = await loadOwned(context, compId)
  if (!answer) throw redirect(builderPath(0, 'general'))
  return answer
}

export async function discountsPage(context: Context, compId: number, url: URL) {
  const answer = await ownedCompetition(context, compId)
  const config = await unlessFailed(getAppConfig(context), null)
  const discounts: DiscountView[] = answer.meta.discounts.map(({ id, description, type, value, fromEntry }) => ({
    id,
    description,
    type,
    value,
    fromEntry,
  }))
  return {
    compId: answer.data.id,
    compName: answer.data.name,
    discounts,
    currency: config?.currency ?? '£',
    changed: url.searchParams.has('created') ? ('created' as const) : url.searchParams.has('deleted') ? ('deleted' as const) : null,
    hubHref: competitionScreenHref('competitionHub', answer.data.id),
  }
}

const reply = (submission: SubmissionResult<string[]>, status: number, message: UserMessage | null = null) =>
  data<DiscountsActionResult>({ submission, message }, status)

/**
 * Creates or deletes a discount of the competition (already the caller's, checked). A discount id
 * the competition does not carry is refused as not found: a crafted post cannot reach another's.
 */
export async function discountsPost(context: Context, compId: number, form: FormData) {
  const answer = await ownedCompetition(context, compId)
  const id = answer.data.id
  if (form.get('intent') === 'delete') {
    const submission = parseWithZod(form, { schema: deleteDiscountSchema })
    const discountId = submission.status === 'success' ? Number(submission.value.discountId) : 0
    if (submission.status !== 'success' || !answer.meta.discounts.some((d) => d.id === discountId)) throw notFound()
    const outcome = await deleteBuilderDiscount(context, id, discountId)
    if (!outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
    return redirect(`${discountsPath(id)}?deleted=1`)
  }
  const submission = parseWithZod(form, { schema: discountSchema })
  if (submission.status !== 'success') return reply(submission.reply(), 400)
  const outcome = await createBuilderDiscount(context, { compId: id, ...submission.value })
  if (!outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
  return redirect(`${discountsPath(id)}?created=1`)
}
