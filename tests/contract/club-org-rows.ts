import { expect } from 'vitest'
import * as clubs from '../../bff/legacy/clubs.server'
import * as orgs from '../../bff/legacy/orgs.server'
import { CLUB_ORG_REC } from '../../contract-fixtures/recorder/club-org-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the club and organisation recordings: one per mapping file. */

const R = CLUB_ORG_REC
const ADMIN_TOKEN = 'rec-admin-token'
type Club = Awaited<ReturnType<typeof clubs.getClub>>
type Orgs = Awaited<ReturnType<typeof orgs.listOrgs>>
type Approved = Awaited<ReturnType<typeof orgs.approveOrg>>

export const clubOrgRows: Record<string, Row> = {
  'club.success.json': {
    call: (l) => clubs.getClub(l(), R.club.known),
    expect: ok((v: Club) =>
      expect(v.data).toMatchObject({
        id: R.club.known,
        name: 'Ashby Moor Track Club',
        clubType: 'C',
        areaname: 'Northvale',
        entityLevel: 1,
      }),
    ),
  },
  'club.business-error.json': {
    call: (l) => clubs.getClub(l(), R.club.unknown),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  'club.server-error.json': { call: (l) => clubs.getClub(l(), R.club.serverError), expect: { error: 'http', status: 500 } },
  'club.malformed.json': { call: (l) => clubs.getClub(l(), R.club.malformed), expect: { error: 'contract' } },

  'orgs-list.success.json': {
    call: (l) => orgs.listOrgs(l(ADMIN_TOKEN), R.status),
    expect: ok((v: Orgs) => {
      expect(v.data.map((o) => o.id)).toContain(R.approve.pending)
      expect(v.data.every((o) => o.status === R.status)).toBe(true)
    }),
  },
  'orgs-list.business-error.json': {
    call: (l) => orgs.listOrgs(l(USER_TOKEN), R.status),
    expect: { error: 'business', errNo: 1, text: /permission/ },
  },
  ...tokenRows('orgs-list', (l) => orgs.listOrgs(l, R.status)),

  'orgs-approve.success.json': {
    call: (l) => orgs.approveOrg(l(ADMIN_TOKEN), R.approve.pending),
    expect: ok((v: Approved) => expect(v.data).toMatchObject({ id: R.approve.pending, status: 'ACTIVE' })),
  },
  'orgs-approve.business-error.json': {
    call: (l) => orgs.approveOrg(l(ADMIN_TOKEN), R.approve.active),
    expect: { error: 'business', errNo: 1, text: /already approved/ },
  },
  ...tokenRows('orgs-approve', (l) => orgs.approveOrg(l, R.approve.pending)),
}
