import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, segment, text } from './wire'

/*
 * Organisations by status and their approval (3-organiser-admin §7 `GET /v5/orgs/{status}`,
 * `POST /v5/orgs/approve/{id}`; §3 "Organisation"). The statuses and the answers' shape are our
 * reading (docs/legacy-wire.md "Organisations").
 */

/** The statuses the legacy site lists organisations by: asking for approval, approved, switched off. */
export const ORG_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const
export type OrgStatus = (typeof ORG_STATUSES)[number]

export const orgWire = z.object({ id, name: z.string().trim().min(1), logo: text, status: text })
export type OrgWire = z.infer<typeof orgWire>

/** One malformed organisation must not hide the others. */
const orgList = z.array(z.unknown()).transform((items) =>
  items.flatMap((raw) => {
    const parsed = orgWire.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  }),
)

export const orgListAnswerSchema = envelope(orgList)
export const orgApproveAnswerSchema = envelope(orgWire)

export function listOrgs(legacy: LegacyCaller, status: OrgStatus) {
  return legacy.call({
    endpoint: 'orgs.list',
    method: 'GET',
    path: rest(`/v5/orgs/${encodeURIComponent(status)}`),
    auth: 'required',
    schema: orgListAnswerSchema,
  })
}

/** Approves an organisation: it becomes ACTIVE (3-organiser-admin §4: approval changes its status). */
export function approveOrg(legacy: LegacyCaller, orgId: number) {
  return legacy.call({
    endpoint: 'orgs.approve',
    method: 'POST',
    path: rest(`/v5/orgs/approve/${segment(orgId)}`),
    auth: 'required',
    schema: orgApproveAnswerSchema,
  })
}
