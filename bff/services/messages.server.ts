import type { RequestContext } from '../context.server'
import { getUnreadCount } from '../legacy/messages.server'

/** Unread messages for the header badge; null when logged out. User data: never cached shared. */
export async function getUnreadMessageCount(ctx: Pick<RequestContext, 'legacy' | 'user'>): Promise<number | null> {
  if (!ctx.user) return null
  const answer = await getUnreadCount(ctx.legacy)
  return answer.data.count
}
