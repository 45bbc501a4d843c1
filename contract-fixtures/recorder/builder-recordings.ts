import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, malformed, recording, tokenFailures, truncated, type Endpoint, type Recording } from './kit'

/**
 * The builder calls (docs/legacy-wire.md "Builder"), made as the admin (E4SUSER builds for every
 * organisation). Saves change the simulator, so these come after every other recording but logout.
 */

const V5 = '/wp-json/e4s/v5'
export const BUILDER_REC = {
  adminId: 103,
  /** The competition an update is recorded on, and one that does not exist. */
  updated: 550,
  unknown: 9999,
  /** Names that pick the create scenario. */
  name: { success: 'Rec Builder Open', businessError: 'Rec No Organisation' },
  /** Rules on the update's competition: a new one for Under 17, Under 15's (it has one already), the rule for every other age group. */
  rule: { newAgid: 4, takenAgid: 3, existing: 5502, unknown: 99999 },
  /** Event groups of the update's competition: one renamed and flagged, one deleted (the 800m), one that does not exist. */
  /** Clones of the update's competition: to a date after the reference date, and to one before it. */
  clone: { date: '2026-07-30', past: '2026-05-01' },
  group: { renamed: 55001, deleted: 55005, unknown: 99999, name: 'Rec Sprint', blank: ' ' },
} as const

/** A rule body as the Rules step sends it (bff/pages/builder-rules.server.ts). */
export function builderRuleBody(agid: number, id = 0) {
  return {
    id,
    compId: BUILDER_REC.updated,
    agid,
    options: {
      maxEvents: 4,
      maxField: 0,
      maxTrack: 0,
      maxCompEvents: 0,
      maxCompField: 0,
      maxCompTrack: 0,
      maxExcludedEvents: 0,
      maxTeamEvents: 0,
      unique: [] as [],
    },
  }
}

const admin = { Authorization: `Bearer ${TOKENS.admin}` }
const byName = (name: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.name', equalTo: name } }] })

/** A save body as the builder sends it (bff/pages/builder-forms.server.ts). */
export function builderSaveBody(name: string, orgId = 12) {
  return {
    id: 0,
    name,
    active: true,
    date: '2026-07-04',
    entriesOpenDateTime: '2026-06-02T09:00:00+01:00',
    entriesCloseDateTime: '2026-07-01T23:59:00+01:00',
    indoorOutdoor: 'O',
    information: '',
    compOrg: { id: orgId },
    location: { id: 1 },
    options: { contact: { userName: 'Rec Organiser', email: 'organiser@example.org', tel: '', visible: true } },
  }
}

export async function builderRecordings(sim: Simulator, adminToken: string): Promise<Recording[]> {
  const R = BUILDER_REC
  const out: Recording[] = []
  const asAdmin = { token: adminToken }

  const locs: Endpoint = { slug: 'builder-locations', method: 'GET', path: `${V5}/locs` }
  const events: Endpoint = { slug: 'builder-events', method: 'GET', path: `${V5}/event` }
  for (const e of [locs, events]) {
    const body = (await getJson(sim, 'GET', e.path)).body
    out.push(
      recording(e, 'success', 'success', { headers: { Authorization: { absent: true } } }, json(200, body), { path: e.path }),
      recording(e, 'malformed', 'malformed', { headers: bearer(TOKENS.malformed) }, malformed(truncated(body)), {
        path: e.path,
        headers: { Authorization: `Bearer ${TOKENS.malformed}` },
      }),
    )
  }

  const myOrgsPath = `${V5}/myorgs/${R.adminId}`
  const myOrgs: Endpoint = { slug: 'builder-myorgs', method: 'GET', path: `${V5}/myorgs/{id}` }
  const orgs = (await getJson(sim, 'GET', myOrgsPath, asAdmin)).body
  out.push(
    recording(myOrgs, 'success', 'success', { urlPath: myOrgsPath, headers: bearer(TOKENS.admin) }, json(200, orgs), {
      path: myOrgsPath,
      headers: admin,
    }),
    ...tokenFailures(myOrgs, orgs, myOrgsPath),
  )

  const create: Endpoint = { slug: 'builder-create', method: 'POST', path: `${V5}/competition` }
  const created = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: builderSaveBody(R.name.success) })).body
  const refused = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: builderSaveBody(R.name.businessError, 0) })).body
  out.push(
    recording(create, 'success', 'success', { headers: bearer(TOKENS.admin), ...byName(R.name.success) }, json(200, created), {
      path: create.path,
      headers: admin,
      json: builderSaveBody(R.name.success),
    }),
    recording(
      create,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.admin), ...byName(R.name.businessError) },
      json(200, refused),
      { path: create.path, headers: admin, json: builderSaveBody(R.name.businessError, 0) },
    ),
    ...tokenFailures(create, created),
  )

  const update: Endpoint = { slug: 'builder-update', method: 'PUT', path: `${V5}/competition/{id}` }
  const updatePath = (id: number) => `${V5}/competition/${id}`
  const updateBody = { ...builderSaveBody(R.name.success), id: R.updated }
  const updated = (await getJson(sim, 'PUT', updatePath(R.updated), { ...asAdmin, json: updateBody })).body
  const unknown = (await getJson(sim, 'PUT', updatePath(R.unknown), { ...asAdmin, json: updateBody })).body
  out.push(
    recording(update, 'success', 'success', { urlPath: updatePath(R.updated), headers: bearer(TOKENS.admin) }, json(200, updated), {
      path: updatePath(R.updated),
      headers: admin,
      json: updateBody,
    }),
    recording(
      update,
      'business-error',
      'business-error',
      { urlPath: updatePath(R.unknown), headers: bearer(TOKENS.admin) },
      json(200, unknown),
      {
        path: updatePath(R.unknown),
        headers: admin,
        json: updateBody,
      },
    ),
    ...tokenFailures(update, updated, updatePath(R.updated)),
  )
  out.push(...(await ruleRecordings(sim, adminToken)), ...(await groupRecordings(sim, adminToken)))

  const clone: Endpoint = { slug: 'builder-clone', method: 'POST', path: `${V5}/builder/competition/clone` }
  const cloneBody = (date: string) => ({ env: 'dev', id: R.updated, date })
  const byDate = (date: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.date', equalTo: date } }] })
  const cloned = (await getJson(sim, 'POST', clone.path, { ...asAdmin, json: cloneBody(R.clone.date) })).body
  const past = (await getJson(sim, 'POST', clone.path, { ...asAdmin, json: cloneBody(R.clone.past) })).body
  out.push(
    recording(clone, 'success', 'success', { headers: bearer(TOKENS.admin), ...byDate(R.clone.date) }, json(200, cloned), {
      path: clone.path,
      headers: admin,
      json: cloneBody(R.clone.date),
    }),
    recording(clone, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byDate(R.clone.past) }, json(200, past), {
      path: clone.path,
      headers: admin,
      json: cloneBody(R.clone.past),
    }),
    ...tokenFailures(clone, cloned),
  )
  return out
}

/** The event group calls: rename (by the body's name), results possible, delete. */
async function groupRecordings(sim: Simulator, adminToken: string): Promise<Recording[]> {
  const G = BUILDER_REC.group
  const asAdmin = { token: adminToken }
  const out: Recording[] = []
  const renameBody = (name: string) => ({ compId: BUILDER_REC.updated, egId: G.renamed, name })

  const rename: Endpoint = { slug: 'builder-group-rename', method: 'POST', path: `${V5}/compevent/renamegroup` }
  const renamed = (await getJson(sim, 'POST', rename.path, { ...asAdmin, json: renameBody(G.name) })).body
  const blank = (await getJson(sim, 'POST', rename.path, { ...asAdmin, json: renameBody(G.blank) })).body
  out.push(
    recording(rename, 'success', 'success', { headers: bearer(TOKENS.admin), ...byName(G.name) }, json(200, renamed), {
      path: rename.path,
      headers: admin,
      json: renameBody(G.name),
    }),
    recording(rename, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byName(G.blank) }, json(200, blank), {
      path: rename.path,
      headers: admin,
      json: renameBody(G.blank),
    }),
    ...tokenFailures(rename, renamed),
  )

  const results: Endpoint = { slug: 'builder-group-results', method: 'POST', path: `${V5}/eventgroup/resultspossible` }
  const resultsBody = (egId: number) => ({ egId, possible: 1 })
  const byEgId = (egId: number) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.egId', equalTo: String(egId) } }] })
  const flagged = (await getJson(sim, 'POST', results.path, { ...asAdmin, json: resultsBody(G.renamed) })).body
  const noGroup = (await getJson(sim, 'POST', results.path, { ...asAdmin, json: resultsBody(G.unknown) })).body
  out.push(
    recording(results, 'success', 'success', { headers: bearer(TOKENS.admin), ...byEgId(G.renamed) }, json(200, flagged), {
      path: results.path,
      headers: admin,
      json: resultsBody(G.renamed),
    }),
    recording(results, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byEgId(G.unknown) }, json(200, noGroup), {
      path: results.path,
      headers: admin,
      json: resultsBody(G.unknown),
    }),
    ...tokenFailures(results, flagged),
  )

  const groupPath = (egId: number) => `${V5}/eventgroup/${egId}`
  const remove: Endpoint = { slug: 'builder-group-delete', method: 'DELETE', path: `${V5}/eventgroup/{id}` }
  const removed = (await getJson(sim, 'DELETE', groupPath(G.deleted), asAdmin)).body
  const missing = (await getJson(sim, 'DELETE', groupPath(G.unknown), asAdmin)).body
  out.push(
    recording(remove, 'success', 'success', { urlPath: groupPath(G.deleted), headers: bearer(TOKENS.admin) }, json(200, removed), {
      path: groupPath(G.deleted),
      headers: admin,
    }),
    recording(
      remove,
      'business-error',
      'business-error',
      { urlPath: groupPath(G.unknown), headers: bearer(TOKENS.admin) },
      json(200, missing),
      {
        path: groupPath(G.unknown),
        headers: admin,
      },
    ),
    ...tokenFailures(remove, removed, groupPath(G.deleted)),
  )
  return out
}

const byAgid = (agid: number) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.agid', equalTo: String(agid) } }] })

/** The Rules step's calls (our reading of "services /v5/rule"): create, update, delete. */
async function ruleRecordings(sim: Simulator, adminToken: string): Promise<Recording[]> {
  const R = BUILDER_REC.rule
  const asAdmin = { token: adminToken }
  const out: Recording[] = []

  const create: Endpoint = { slug: 'builder-rule-create', method: 'POST', path: `${V5}/rule` }
  const created = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: builderRuleBody(R.newAgid) })).body
  const taken = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: builderRuleBody(R.takenAgid) })).body
  out.push(
    recording(create, 'success', 'success', { headers: bearer(TOKENS.admin), ...byAgid(R.newAgid) }, json(200, created), {
      path: create.path,
      headers: admin,
      json: builderRuleBody(R.newAgid),
    }),
    recording(create, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byAgid(R.takenAgid) }, json(200, taken), {
      path: create.path,
      headers: admin,
      json: builderRuleBody(R.takenAgid),
    }),
    ...tokenFailures(create, created),
  )

  const rulePath = (id: number) => `${V5}/rule/${id}`
  const update: Endpoint = { slug: 'builder-rule-update', method: 'PUT', path: `${V5}/rule/{id}` }
  const updated = (await getJson(sim, 'PUT', rulePath(R.existing), { ...asAdmin, json: builderRuleBody(0, R.existing) })).body
  const unknown = (await getJson(sim, 'PUT', rulePath(R.unknown), { ...asAdmin, json: builderRuleBody(0, R.unknown) })).body
  out.push(
    recording(update, 'success', 'success', { urlPath: rulePath(R.existing), headers: bearer(TOKENS.admin) }, json(200, updated), {
      path: rulePath(R.existing),
      headers: admin,
      json: builderRuleBody(0, R.existing),
    }),
    recording(
      update,
      'business-error',
      'business-error',
      { urlPath: rulePath(R.unknown), headers: bearer(TOKENS.admin) },
      json(200, unknown),
      {
        path: rulePath(R.unknown),
        headers: admin,
        json: builderRuleBody(0, R.unknown),
      },
    ),
    ...tokenFailures(update, updated, rulePath(R.existing)),
  )

  const createdId = (created as { data: { id: number } }).data.id
  const remove: Endpoint = { slug: 'builder-rule-delete', method: 'DELETE', path: `${V5}/rule/{id}` }
  const removed = (await getJson(sim, 'DELETE', rulePath(createdId), asAdmin)).body
  const missing = (await getJson(sim, 'DELETE', rulePath(R.unknown), asAdmin)).body
  out.push(
    recording(remove, 'success', 'success', { urlPath: rulePath(createdId), headers: bearer(TOKENS.admin) }, json(200, removed), {
      path: rulePath(createdId),
      headers: admin,
    }),
    recording(
      remove,
      'business-error',
      'business-error',
      { urlPath: rulePath(R.unknown), headers: bearer(TOKENS.admin) },
      json(200, missing),
      {
        path: rulePath(R.unknown),
        headers: admin,
      },
    ),
    ...tokenFailures(remove, removed, rulePath(createdId)),
  )
  return out
}
