import { ENTRY_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The entry page's athlete steps: the multi-event PBs (read and save). The club lookup behind the
 * generic athlete entity picker is recorded with the other lookups (lookup-recordings.ts).
 * Recorded after the entry flow, so saving the Pentathlon's PBs does not change the schedules
 * recorded before.
 */

const V5 = '/wp-json/e4s/v5'
const M = ENTRY_DEMO.multiCeids

export const STEP_REC = {
  athleteId: ENTRY_DEMO.athleteId,
  pentathlon: M.pentathlon,
  /** A single event: the multi-event calls refuse it. */
  notMulti: M.m100,
  /** The Pentathlon's 75m Hurdles (event 12) and 800m (event 6). */
  pbs: [
    { eventid: 12, pb: 12.4, pbText: '12.40' },
    { eventid: 6, pb: 155.2, pbText: '2:35.20' },
  ],
} as const

const user = { Authorization: `Bearer ${TOKENS.user}` }
const byCeid = (ceid: number) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.ceid', equalTo: String(ceid) } }] })

function check(condition: boolean, what: string) {
  if (!condition) throw new Error(`step recordings: ${what}`)
}

export async function stepRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const out: Recording[] = []
  const R = STEP_REC
  const call = (method: string, path: string, body?: unknown) => getJson(sim, method, path, { token, json: body })

  // Multi-event PBs: the Pentathlon's child events; a single event is refused.
  const read: Endpoint = { slug: 'multi-pbs', method: 'GET', path: `${V5}/events/multi/{ceid}/{athleteId}` }
  const readPath = (ceid: number) => `${V5}/events/multi/${ceid}/${R.athleteId}`
  const pbs = (await call('GET', readPath(R.pentathlon))).body
  const notMulti = (await call('GET', readPath(R.notMulti))).body
  out.push(
    recording(read, 'success', 'success', { urlPath: readPath(R.pentathlon), headers: bearer(TOKENS.user) }, json(200, pbs), {
      path: readPath(R.pentathlon),
      headers: user,
    }),
    recording(
      read,
      'business-error',
      'business-error',
      { urlPath: readPath(R.notMulti), headers: bearer(TOKENS.user) },
      json(200, notMulti),
      {
        path: readPath(R.notMulti),
        headers: user,
      },
    ),
    ...tokenFailures(read, pbs, readPath(R.pentathlon)),
  )

  const save: Endpoint = { slug: 'multi-pbs-save', method: 'POST', path: `${V5}/athlete/multi/{athleteId}` }
  const savePath = `${V5}/athlete/multi/${R.athleteId}`
  const saveBody = { ceid: R.pentathlon, pbs: R.pbs }
  const refusedBody = { ceid: R.notMulti, pbs: R.pbs }
  const saved = (await call('POST', savePath, saveBody)).body as { errNo?: number }
  check(saved.errNo === 0, 'the Pentathlon PBs were not saved')
  const refused = (await call('POST', savePath, refusedBody)).body
  out.push(
    recording(save, 'success', 'success', { urlPath: savePath, headers: bearer(TOKENS.user), ...byCeid(R.pentathlon) }, json(200, saved), {
      path: savePath,
      headers: user,
      json: saveBody,
    }),
    recording(
      save,
      'business-error',
      'business-error',
      { urlPath: savePath, headers: bearer(TOKENS.user), ...byCeid(R.notMulti) },
      json(200, refused),
      { path: savePath, headers: user, json: refusedBody },
    ),
    ...tokenFailures(save, saved, savePath),
  )
  return out
}
