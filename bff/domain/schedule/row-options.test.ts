import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deepFreeze } from '../text/deep-freeze'
import { compactRows, DEFAULT_ROW_OPTIONS, fullRows, sentRow } from './row-options'
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

const rowFields = fc.record(
  {
    state: fc.constantFrom('available', 'disabled', 'selected' as const),
    ruleType: fc.constantFrom(null, 'pb', 'maxEvents' as const),
    message: fc.constantFrom(null, { code: 'pbRequired' as const }),
    adminOverride: fc.boolean(),
    hidden: fc.boolean(),
    waitingList: fc.boolean(),
    entered: fc.boolean(),
    paid: fc.nat(3),
    entryId: fc.nat(9),
    pb: fc.option(fc.double({ min: 1, max: 99, noNaN: true }), { nil: null }),
    userSelected: fc.boolean(),
    owner: fc.constantFrom(null, { userId: 4, userName: 'Pat' }),
    price: fc.constantFrom(
      { stdPrice: 10, salePrice: 0, saleEndDate: null, curPrice: 10, curFee: 0.5 },
      { stdPrice: 8, salePrice: 6.5, saleEndDate: '2026-04-01T23:59:00+01:00', curPrice: 6.5, curFee: 0.5 },
    ),
    order: fc.record({ productId: fc.nat(3), orderId: fc.nat(3) }),
  },
  { requiredKeys: [] },
)

describe('rows sent without their default options', () => {
  it('are the rows they were, once the defaults are put back', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(options, rowFields), { maxLength: 5 }), (all) => {
        const rows = all.map(([o, fields], i) => makeRow(i + 1, { ...fields, options: o } as Parameters<typeof makeRow>[1]))
        // Through the browser's loader data: JSON, as turbo-stream sends plain values.
        const sent = JSON.parse(JSON.stringify(compactRows(rows))) as ReturnType<typeof compactRows<(typeof rows)[number]>>
        expect(fullRows(sent)).toEqual(rows)
        // Rows of a legacy answer are frozen, their options compacted once (decision 079): twice the same.
        const frozen = deepFreeze(structuredClone(rows))
        expect(fullRows(compactRows(frozen))).toEqual(rows)
        expect(fullRows(compactRows(frozen))).toEqual(rows)
      }),
    )
  })

  it('send nothing of a row that restricts nothing, and only what differs of one that does', () => {
    const restriction = { mandatoryPB: true, min: 9.5, security: { clubs: [4], counties: [], regions: [] } }
    const { common, items: rows } = compactRows([makeRow(1), makeRow(2), makeRow(3, { options: restriction })])
    expect(common.options).toEqual({})
    expect(rows[0]).not.toHaveProperty('options')
    expect(rows[2]!.options).toEqual(restriction)
  })

  it('send what most rows have alike once, and of each row what it has of its own', () => {
    const sale = { stdPrice: 8, salePrice: 6.5, saleEndDate: '2026-04-01T23:59:00+01:00', curPrice: 6.5, curFee: 0.5 }
    const { common, items: rows } = compactRows([
      makeRow(1),
      makeRow(2, { entered: true, paid: 1, price: sale }),
      makeRow(3),
      makeRow(4, { price: { ...sale } }),
    ])
    expect(common).toMatchObject({ entered: false, paid: 0, state: 'available', owner: null, ageGroup: { id: 1, name: 'Senior' } })
    // A field whose values all differ has no common value.
    expect(common).not.toHaveProperty('ceid')
    expect(Object.keys(rows[0]!).sort()).toEqual(['ceid', 'eventGroup', 'eventId', 'eventName'])
    expect(rows[1]).toMatchObject({ entered: true, paid: 1, price: sale })
    // Alike objects are one object: the loader data's encoding writes it once and refers to it after.
    expect(rows[3]!.price).toBe(rows[1]!.price)
  })

  it("are the rows themselves on the server, where the page renders from its loader's own data", () => {
    const rows = [makeRow(1), makeRow(2, { options: { ...DEFAULT_ROW_OPTIONS, min: 3 } })]
    expect(fullRows(compactRows(rows))).toBe(rows)
  })

  it('share defaults the rules cannot change', () => {
    const [row] = fullRows(compactRows([makeRow(1)]))
    expect(() => (row!.options.unique as number[]).push(3)).toThrow()
    expect(DEFAULT_ROW_OPTIONS.unique).toEqual([])
  })
})

describe('a row as sent, as the inputs of its kept HTML', () => {
  const sentKey = (row: object) => JSON.stringify(sentRow(row))

  it('is the same only for the same row, whatever the rows around it', () => {
    // Few values, so that rows and what they have alike often meet again on another view.
    const fields = fc.record(
      {
        state: fc.constantFrom('available', 'disabled', 'selected' as const),
        entered: fc.boolean(),
        options: fc.constantFrom({}, { min: 2 }),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.array(fields, { minLength: 1, maxLength: 5 }), fields, (all, change) => {
        const rows = all.map((f, i) => makeRow(i + 1, f))
        // The rows on another view, with values every row shares changed (what is alike moves).
        const changed = rows.map((row) => ({ ...row, ...change, options: { ...row.options, ...change.options } }))
        const pages = [rows, rows, changed, [...changed.slice(1), ...rows.slice(0, 1)]].map((page) => fullRows(compactRows(page)))
        const shown = pages.flat()
        for (const a of shown) for (const b of shown) if (sentKey(a) === sentKey(b)) expect(a).toEqual(b)
        // The same rows shown again give the same inputs: their kept HTML is found.
        expect(pages[1]!.map(sentKey)).toEqual(pages[0]!.map(sentKey))
      }),
    )
  })

  it('writes what the rows have alike once per page, not in every row', () => {
    const help = 'Bring your own implement. '.repeat(20)
    const rows = [1, 2, 3].map((i) => makeRow(i, { options: { ...DEFAULT_ROW_OPTIONS, helpText: help } }))
    const keys = [...fullRows(compactRows(rows)), ...fullRows(JSON.parse(JSON.stringify(compactRows(rows))))].map(sentKey)
    for (const key of keys) expect(key).not.toContain('Bring your own')
    // The same values alike on another page, in the browser's rows too: the same number, the same keys.
    expect(keys.slice(3)).toEqual(keys.slice(0, 3))
  })

  it('is the row itself for a row the browser made', () => {
    const row = makeRow(1)
    expect(sentKey(row)).toBe(JSON.stringify(row))
  })
})
