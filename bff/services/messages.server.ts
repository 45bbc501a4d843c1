import { z } from 'zod/v4'
import type { RequestContext } from '../context.server'
import { formatDayTime } from '../domain/text/format'
import {
  createMessage,
  getMessage,
  getUnreadCount,
  listMessages,
  markMessageRead,
  deleteMessageForMe,
  type MessageAudience,
  type MessageSummaryWire,
  type NewMessageWire,
} from '../legacy/messages.server'
import { refused, type Outcome } from './failure.server'
import type { MessageDetail, MessageItem } from '../views/messages'
import { CacheCustom } from '../cache/cache.server'
import { sanitizeLegacyHtml } from './html.server'

type Ctx = Pick<RequestContext, 'legacy' | 'user' | 'lang'>

/**
 * The unread count is read at most once a minute per user, whatever their page views (issue 13);
 * what the user does themselves (reading a message) starts a new generation and is seen at once.
 */
export const UNREAD_CACHE = CacheCustom({ freshSeconds: 60, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 })

const UNREAD_COUNT = z.number()

/**
 * Unread messages for the header badge; null when logged out. User data: kept for that user alone.
 * `fresh` on the messages screen: the badge then agrees with the list below it.
 */
export async function getUnreadMessageCount(
  ctx: Pick<RequestContext, 'legacy' | 'user' | 'userCache'>,
  options: { fresh?: boolean } = {},
): Promise<number | null> {
  if (!ctx.user) return null
  return ctx.userCache.fetch('unread-messages', {
    schema: UNREAD_COUNT,
    fresh: options.fresh,
    load: async () => (await getUnreadCount(ctx.legacy)).data.count,
    strategy: UNREAD_CACHE,
  })
}

function toItem(ctx: Ctx, m: MessageSummaryWire): MessageItem {
  const mine = m.forUsers.find((u) => u.userId === ctx.user?.userId) ?? m.forUsers[0]
  return {
    id: m.id,
    type: m.type,
    from: m.sendFrom,
    subject: m.subject,
    sent: formatDayTime(m.dateSent || m.dateCreated, ctx.lang),
    compId: m.compId,
    unread: mine ? mine.read === '' : false,
  }
}

/** The signed-in user's messages, newest first, optionally for one competition. */
export async function listMyMessages(ctx: Ctx, compId: number | null): Promise<MessageItem[]> {
  const answer = await listMessages(ctx.legacy, compId ?? undefined)
  return answer.data.filter((m) => !deletedForMe(ctx, m)).map((m) => toItem(ctx, m))
}

const deletedForMe = (ctx: Ctx, m: MessageSummaryWire) => m.forUsers.some((u) => u.userId === ctx.user?.userId && u.deleted)

/** One message with its body sanitised; null once the user has deleted it. */
export async function readMyMessage(ctx: Ctx, id: number): Promise<MessageDetail | null> {
  const answer = await getMessage(ctx.legacy, id)
  if (deletedForMe(ctx, answer.data)) return null
  return { ...toItem(ctx, answer.data), bodyHtml: sanitizeLegacyHtml(answer.data.body) }
}

/** Deletes a message from the user's own list (the other recipients keep theirs). */
export async function deleteMyMessage(ctx: Ctx, id: number): Promise<Outcome> {
  try {
    await deleteMessageForMe(ctx.legacy, id)
    return { ok: true }
  } catch (err) {
    return refused(err, 404)
  }
}

/**
 * Marks a message read. Whatever caches the user's unread count must forget it here, so the
 * header's badge goes down on the next page.
 */
export async function markMyMessageRead(ctx: Ctx, id: number): Promise<void> {
  await markMessageRead(ctx.legacy, id)
}

/**
 * Sends a message to everyone entered in a competition, or to every user. The sender's own
 * cached counts are forgotten by the write itself (bff/context.server.ts); the recipients' badges
 * rise when their short cache (30 s) next reloads.
 */
export async function sendMessage(
  ctx: Pick<RequestContext, 'legacy'>,
  audience: MessageAudience,
  message: NewMessageWire,
): Promise<Outcome> {
  try {
    await createMessage(ctx.legacy, audience, message)
    return { ok: true, message: { key: 'messageCreate.sent' } }
  } catch (err) {
    return refused(err, 422)
  }
}
