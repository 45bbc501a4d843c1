import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'

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
