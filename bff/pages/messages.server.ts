import { redirect, type AppLoadContext } from '@remix-run/node'
import { isAdmin } from '#bff/domain/routing/permissions'
import { essential } from '#bff/services/failure.server'
import { listMyMessages, markMyMessageRead, readMyMessage } from '#bff/services/messages.server'

/* The user's messages (3-organiser-admin §2 messages-v2, §3 "Email messages"): the list, and one opened. */

type Context = AppLoadContext

/**
 * The list, optionally for one competition, with the message `openId` opened. Opening an unread
 * message marks it read, then sends the browser to the same address again so that every loader
 * (the header's unread count among them) reads after the change, not beside it.
 */
export async function messagesPage(context: Context, url: URL, compId: number | null, openId: number | null) {
  const [items, opened] = await Promise.all([
    essential(listMyMessages(context, compId)),
    openId === null ? null : essential(readMyMessage(context, openId)),
  ])
  if (opened?.unread) {
    await essential(markMyMessageRead(context, opened.id))
    throw redirect(`${url.pathname}${url.search}`)
  }
  // Writing to every user is the admin's (the send page checks it again); organisers write from their competition.
  const writeToAllHref = isAdmin(context.auth) ? '/v2/email-message-create-v2/0' : null
  return { compId, items, opened, writeToAllHref }
}
