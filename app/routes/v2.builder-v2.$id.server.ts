import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { notFound, optionalId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { builderPage, builderPath, builderPost } from '#bff/pages/builder.server'
import { requireUserScreen } from '#bff/session/guards.server'
import { isBuilderStep, type BuilderStep } from '#bff/views/builder'

/**
 * The builder's address: `{id}` 0 is a new competition, and an id that is not a number is treated
 * as 0 (nothing loads: it goes to the new-competition form); `{step}` one of the five steps.
 */
function builderParams(params: Record<string, string | undefined>): { id: number; step: BuilderStep } {
  const step = params.step ?? 'general'
  if (!isBuilderStep(step)) throw notFound()
  const id = optionalId(params.id) ?? 0
  if (String(id) !== params.id) throw redirect(builderPath(id, id === 0 ? 'general' : step))
  return { id, step }
}

export function builderLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'builder', params)
  const { id, step } = builderParams(params)
  return builderPage(context, id, step, context.url)
}

export async function builderAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'builder', params)
  const { id, step } = builderParams(params)
  return builderPost(context, id, step, form)
}
