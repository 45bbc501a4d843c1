import { expect } from 'vitest'
import * as comporg from '../../bff/legacy/comporg.server'
import { COMPORG_REC, compOrgBody } from '../../contract-fixtures/recorder/comporg-recordings'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the organisation and upload recordings: one per mapping file. */

const R = COMPORG_REC
const ADMIN_TOKEN = 'rec-admin-token'
type Org = Awaited<ReturnType<typeof comporg.getCompOrg>>
type Uploaded = Awaited<ReturnType<typeof comporg.uploadFile>>
const logo = { filename: 'org-logo-12.png', contentType: 'image/png', bytes: Uint8Array.from(R.png) }
const knownBody = (id: number) => ({ ...compOrgBody('Northvale Athletics Network', id) })

export const compOrgRows: Record<string, Row> = {
  'comporg-read.success.json': {
    call: (l) => comporg.getCompOrg(l(ADMIN_TOKEN), R.known),
    expect: ok((v: Org) => {
      expect(v.data).toMatchObject({ id: R.known, status: 'ACTIVE', stripeUser: { id: expect.any(Number) } })
      expect(v.data.options.checkIn).toEqual(expect.objectContaining({ useTerms: expect.any(Boolean) }))
    }),
  },
  'comporg-read.business-error.json': {
    call: (l) => comporg.getCompOrg(l(ADMIN_TOKEN), R.unknown),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('comporg-read', (l) => comporg.getCompOrg(l, R.known)),

  'comporg-create.success.json': {
    call: (l) => comporg.saveCompOrg(l(ADMIN_TOKEN), compOrgBody(R.name.success)),
    expect: ok((v: Org) => expect(v.data).toMatchObject({ name: R.name.success, status: 'PENDING' })),
  },
  'comporg-create.business-error.json': {
    call: (l) => comporg.saveCompOrg(l(ADMIN_TOKEN), compOrgBody(R.name.blank)),
    expect: { error: 'business', errNo: 1, text: /Enter an organisation name/ },
  },
  ...tokenRows('comporg-create', (l) => comporg.saveCompOrg(l, compOrgBody(R.name.success))),

  'comporg-update.success.json': {
    call: (l) => comporg.saveCompOrg(l(ADMIN_TOKEN), knownBody(R.known)),
    expect: ok((v: Org) => expect(v.data.id).toBe(R.known)),
  },
  'comporg-update.business-error.json': {
    call: (l) => comporg.saveCompOrg(l(ADMIN_TOKEN), knownBody(R.unknown)),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('comporg-update', (l) => comporg.saveCompOrg(l, knownBody(R.known))),

  'upload.success.json': {
    call: (l) => comporg.uploadFile(l(ADMIN_TOKEN), logo),
    expect: ok((v: Uploaded) => expect(v.path).toMatch(/^\/wp-content\/uploads\/e4s\/.+\.png$/)),
  },
  ...tokenRows('upload', (l) => comporg.uploadFile(l, logo)),
}
