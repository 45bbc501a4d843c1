import { AUTO_ENTRY_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * Automatic entries (docs/legacy-wire.md "Automatic entries", our invention): the read and the copy,
 * made as the admin on the demo's entries once the target is selected. At the recorder's clock the
 * target is not yet open, so the copy answers both refused (TARGET_CLOSED); the refusal is a
 * competition without a target.
 */

const V5 = '/wp-json/e4s/v5'
export const AUTO_ENTRY_REC = {
  compId: AUTO_ENTRY_DEMO.sourceCompId,
  targetCompId: AUTO_ENTRY_DEMO.targetCompId,
  entryIds: [AUTO_ENTRY_DEMO.firstEntryId, AUTO_ENTRY_DEMO.firstEntryId + 2],
  /** A competition of the same organisation with no target selected. */
  noTargetCompId: 501,
  unknownCompId: 99999,
} as const

export async function autoEntryRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = AUTO_ENTRY_REC
  const source = sim.state.seed.competitions.find((c) => c.id === R.compId)
  if (source) source.options.autoEntries = { selectedTargetComp: R.targetCompId }
  const call = async (method: string, path: string, body?: unknown) => (await getJson(sim, method, path, { token, json: body })).body
  const at = (path: string) => ({ urlPath: path, headers: bearer(TOKENS.admin) })
  const example = (path: string, body?: unknown) => ({
    path,
    headers: { Authorization: `Bearer ${TOKENS.admin}` },
    ...(body === undefined ? {} : { json: body }),
  })

  const read: Endpoint = { slug: 'autoentries-read', method: 'GET', path: `${V5}/autoentries/{compId}` }
  const readPath = `${V5}/autoentries/${R.compId}`
  const unknownPath = `${V5}/autoentries/${R.unknownCompId}`
  const readOk = await call('GET', readPath)
  const readUnknown = await call('GET', unknownPath)

  const copy: Endpoint = { slug: 'autoentries-copy', method: 'POST', path: `${V5}/autoentries/{compId}` }
  const noTargetPath = `${V5}/autoentries/${R.noTargetCompId}`
  const copyBody = { entryIds: [...R.entryIds] }
  const copied = await call('POST', readPath, copyBody)
  const refused = await call('POST', noTargetPath, copyBody)

  return [
    recording(read, 'success', 'success', at(readPath), json(200, readOk), example(readPath)),
    recording(read, 'business-error', 'business-error', at(unknownPath), json(200, readUnknown), example(unknownPath)),
    ...tokenFailures(read, readOk, readPath),
    recording(copy, 'success', 'success', at(readPath), json(200, copied), example(readPath, copyBody)),
    recording(copy, 'business-error', 'business-error', at(noTargetPath), json(200, refused), example(noTargetPath, copyBody)),
    ...tokenFailures(copy, copied, readPath),
  ]
}
