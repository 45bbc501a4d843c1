import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { competitionScreenHref } from '#bff/domain/competition/competition-tools'
import { notFound } from '#bff/http/params.server'
import { getCompetition } from '#bff/services/competitions.server'
import { getAppConfig } from '#bff/services/config.server'
import { essential, secondary, unlessFailed } from '#bff/services/failure.server'
import { createSecondaryProduct, loadSecondaryProducts } from '#bff/services/secondary-products.server'
import { requirePermission } from '#bff/session/guards.server'
import { setToast } from '#bff/session/toast.server'
import type { UserMessage } from '#bff/views/message'
import type { SecondaryProductsView } from '#bff/views/secondary-products'
import { secondaryProductSchema } from '~/forms/secondary-product'

/*
 * The organiser's secondary products (2-entry §3, §5, §7; decision 070): the competition's list
 * and a form to create one, for its builders. The table's check lets through a builder who may
 * hold the competition; the exact scope is checked here once the competition is read.
 */

type Context = AppLoadContext

export type SecondaryProductsPostResult = { submission: SubmissionResult<string[]>; message: UserMessage | null }

async function builderCompetition(context: Context, compId: number) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  requirePermission(context, 'BUILDER', { orgId: comp.compOrg.id, compId: comp.id })
  return comp
}

export async function secondaryProductsPage(context: Context, compId: number): Promise<SecondaryProductsView> {
  const comp = await builderCompetition(context, compId)
  const [list, config] = await Promise.all([
    secondary(context, 'secondaryProducts.list', loadSecondaryProducts(context, comp.id)),
    unlessFailed(getAppConfig(context), null),
  ])
  return {
    compId: comp.id,
    competitionName: comp.name,
    products: list.value,
    failure: list.failure?.message ?? null,
    currency: config?.currency ?? '£',
    hubHref: competitionScreenHref('competitionHub', comp.id),
  }
}

export async function secondaryProductsPost(context: Context, compId: number, form: FormData) {
  const comp = await builderCompetition(context, compId)
  const submission = parseWithZod(form, { schema: secondaryProductSchema })
  if (submission.status !== 'success') return data<SecondaryProductsPostResult>({ submission: submission.reply(), message: null }, 400)
  const outcome = await createSecondaryProduct(context, comp.id, submission.value)
  if (!outcome.ok) return data<SecondaryProductsPostResult>({ submission: submission.reply(), message: outcome.message }, outcome.status)
  throw redirect(competitionScreenHref('secondaryProducts', comp.id), {
    headers: { 'Set-Cookie': await setToast({ level: 'info', key: 'products.saved' }) },
  })
}
