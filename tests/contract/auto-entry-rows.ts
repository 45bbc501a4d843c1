import { expect } from 'vitest'
import * as auto from '../../bff/legacy/auto-entries.server'
import { AUTO_ENTRY_REC } from '../../contract-fixtures/recorder/auto-entry-recordings'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the automatic entry recordings (read, copy), made as the admin: one per mapping file. */

const R = AUTO_ENTRY_REC
const ADMIN = 'rec-admin-token'
type Read = Awaited<ReturnType<typeof auto.readAutoEntries>>
type Copy = Awaited<ReturnType<typeof auto.copyAutoEntries>>
const copyInput = { compId: R.compId, entryIds: [...R.entryIds] }

export const autoEntryRows: Record<string, Row> = {
  'autoentries-read.success.json': {
    call: (l) => auto.readAutoEntries(l(ADMIN), R.compId),
    expect: ok((v: Read) => {
      expect(v.data).toMatchObject({ compId: R.compId, target: { id: R.targetCompId } })
      expect(v.data.entries.map((e) => e.entryId)).toEqual(expect.arrayContaining([...R.entryIds]))
      expect(v.data.events.length).toBeGreaterThan(0)
    }),
  },
  'autoentries-read.business-error.json': {
    call: (l) => auto.readAutoEntries(l(ADMIN), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found\./ },
  },
  ...tokenRows('autoentries-read', (l) => auto.readAutoEntries(l, R.compId)),
  'autoentries-copy.success.json': {
    call: (l) => auto.copyAutoEntries(l(ADMIN), copyInput),
    // The recorder's clock is before the target opens, so its answer refuses both (TARGET_CLOSED): the shape is what is replayed.
    expect: ok((v: Copy) => {
      const answered = [...v.data.copied.map((c) => c.entryId), ...v.data.refused.map((r) => r.entryId)]
      expect(answered.sort()).toEqual([...R.entryIds].sort())
      for (const r of v.data.refused) expect(['NO_MATCHING_EVENT', 'ALREADY_ENTERED', 'TARGET_CLOSED', 'NOT_FOUND']).toContain(r.reason)
      expect(v.data.targetCompId).toBe(R.targetCompId)
    }),
  },
  'autoentries-copy.business-error.json': {
    call: (l) => auto.copyAutoEntries(l(ADMIN), { ...copyInput, compId: R.noTargetCompId }),
    expect: { error: 'business', errNo: 1, text: /Select a target competition in the options first\./ },
  },
  ...tokenRows('autoentries-copy', (l) => auto.copyAutoEntries(l, copyInput)),
}
