import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod'
import { createSeed } from '../../contract-fixtures/seed'
import { addPrice } from '../../contract-fixtures/simulator/builder-events'
import { chargedFee, currentPrice } from '../../contract-fixtures/simulator/entry-model'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { eventCost, newEventPrice } from '../../bff/pages/builder-events.server'
import { entryFee, type FeeSettings } from '../../bff/domain/entry/fees'
import { round2 } from '../../bff/domain/text/rounding'
import { addEventSchema } from '../../app/forms/builder-events'

/*
 * The fee agreement (issue 30, decision 066): what the builder's Events step says the athlete pays
 * for an event is what the entrant is then charged. The builder side runs the add form's parse (the
 * one fee rule sets the fee), the price the page posts, and what the step shows for the saved price;
 * the legacy side runs the simulator's price create, its price in force and its charged fee.
 */

const state = createSimulatorState(createSeed(1))
const comp = state.seed.competitions.find((c) => c.active && c.compEvents.length > 0)!
const ce = comp.compEvents[0]!

const money = (maxPence: number) => fc.integer({ min: 0, max: maxPence }).map((p) => p / 100)
const settings = fc.record<FeeSettings>({
  minCost: money(2_000),
  minFee: money(200),
  percCharged: fc.integer({ min: 0, max: 2_000 }).map((p) => p / 100),
  addCost: money(200),
  nationalminCost: money(2_000),
  nationaladdCost: money(200),
})

function addForm(price: number, freeEntry: boolean, feeIncluded: boolean) {
  const data = new FormData()
  const fields: Record<string, string> = {
    intent: 'add',
    eventId: '1',
    groupName: '100m',
    ageGroupIds: '3',
    startDate: '04/07/2026',
    startTime: '10:30',
    priceDescription: 'Standard',
    price: price.toFixed(2),
  }
  if (freeEntry) fields.freeEntry = 'on'
  if (feeIncluded) fields.feeIncluded = 'on'
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

describe("the builder's displayed fee and the entrant's charged fee", () => {
  it('agree for every price and every fee option (minCost, minFee, percCharged, addCost, national, included, free)', () => {
    fc.assert(
      fc.property(settings, money(20_000), fc.boolean(), fc.boolean(), fc.boolean(), (fees, price, national, feeIncluded, freeEntry) => {
        const submission = parseWithZod(addForm(price, freeEntry, feeIncluded), { schema: addEventSchema({ fees, national }) })
        // A price the rules refuse is never saved: nothing to charge.
        fc.pre(submission.status === 'success')
        if (submission.status !== 'success') return
        const posted = newEventPrice(comp.id, submission.value.price)

        const saved = addPrice(state, comp, posted)
        if (typeof saved === 'string') throw new Error(saved)
        const shown = eventCost(saved)
        const inForce = currentPrice(state, comp, { ...ce, priceId: saved.id })
        const charged = { price: inForce.curPrice, fee: chargedFee(inForce) }

        expect(shown).toEqual(entryFee(price, fees, { national, feeIncluded, freeEntry }))
        expect(round2(charged.price + charged.fee)).toBe(shown.athletePays)
        expect(charged.fee).toBe(feeIncluded ? 0 : shown.fee)
      }),
      { numRuns: 500 },
    )
  })

  it("the issue's example: a 5.00 price with the platform's settings shows and charges the same fee", () => {
    const fees = { minCost: 5, minFee: 0.5, percCharged: 5, addCost: 0.5, nationalminCost: 5, nationaladdCost: 0.3 }
    const submission = parseWithZod(addForm(5, false, false), { schema: addEventSchema({ fees, national: false }) })
    if (submission.status !== 'success') throw new Error('refused')
    const saved = addPrice(state, comp, newEventPrice(comp.id, submission.value.price))
    if (typeof saved === 'string') throw new Error(saved)
    const inForce = currentPrice(state, comp, { ...ce, priceId: saved.id })
    expect(eventCost(saved)).toEqual({ fee: 0.5, athletePays: 5.5, organiserReceives: 5 })
    expect({ price: inForce.curPrice, fee: chargedFee(inForce) }).toEqual({ price: 5, fee: 0.5 })
  })
})
