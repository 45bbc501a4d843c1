import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * One organisation as the builder reads, creates and updates it, and the logo upload
 * (docs/legacy-wire.md "Builder: organisations"), made as the admin. A create adds a pending
 * organisation: these come after the organisation lists by status.
 */

const V5 = '/wp-json/e4s/v5'
export const COMPORG_REC = {
  /** The seed's first organisation (the demo organiser's), and an id that does not exist. */
  known: 12,
  unknown: 999999,
  /** Names that pick the create scenario: a new one, and a name of spaces. */
  name: { success: 'Rec Organisation Created', blank: ' ' },
  /** The bytes the upload recording sends: a PNG signature. */
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
} as const

/** A save body as the organisation page sends it (bff/pages/builder-organisation.server.ts). */
export function compOrgBody(name: string, id = 0) {
  return {
    id,
    name,
    logo: '',
    stripeUser: { id: 0 },
    options: { checkIn: { useTerms: false, terms: '' }, priority: { required: false, code: '', dateTime: '', message: '' } },
  }
}

const admin = { Authorization: `Bearer ${TOKENS.admin}` }
const byName = (name: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.name', equalTo: name } }] })

export async function compOrgRecordings(sim: Simulator, adminToken: string): Promise<Recording[]> {
  const R = COMPORG_REC
  const asAdmin = { token: adminToken }
  const orgPath = (id: number) => `${V5}/comporg/${id}`
  const out: Recording[] = []

  const read: Endpoint = { slug: 'comporg-read', method: 'GET', path: `${V5}/comporg/{id}` }
  const found = (await getJson(sim, 'GET', orgPath(R.known), asAdmin)).body
  const missing = (await getJson(sim, 'GET', orgPath(R.unknown), asAdmin)).body
  out.push(
    recording(read, 'success', 'success', { urlPath: orgPath(R.known), headers: bearer(TOKENS.admin) }, json(200, found), {
      path: orgPath(R.known),
      headers: admin,
    }),
    recording(read, 'business-error', 'business-error', { urlPath: orgPath(R.unknown), headers: bearer(TOKENS.admin) }, json(200, missing), {
      path: orgPath(R.unknown),
      headers: admin,
    }),
    ...tokenFailures(read, found, orgPath(R.known)),
  )

  const create: Endpoint = { slug: 'comporg-create', method: 'POST', path: `${V5}/comporg` }
  const created = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: compOrgBody(R.name.success) })).body
  const blank = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: compOrgBody(R.name.blank) })).body
  out.push(
    recording(create, 'success', 'success', { headers: bearer(TOKENS.admin), ...byName(R.name.success) }, json(200, created), {
      path: create.path,
      headers: admin,
      json: compOrgBody(R.name.success),
    }),
    recording(create, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byName(R.name.blank) }, json(200, blank), {
      path: create.path,
      headers: admin,
      json: compOrgBody(R.name.blank),
    }),
    ...tokenFailures(create, created),
  )

  const update: Endpoint = { slug: 'comporg-update', method: 'PUT', path: `${V5}/comporg/{id}` }
  const knownName = (found as { data: { name: string } }).data.name
  const updated = (await getJson(sim, 'PUT', orgPath(R.known), { ...asAdmin, json: compOrgBody(knownName, R.known) })).body
  const unknown = (await getJson(sim, 'PUT', orgPath(R.unknown), { ...asAdmin, json: compOrgBody(knownName, R.unknown) })).body
  out.push(
    recording(update, 'success', 'success', { urlPath: orgPath(R.known), headers: bearer(TOKENS.admin) }, json(200, updated), {
      path: orgPath(R.known),
      headers: admin,
      json: compOrgBody(knownName, R.known),
    }),
    recording(update, 'business-error', 'business-error', { urlPath: orgPath(R.unknown), headers: bearer(TOKENS.admin) }, json(200, unknown), {
      path: orgPath(R.unknown),
      headers: admin,
      json: compOrgBody(knownName, R.unknown),
    }),
    ...tokenFailures(update, updated, orgPath(R.known)),
  )

  // The upload is multipart: matched by its address and token (the example replays without a body).
  const upload: Endpoint = { slug: 'upload', method: 'POST', path: `${V5}/upload` }
  const form = new FormData()
  form.set('file', new Blob([Uint8Array.from(R.png)], { type: 'image/png' }), 'org-logo-12.png')
  const res = await fetch(`${sim.url}${upload.path}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form })
  const uploaded = (await res.json()) as unknown
  out.push(
    recording(upload, 'success', 'success', { headers: bearer(TOKENS.admin) }, json(200, uploaded), { path: upload.path, headers: admin }),
    ...tokenFailures(upload, uploaded),
  )
  return out
}
