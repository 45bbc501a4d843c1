import { ACTIONS_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The organiser's entry actions (docs/legacy-wire.md "Entry actions"): reading one entry (our
 * invention) and cancelling it with a settlement, made as the admin on the seeded paid entries.
 * The cancel success refunds the third entry; the refusal is a blank reason on the second.
 */

const V5 = '/wp-json/e4s/v5'
export const ENTRY_ACTION_REC = {
  entryId: ACTIONS_DEMO.firstEntryId,
  cancelledEntryId: ACTIONS_DEMO.firstEntryId + 2,
  refusedEntryId: ACTIONS_DEMO.firstEntryId + 1,
  unknownEntryId: 99999,
  reason: 'Injured',
} as const

export async function entryActionRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = ENTRY_ACTION_REC
  const call = async (method: string, path: string, body?: unknown) => (await getJson(sim, method, path, { token, json: body })).body
  const at = (path: string) => ({ urlPath: path, headers: bearer(TOKENS.admin) })
  const example = (path: string, body?: unknown) => ({
    path,
    headers: { Authorization: `Bearer ${TOKENS.admin}` },
    ...(body === undefined ? {} : { json: body }),
  })

  const read: Endpoint = { slug: 'entry-read', method: 'GET', path: `${V5}/entry/read/{entryId}` }
  const readPath = `${V5}/entry/read/${R.entryId}`
  const unknownPath = `${V5}/entry/read/${R.unknownEntryId}`
  const readOk = await call('GET', readPath)
  const readUnknown = await call('GET', unknownPath)

  const cancel: Endpoint = { slug: 'entry-cancel', method: 'POST', path: `${V5}/entry/cancel/{entryId}` }
  const cancelPath = `${V5}/entry/cancel/${R.cancelledEntryId}`
  const refusedPath = `${V5}/entry/cancel/${R.refusedEntryId}`
  const cancelBody = { reason: R.reason, settle: 'REFUND' }
  const refusedBody = { reason: ' ', settle: '' }
  const cancelled = await call('POST', cancelPath, cancelBody)
  const refused = await call('POST', refusedPath, refusedBody)

  return [
    recording(read, 'success', 'success', at(readPath), json(200, readOk), example(readPath)),
    recording(read, 'business-error', 'business-error', at(unknownPath), json(200, readUnknown), example(unknownPath)),
    ...tokenFailures(read, readOk, readPath),
    recording(cancel, 'success', 'success', at(cancelPath), json(200, cancelled), example(cancelPath, cancelBody)),
    recording(cancel, 'business-error', 'business-error', at(refusedPath), json(200, refused), example(refusedPath, refusedBody)),
    ...tokenFailures(cancel, cancelled, cancelPath),
  ]
}
