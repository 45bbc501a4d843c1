import { expect } from 'vitest'
import * as clubcomps from '../../bff/legacy/clubcomps.server'
import { CLUBCOMP_REC, clubCompRecIds } from '../../contract-fixtures/recorder/clubcomp-recordings'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { ENTRY_DEMO, createSeed } from '../../contract-fixtures/seed'
import { USER_TOKEN, ok, tokenRows, type Row } from './rows'

/** Replay rows of the club competition recordings (the list, one club's info): one per mapping file. */

const R = { ...CLUBCOMP_REC, ...clubCompRecIds(createSeed(1, { referenceDate: REFERENCE_DATE })) }
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>
const club = { id: R.clubId, level: 1 }

export const clubCompRows: Record<string, Row> = {
  'clubcomps-list.success.json': {
    call: (l) => clubcomps.getClubComps(l(USER_TOKEN)),
    expect: ok((v: Answer<typeof clubcomps.getClubComps>) => {
      const listed = v.data.find((c) => c.compId === R.compId)
      expect(listed?.clubs.map((c) => c.clubId)).toContain(R.clubId)
      expect(v.data.map((c) => c.compId)).not.toContain(R.noInfoCompId)
    }),
  },
  ...tokenRows('clubcomps-list', (l) => clubcomps.getClubComps(l)),

  'clubcomp-info.success.json': {
    call: (l) => clubcomps.getClubInfo(l(USER_TOKEN), R.compId, club),
    expect: ok((v: Answer<typeof clubcomps.getClubInfo>) => {
      expect(v.data.configData).toMatchObject({ clubId: R.clubId, ...ENTRY_DEMO.clubInfoAllowance })
      expect(v.data.entryData.entryCnt).toBe(1)
      expect(v.data.entryData.entries).toEqual([expect.objectContaining({ egId: R.entryCeid, egCount: 1 })])
      expect(v.data.entryData.teams).toEqual([expect.objectContaining({ teamName: R.relayName, gender: 'F' })])
    }),
  },
  'clubcomp-info.business-error.json': {
    call: (l) => clubcomps.getClubInfo(l(USER_TOKEN), R.noInfoCompId, club),
    expect: { error: 'business', errNo: 1, text: /^Not a club info competition\.$/ },
  },
  ...tokenRows('clubcomp-info', (l) => clubcomps.getClubInfo(l, R.compId, club)),
}
