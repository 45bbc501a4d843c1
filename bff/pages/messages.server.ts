import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { isAdmin } from '#bff/domain/routing/permissions'
import { notFound, optionalId } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { deleteMyMessage, listMyMessages, markMyMessageRead, readMyMessage } from '#bff/services/messages.server'
import { setToast } from '#bff/session/toast.server'
import type { UserMessage } from '#bff/views/message'

/* The user's messages (3-organiser-admin §2 messages-v2 and email-message, §3 "Email messages"): the list, and one opened. */

type Context = AppLoadContext

/** Where one message is read: the list, with that message opened above it. */
export const messageHref = (id: number, compId: number | null = null) =>
  `/v2/messages-v2${compId === null ? '' : `/${compId}`}?${new URLSearchParams({ open: String(id) })}`

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
  // A message the user has deleted is gone for them, even by its old address.
  if (openId !== null && !opened) throw notFound()
  if (opened?.unread) {
    await essential(markMyMessageRead(context, opened.id))
    throw redirect(`${url.pathname}${url.search}`)
  }
  // Writing to every user is the admin's (the send page checks it again); organisers write from their competition.
  const writeToAllHref = isAdmin(context.auth) ? '/v2/email-message-create-v2/0' : null
  return { compId, items, opened, writeToAllHref }
}

export type MessagesPostResult = { message: UserMessage }

/** Deletes the posted message from the user's list, then shows the list without it. */
export async function messagesPost(context: Context, url: URL, form: FormData) {
  const id = optionalId(form.get('id'))
  if (form.get('intent') !== 'delete' || id === null) return data<MessagesPostResult>({ message: { key: 'errors.generic' } }, 400)
  const outcome = await deleteMyMessage(context, id)
  if (!outcome.ok) return data<MessagesPostResult>({ message: outcome.message }, outcome.status)
  throw redirect(url.pathname, { headers: { 'Set-Cookie': await setToast({ level: 'info', key: 'inbox.deleted' }) } })
}
