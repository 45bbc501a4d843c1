// The competition admin card's links (3-organiser-admin §2 comp-admin, §6): each for those who may use it.
import { canBuild, canCheckIn, type UserAuth } from '../routing/permissions'
import type { CompetitionView } from './competition'

export type AdminLink = { key: 'builder' | 'bibs' | 'message' | 'autoEntries' | 'checkin'; href: string }

/** `autoEntryTarget`: the competition's auto-entries target (0 none), as its builder reads it. */
export function adminLinks(comp: Pick<CompetitionView, 'id' | 'compOrg' | 'checkIn'>, user: UserAuth, autoEntryTarget = 0): AdminLink[] {
  const scope = { orgId: comp.compOrg.id, compId: comp.id }
  const links: AdminLink[] = []
  if (canBuild(user, scope)) {
    links.push({ key: 'builder', href: `/v2/builder-v2/${comp.id}` })
    links.push({ key: 'bibs', href: `/v2/bibs-v2/${comp.id}` })
    links.push({ key: 'message', href: `/v2/email-message-create-v2/${comp.id}` })
    // Auto Entry needs builder access plus a target competition (§6).
    if (autoEntryTarget > 0) links.push({ key: 'autoEntries', href: `/v2/auto-entries/${comp.id}` })
  }
  // Organiser check-in needs check-in permission and check-in enabled (§6).
  if (comp.checkIn.enabled && canCheckIn(user, scope)) links.push({ key: 'checkin', href: `/v2/checkin-v2/${comp.id}` })
  return links
}
