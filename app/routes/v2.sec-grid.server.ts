import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { storeConfigPage, storeConfigPost } from '#bff/pages/store-config.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function storeConfigLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'secGrid')
  return storeConfigPage(context)
}

export async function storeConfigAction({ context, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'secGrid')
  return storeConfigPost(context, form)
}
