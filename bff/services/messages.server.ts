import { z } from 'zod/v4'
import type { RequestContext } from '../context.server'
import { getUnreadCount } from '../legacy/messages.server'

/** Unread messages for the header badge; null when logged out. User data: kept for that user alone. */
export async function getUnreadMessageCount(ctx: Pick<RequestContext, 'legacy' | 'user' | 'userCache'>): Promise<number | null> {
  if (!ctx.user) return null
  return ctx.userCache.fetch('unread-messages', { schema: z.number(), load: async () => (await getUnreadCount(ctx.legacy)).data.count })
}
