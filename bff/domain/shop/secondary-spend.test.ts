import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkBasket } from '../entry/basket-checks'
import { childrenOf, deselect, removalBlocked, type SpendRow } from './secondary-spend'

const rows: SpendRow[] = [
  { ceid: 1, name: 'Parking day pass' },
  { ceid: 2, name: 'Car wash', parentCeid: 1 },
  { ceid: 3, name: 'Valet', parentCeid: 2 },
  { ceid: 4, name: 'Programme' },
]

describe('parents and children', () => {
  it('children are found through other children', () => {
    expect(childrenOf(rows, 1).map((r) => r.ceid)).toEqual([2, 3])
    expect(childrenOf(rows, 4)).toEqual([])
  })

  it('deselecting a parent deselects its children', () => {
    expect([...deselect(new Set([1, 2, 3, 4]), rows, 1)]).toEqual([4])
    expect([...deselect(new Set([1, 2, 3, 4]), rows, 3)]).toEqual([1, 2, 4])
  })

  it("removing a parent with children in the basket is refused with the spec's message", () => {
    expect(removalBlocked(rows, 1)).toBe('Parking day pass has secondary spend item(s), please remove these first: Car wash, Valet')
    expect(removalBlocked(rows, 3)).toBeNull()
    expect(removalBlocked(rows.slice(2), 2)).toBeNull()
  })

  it("a child alone at submit gets the spec's message; a mandatory group unfilled too", () => {
    expect(
      checkBasket({ rows: [{ ceid: 2, name: 'Car wash', parentCeid: 1, parentName: 'Parking day pass' }] }).map((p) => p.text),
    ).toEqual(["Event 'Car wash' requires 'Parking day pass' to be selected, or requires parent event to be selected."])
    expect(
      checkBasket({ rows: [{ ceid: 1, name: 'Parking day pass' }], mandatoryGroups: [{ id: 9, name: 'Car size', parentCeid: 1 }] }).map(
        (p) => p.code,
      ),
    ).toEqual(['mandatoryGroup'])
  })
})

/** A forest of up to 12 rows: each row's parent is an earlier row, or none. */
const forest = fc
  .array(fc.option(fc.nat(11), { nil: undefined }), { minLength: 1, maxLength: 12 })
  .map((parents) =>
    parents.map((p, i): SpendRow => ({ ceid: i + 1, name: `Item ${i + 1}`, parentCeid: p !== undefined && p < i ? p + 1 : undefined })),
  )

describe('a child item is never in the basket without its parent', () => {
  it('after any deselection, every selected child still has its parent selected', () => {
    fc.assert(
      fc.property(forest, fc.nat(11), (tree, pick) => {
        const closed = new Set(tree.map((r) => r.ceid))
        const after = deselect(closed, tree, (pick % tree.length) + 1)
        return tree.every((r) => !after.has(r.ceid) || r.parentCeid === undefined || after.has(r.parentCeid))
      }),
    )
  })

  it('a removal the rule allows leaves no orphan in the basket', () => {
    fc.assert(
      fc.property(forest, fc.nat(11), (tree, pick) => {
        const ceid = (pick % tree.length) + 1
        if (removalBlocked(tree, ceid) !== null) return true
        const left = tree.filter((r) => r.ceid !== ceid)
        return left.every((r) => r.parentCeid === undefined || left.some((p) => p.ceid === r.parentCeid))
      }),
    )
  })

  it('a selection the submit check passes has every child with its parent', () => {
    fc.assert(
      fc.property(forest, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (tree, keep) => {
        const chosen = tree.filter((_, i) => keep[i])
        const problems = checkBasket({ rows: chosen.map((r) => ({ ceid: r.ceid, name: r.name, parentCeid: r.parentCeid })) })
        if (problems.length > 0) return true
        return chosen.every((r) => r.parentCeid === undefined || chosen.some((p) => p.ceid === r.parentCeid))
      }),
    )
  })
})
