import { expect } from 'vitest'
import { getMultiEventPbs, saveMultiEventPbs } from '../../bff/legacy/multi-event.server'
import { STEP_REC } from '../../contract-fixtures/recorder/step-recordings'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { USER_TOKEN, ok, tokenRows, type Row } from './rows'

/** Replay rows of the entry page's athlete steps: the multi-event PBs (the club lookup's rows are in lookup-rows.ts). */

const S = STEP_REC
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>
const pbs = S.pbs.map((p) => ({ eventId: p.eventid, pb: p.pb, pbText: p.pbText }))
const read = { ceid: S.pentathlon, athleteId: S.athleteId }

export const stepRows: Record<string, Row> = {
  'multi-pbs.success.json': {
    call: (l) => getMultiEventPbs(l(USER_TOKEN), read),
    expect: ok((v: Answer<typeof getMultiEventPbs>) => {
      expect(v.data).toMatchObject({ ceid: S.pentathlon, compid: ENTRY_DEMO.multiCompId, eventName: 'Pentathlon' })
      expect(v.data.events.map((e) => e.eventName)).toEqual(['75m Hurdles', 'High Jump', 'Shot Put', 'Long Jump', '800m'])
      expect(v.data.events[0]).toMatchObject(ENTRY_DEMO.multiHurdlesLimits)
    }),
  },
  'multi-pbs.business-error.json': {
    call: (l) => getMultiEventPbs(l(USER_TOKEN), { ...read, ceid: S.notMulti }),
    expect: { error: 'business', errNo: 1, text: /^Not a multi-event\.$/ },
  },
  ...tokenRows('multi-pbs', (l) => getMultiEventPbs(l, read)),

  'multi-pbs-save.success.json': {
    call: (l) => saveMultiEventPbs(l(USER_TOKEN), { athleteId: S.athleteId, ceid: S.pentathlon, pbs }),
    expect: ok((v: Answer<typeof saveMultiEventPbs>) => {
      expect(v.message).toBe('Multi PBs saved.')
      expect(v.data.events.map((e) => e.pb)).toEqual([12.4, 155.2])
    }),
  },
  'multi-pbs-save.business-error.json': {
    call: (l) => saveMultiEventPbs(l(USER_TOKEN), { athleteId: S.athleteId, ceid: S.notMulti, pbs }),
    expect: { error: 'business', errNo: 1, text: /^Error updating Multi PBs\.$/ },
  },
  ...tokenRows('multi-pbs-save', (l) => saveMultiEventPbs(l, { athleteId: S.athleteId, ceid: S.pentathlon, pbs })),
}
