import { expect } from 'vitest'
import * as outputs from '../../bff/legacy/scoreboard-outputs.server'
import { OUTPUT_REC, outputSaveBody } from '../../contract-fixtures/recorder/scoreboard-output-recordings'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the scoreboard output recordings (list, public read, save, delete): one per mapping file. */

const R = OUTPUT_REC
const ADMIN = 'rec-admin-token'
type List = Awaited<ReturnType<typeof outputs.listOutputs>>
type One = Awaited<ReturnType<typeof outputs.getOutput>>

export const scoreboardOutputRows: Record<string, Row> = {
  'scoreboard-outputs.success.json': {
    call: (l) => outputs.listOutputs(l(ADMIN), R.compId),
    expect: ok((v: List) => {
      expect(v.data[0]).toMatchObject({ id: R.mainId, compId: R.compId, name: 'Main screen', kind: 'scoreboard', eventNo: 0 })
      expect(v.data[0]?.config.ranksPerPage).toBe(10)
    }),
  },
  'scoreboard-outputs.business-error.json': {
    call: (l) => outputs.listOutputs(l(ADMIN), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  ...tokenRows('scoreboard-outputs', (l) => outputs.listOutputs(l, R.compId)),
  'scoreboard-output.success.json': {
    call: (l) => outputs.getOutput(l(), R.compId, R.mainId),
    expect: ok((v: One) => expect(v.data).toMatchObject({ id: R.mainId, config: { ranksPageTime: 10000, showScore: 5000 } })),
  },
  'scoreboard-output.business-error.json': {
    call: (l) => outputs.getOutput(l(), R.compId, R.unknownId),
    expect: { error: 'business', errNo: 1, text: /Output not found/ },
  },
  'scoreboard-output.server-error.json': {
    call: (l) => outputs.getOutput(l(), R.compId, R.failingId.serverError),
    expect: { error: 'http', status: 500 },
  },
  'scoreboard-output.malformed.json': {
    call: (l) => outputs.getOutput(l(), R.compId, R.failingId.malformed),
    expect: { error: 'contract' },
  },
  'scoreboard-output-save.success.json': {
    call: (l) => outputs.saveOutput(l(ADMIN), outputSaveBody(R.mainId, 0)),
    expect: ok((v: One) => expect(v.data).toMatchObject({ id: R.mainId, name: 'Main screen' })),
  },
  'scoreboard-output-save.business-error.json': {
    call: (l) => outputs.saveOutput(l(ADMIN), outputSaveBody(R.mainId, -1)),
    expect: { error: 'business', errNo: 1, text: /Invalid event number\./ },
  },
  ...tokenRows('scoreboard-output-save', (l) => outputs.saveOutput(l, outputSaveBody(R.mainId, 0))),
  'scoreboard-output-delete.success.json': {
    call: (l) => outputs.deleteOutput(l(ADMIN), R.compId, R.deletedId),
    expect: ok(() => undefined),
  },
  'scoreboard-output-delete.business-error.json': {
    call: (l) => outputs.deleteOutput(l(ADMIN), R.compId, R.unknownId),
    expect: { error: 'business', errNo: 1, text: /Output not found/ },
  },
  ...tokenRows('scoreboard-output-delete', (l) => outputs.deleteOutput(l, R.compId, R.deletedId)),
}
