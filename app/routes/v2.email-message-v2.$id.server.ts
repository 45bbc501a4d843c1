import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { messageHref } from '#bff/pages/messages.server'
import { requireUserScreen } from '#bff/session/guards.server'

/** One message (3-organiser-admin §2 email-message/{id}): it is read opened above the user's list. */
export function messageLoader({ params, context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'message', params)
  throw redirect(messageHref(routeId(params)))
}
