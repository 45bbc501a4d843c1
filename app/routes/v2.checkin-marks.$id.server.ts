import type { ActionFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { checkInReplay } from '#bff/pages/checkin.server'
import { requireUserScreen } from '#bff/session/guards.server'

export async function checkInMarksAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  // The desk's own screen and rule (route table `checkin`).
  requireUserScreen(context, 'checkin', params)
  return checkInReplay(context, routeId(params), form)
}
