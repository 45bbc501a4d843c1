import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sendAlike, takeAlike, type Alike } from './alike'

const value = fc.oneof(
  fc.constantFrom(0, 1, '', '1', 'a', true, false, null),
  fc.record({ id: fc.nat(2), name: fc.constantFrom('x', 'y') }),
  fc.array(fc.nat(2), { maxLength: 2 }),
)
// Records with some fields missing, as optional fields are.
const records = fc.array(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), value), { maxLength: 6 })

describe('records sent alike', () => {
  it('are the records they were', () => {
    fc.assert(
      fc.property(records, (all) => {
        // Through the browser's loader data: JSON, as turbo-stream sends plain values.
        const sent = JSON.parse(JSON.stringify(sendAlike(all))) as Alike<Record<string, unknown>>
        expect(takeAlike(sent)).toEqual(all)
      }),
    )
  })

  it('send a value most records share once, tell 1 from "1", and share alike objects', () => {
    const { common, items } = sendAlike([
      { n: 1, ref: { id: 1 }, tag: 'x' },
      { n: '1', ref: { id: 1 }, tag: 'y' },
      { n: 1, ref: { id: 2 }, tag: 'z' },
      { n: 2, ref: { id: 2 } },
    ])
    expect(common).toEqual({ n: 1, ref: { id: 1 } })
    expect(items).toEqual([{ tag: 'x' }, { n: '1', tag: 'y' }, { ref: { id: 2 }, tag: 'z' }, { n: 2, ref: { id: 2 } }])
    expect(items[3]!.ref).toBe(items[2]!.ref)
  })

  it('send a field as sentAs maps it, and leave the records as they were', () => {
    fc.assert(
      fc.property(records, (all) => {
        const before = structuredClone(all)
        const shown = (v: unknown) => (typeof v === 'number' ? v * 10 : v)
        const sent = JSON.parse(JSON.stringify(sendAlike(all, { a: shown }))) as Alike<Record<string, unknown>>
        expect(takeAlike(sent)).toEqual(all.map((r) => ('a' in r ? { ...r, a: shown(r.a) } : r)))
        expect(all).toEqual(before)
      }),
    )
  })
})
