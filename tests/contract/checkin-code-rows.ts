import { expect } from 'vitest'
import * as checkin from '../../bff/legacy/checkin.server'
import { CHECKIN_CODE_REC, checkInCodeRecDay } from '../../contract-fixtures/recorder/checkin-code-recordings'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { createSeed } from '../../contract-fixtures/seed'
import { checkInCodeOf } from '../../contract-fixtures/simulator/checkin'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the check-in by code recordings (verify): one per mapping file. */

const R = CHECKIN_CODE_REC
const day = checkInCodeRecDay({ state: createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE })) })
const verify = (code: string) => ({ email: R.email, code, date: day })

export const checkInCodeRows: Record<string, Row> = {
  'checkin-verify.success.json': {
    call: (l) => checkin.verifyCheckInCode(l(USER_TOKEN), verify(checkInCodeOf(R.compId))),
    expect: ok((v: Awaited<ReturnType<typeof checkin.verifyCheckInCode>>) => {
      expect(v.data).toEqual({ compId: R.compId })
    }),
  },
  'checkin-verify.business-error.json': {
    call: (l) => checkin.verifyCheckInCode(l(USER_TOKEN), verify(R.wrongCode)),
    expect: { error: 'business', errNo: 1, text: /Check-in code not recognised/ },
  },
  ...tokenRows('checkin-verify', (l) => checkin.verifyCheckInCode(l, verify(checkInCodeOf(R.compId)))),
}
