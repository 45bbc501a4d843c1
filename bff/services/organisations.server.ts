import type { RequestContext } from '../context.server'
import { approveOrg, listOrgs, ORG_STATUSES, type OrgStatus, type OrgWire } from '../legacy/orgs.server'
import type { OrgRow } from '../views/organisations'
import { refused, type Outcome } from './failure.server'

/* Organisations by status and their approval, for admins (3-organiser-admin §2 org-search, §4). */

export { ORG_STATUSES, type OrgStatus }

type Ctx = Pick<RequestContext, 'legacy'>
type ApproveCtx = Pick<RequestContext, 'legacy' | 'orgsGeneration'>

const toRow = (o: OrgWire): OrgRow => ({
  id: o.id,
  name: o.name,
  status: o.status.toUpperCase(),
  approvable: o.status.toUpperCase() !== 'ACTIVE',
})

export async function findOrganisations(ctx: Ctx, status: OrgStatus): Promise<OrgRow[]> {
  const answer = await listOrgs(ctx.legacy, status)
  return answer.data.map(toRow).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}

/** Approves one organisation: done with its name, or the legacy site's refusal (422) or fault. */
export async function approveOrganisation(ctx: ApproveCtx, orgId: number): Promise<Outcome & { name?: string }> {
  try {
    const answer = await approveOrg(ctx.legacy, orgId)
    // Its builders' organisation lists show the new status at once.
    await ctx.orgsGeneration.next()
    return { ok: true, name: answer.data.name }
  } catch (err) {
    return refused(err, 422)
  }
}
