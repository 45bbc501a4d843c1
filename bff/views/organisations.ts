import type { UserMessage } from './message'

/** The statuses the admin lists organisations by (docs/legacy-wire.md "Organisations"). */
export type OrgStatusView = 'PENDING' | 'ACTIVE' | 'INACTIVE'

export type OrgRow = { id: number; name: string; status: string; approvable: boolean }

export type OrgSearchView = {
  status: OrgStatusView
  statuses: readonly OrgStatusView[]
  items: OrgRow[]
  /** The organisation the admin asked to approve, awaiting confirmation (`?approve={id}`). */
  confirming: OrgRow | null
}

/** What approving answers: done or refused, with its message either way. */
export type OrgApproveResult = { ok: boolean; message: UserMessage }
