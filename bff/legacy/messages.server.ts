import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, num, text } from './wire'

// Some legacy message calls answer the bare number as data; both shapes read as { count }.
const unreadWire = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'string' ? { count: v } : v),
  z.object({ count: z.coerce.number().int().nonnegative().catch(0) }),
)

export const unreadAnswerSchema = envelope(unreadWire)
export type UnreadAnswer = z.infer<typeof unreadAnswerSchema>

/** The signed-in user's unread message count (header badge). */
export function getUnreadCount(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'messages.unread',
    method: 'GET',
    path: rest('/v5/messages/unread'),
    auth: 'required',
    schema: unreadAnswerSchema,
  })
}

/*
 * The list, one message and marking one read (3-organiser-admin §3 "Email message", §7 "Email
 * messages service": paths not shown; ours are recorded in docs/legacy-wire.md).
 */

/** One recipient's state: read and deleted dates, '' while unread or kept. */
const forUserWire = z.object({ userId: num, read: text, deleted: text })

export const messageWire = z.object({
  id,
  /** E: email, M: message. */
  type: z.enum(['E', 'M']).catch('M'),
  sendFrom: text,
  to: text,
  cc: text,
  bcc: text,
  subject: text,
  /** HTML, unsanitised: the service sanitises it before any page sees it. */
  body: text,
  priority: num,
  dateSent: text,
  dateCreated: text,
  compId: num,
  forUsers: z.array(forUserWire).catch([]),
})
export type MessageWire = z.infer<typeof messageWire>

/** The list carries no bodies. */
export const messageSummaryWire = messageWire.omit({ body: true })
export type MessageSummaryWire = z.infer<typeof messageSummaryWire>

export const messageListAnswerSchema = envelope(z.array(messageSummaryWire))
export const messageAnswerSchema = envelope(messageWire)
export const markReadAnswerSchema = envelope(z.unknown())

/** The signed-in user's messages, newest first; `compId` limits them to one competition. */
export function listMessages(legacy: LegacyCaller, compId?: number) {
  return legacy.call({
    endpoint: 'messages.list',
    method: 'GET',
    path: rest('/v5/messages'),
    query: { compid: compId },
    auth: 'required',
    schema: messageListAnswerSchema,
  })
}

/** One of the signed-in user's messages; reading it does not mark it read. */
export function getMessage(legacy: LegacyCaller, messageId: number) {
  return legacy.call({
    endpoint: 'messages.get',
    method: 'GET',
    path: rest(`/v5/messages/${messageId}`),
    auth: 'required',
    schema: messageAnswerSchema,
  })
}

/** Marks one message read for the signed-in user (the unread count goes down by one). */
export function markMessageRead(legacy: LegacyCaller, messageId: number) {
  return legacy.call({
    endpoint: 'messages.read',
    method: 'POST',
    path: rest(`/v5/messages/${messageId}/read`),
    auth: 'required',
    schema: markReadAnswerSchema,
  })
}

/** Deletes one message for the signed-in user alone (its `deleted` date is set; other recipients keep it). */
export function deleteMessageForMe(legacy: LegacyCaller, messageId: number) {
  return legacy.call({
    endpoint: 'messages.delete',
    method: 'POST',
    path: rest(`/v5/messages/${messageId}/delete`),
    auth: 'required',
    schema: markReadAnswerSchema,
  })
}

/** Who a new message goes to: everyone entered in one competition, or every user (admins only). */
export type MessageAudience = { kind: 'competition'; compId: number } | { kind: 'all' }

export type NewMessageWire = {
  type: 'E' | 'M'
  /** Extra addresses, comma-separated; the audience is the list of recipients. */
  to: string
  cc: string
  bcc: string
  subject: string
  /** HTML as typed; the reader's page sanitises it. */
  body: string
  priority: number
}

export const createMessageAnswerSchema = envelope(z.object({ id, recipients: num }))

/** Sends a message to an audience (the legacy site checks the caller may reach it). */
export function createMessage(legacy: LegacyCaller, audience: MessageAudience, message: NewMessageWire) {
  return legacy.call({
    endpoint: 'messages.create',
    method: 'POST',
    path: rest('/v5/messages'),
    body: { ...message, compId: audience.kind === 'competition' ? audience.compId : 0, recipients: audience.kind },
    auth: 'required',
    schema: createMessageAnswerSchema,
  })
}
