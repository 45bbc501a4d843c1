import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NO_ENTITY_ID, asksForEntity, chosenEntity, needsEntityPick, type GenericEntityOption } from './athlete-entity'

const COMP = 551
const club: GenericEntityOption = { required: true, entityLevel: 1, entityName: 'Club' }
const larkhill = { id: 1009, name: 'Larkhill Striders' }

describe('generic athlete entity', () => {
  it('a competition asks only when required, for a level with a list (clubs)', () => {
    expect(asksForEntity(club)).toBe(true)
    expect(asksForEntity({ ...club, required: false })).toBe(false)
    expect(asksForEntity({ ...club, entityLevel: 0 })).toBe(false)
    expect(asksForEntity({ ...club, entityLevel: 2, entityName: 'County' })).toBe(false)
  })

  it('an athlete without an entity for this competition must pick one', () => {
    expect(needsEntityPick(club, {}, COMP)).toBe(true)
    expect(needsEntityPick(club, { 550: larkhill }, COMP)).toBe(true)
  })

  it('id 9999 (the legacy default) or no positive id counts as none', () => {
    for (const id of [NO_ENTITY_ID, 0, -1, 1.5, Number.NaN]) {
      expect(chosenEntity({ [COMP]: { id, name: 'x' } }, COMP), String(id)).toBeNull()
      expect(needsEntityPick(club, { [COMP]: { id, name: 'x' } }, COMP), String(id)).toBe(true)
    }
  })

  it('an athlete with an entity saved for this competition goes straight to the schedule', () => {
    expect(chosenEntity({ [COMP]: larkhill }, COMP)).toEqual(larkhill)
    expect(needsEntityPick(club, { [COMP]: larkhill }, COMP)).toBe(false)
    expect(needsEntityPick(club, { [String(COMP)]: larkhill }, COMP)).toBe(false)
  })

  it('a competition that does not ask never opens the picker', () => {
    expect(needsEntityPick({ ...club, required: false }, {}, COMP)).toBe(false)
    expect(needsEntityPick({ ...club, entityLevel: 0 }, { [COMP]: { id: NO_ENTITY_ID, name: '' } }, COMP)).toBe(false)
  })

  it('property: the picker opens exactly when the competition asks for a club and no real entity is saved for it', () => {
    const entity = fc.record({ id: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.constant(NO_ENTITY_ID)), name: fc.string() })
    fc.assert(
      fc.property(
        fc.record({ required: fc.boolean(), entityLevel: fc.integer({ min: 0, max: 4 }), entityName: fc.string() }),
        fc.dictionary(fc.integer({ min: 1, max: 999 }).map(String), entity),
        fc.integer({ min: 1, max: 999 }),
        (option, entities, compId) => {
          const saved = entities[String(compId)]
          const real = saved !== undefined && saved.id > 0 && saved.id !== NO_ENTITY_ID
          expect(needsEntityPick(option, entities, compId)).toBe(option.required && option.entityLevel === 1 && !real)
        },
      ),
    )
  })
})
