import { data, type AppLoadContext } from '@remix-run/node'
import { optionalId } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { approveOrganisation, findOrganisations, ORG_STATUSES, type OrgStatus } from '#bff/services/organisations.server'
import type { OrgApproveResult, OrgSearchView } from '#bff/views/organisations'

/*
 * Organisations by status, and their approval (3-organiser-admin §2 org-search, §4 "Organisation
 * approval changes organisation status"). `?approve={id}` asks to confirm before the post, so the
 * confirmation works without JavaScript.
 */

/** Those asking for approval first: what the admin comes for. */
const DEFAULT_STATUS: OrgStatus = 'PENDING'

const statusOf = (value: unknown): OrgStatus => ORG_STATUSES.find((s) => s === value) ?? DEFAULT_STATUS

export async function orgSearchPage(context: AppLoadContext, url: URL): Promise<OrgSearchView> {
  const status = statusOf(url.searchParams.get('status'))
  const approve = optionalId(url.searchParams.get('approve'))
  const items = await essential(findOrganisations(context, status))
  const confirming = items.find((o) => o.id === approve && o.approvable) ?? null
  return { status, statuses: ORG_STATUSES, items, confirming }
}

export async function orgApprovePost(context: AppLoadContext, form: FormData) {
  const orgId = optionalId(form.get('orgId'))
  if (form.get('intent') !== 'approve' || orgId === null)
    return data<OrgApproveResult>({ ok: false, message: { key: 'errors.generic' } }, 400)
  const outcome = await approveOrganisation(context, orgId)
  if (!outcome.ok) return data<OrgApproveResult>({ ok: false, message: outcome.message }, outcome.status)
  return data<OrgApproveResult>({ ok: true, message: { key: 'orgs.approved', values: { name: outcome.name ?? String(orgId) } } })
}
