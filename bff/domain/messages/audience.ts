// Who may send a message to whom (3-organiser-admin §2 Email messages, §6). Pure rules.

import { canBuild, isAdmin, type UserAuth } from '../routing/permissions'
import { isEmailShape } from '../athlete/validators'

/** Everyone entered in one competition (of an organisation), or every user of the site. */
export type Audience = { kind: 'competition'; compId: number; orgId: number } | { kind: 'all' }

/**
 * The Email/Message link shows with builder permission for the competition (§6); writing to
 * every user is the admin's alone (§2: "or all users"), whatever else the sender builds.
 */
export function maySendTo(user: UserAuth | null | undefined, audience: Audience): boolean {
  if (audience.kind === 'all') return isAdmin(user)
  return canBuild(user, { orgId: audience.orgId, compId: audience.compId })
}

/** The most extra addresses one of to, cc or bcc may hold. */
export const MAX_ADDRESSES = 50

/** A typed list of addresses: separated by commas, semicolons or spaces; empty parts dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter((a) => a !== '')
}

/** Every address has the §5 'Email' shape, and there are not too many. An empty list is fine. */
export function isAddressList(text: string): boolean {
  const list = splitAddresses(text)
  return list.length <= MAX_ADDRESSES && list.every(isEmailShape)
}
