import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compactRows, DEFAULT_ROW_OPTIONS, fullRows } from './row-options'
import type { RowOptions } from './schedule'
import { makeRow } from './schedule.test-support'

const ids = fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 3 })
const restriction = fc.record({ clubs: ids, counties: ids, regions: ids })
const when = fc.option(fc.constantFrom('2026-05-01T09:00:00+01:00', ''), { nil: null })
const options: fc.Arbitrary<RowOptions> = fc.record({
  unique: ids,
  uniqueEventGroups: ids,
  excludeFromCntRule: fc.boolean(),
  isTeamEvent: fc.boolean(),
  maxAgeGroupCnt: fc.nat(5),
  availableFrom: when,
  availableTo: when,
  hideOnDisable: fc.boolean(),
  security: restriction,
  athleteSecurity: restriction,
  mandatoryPB: fc.boolean(),
  // -0 reads as 0 here, as it does in every rule.
  min: fc.double({ min: -1, max: 100, noNaN: true }).map((v) => v + 0),
  max: fc.double({ min: -1, max: 100, noNaN: true }).map((v) => v + 0),
  split: fc.integer({ min: -20, max: 20 }),
  helpText: fc.string({ maxLength: 5 }),
  warningMessage: fc.string({ maxLength: 5 }),
  registeredAthletes: fc.boolean(),
  unregisteredAthletes: fc.boolean(),
  waitingList: fc.boolean(),
})

describe('rows sent without their default options', () => {
  it('are the rows they were, once the defaults are put back', () => {
    fc.assert(
      fc.property(fc.array(options, { maxLength: 5 }), (all) => {
        const rows = all.map((o, i) => makeRow(i + 1, { options: o }))
        // Through the browser's loader data: JSON, as turbo-stream sends plain values.
        const sent = JSON.parse(JSON.stringify(compactRows(rows))) as ReturnType<typeof compactRows<(typeof rows)[number]>>
        expect(fullRows(sent)).toEqual(rows)
      }),
    )
  })

  it('send nothing of a row that restricts nothing, and only what differs of one that does', () => {
    const [plain, restricted] = compactRows([
      makeRow(1),
      makeRow(2, { options: { mandatoryPB: true, min: 9.5, security: { clubs: [4], counties: [], regions: [] } } }),
    ])
    expect(plain!.options).toEqual({})
    expect(restricted!.options).toEqual({ mandatoryPB: true, min: 9.5, security: { clubs: [4], counties: [], regions: [] } })
  })

  it('share defaults the rules cannot change', () => {
    const [row] = fullRows(compactRows([makeRow(1)]))
    expect(() => (row!.options.unique as number[]).push(3)).toThrow()
    expect(DEFAULT_ROW_OPTIONS.unique).toEqual([])
  })
})
