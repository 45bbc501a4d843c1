import { expect } from 'vitest'
import * as athletes from '../../bff/legacy/athletes.server'
import * as cartCalls from '../../bff/legacy/cart.server'
import * as entry from '../../bff/legacy/entry.server'
import { ATHLETE_REC } from '../../contract-fixtures/recorder/athlete-recordings'
import { ENTRY_REC } from '../../contract-fixtures/recorder/entry-recordings'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { USER_TOKEN, ok, tokenRows, type Row } from './rows'

/** Replay rows of the entry and athlete recordings: one per mapping file. */

const E = ENTRY_REC
const A = ATHLETE_REC
const C = ENTRY_DEMO.rulesCeids
const W = ENTRY_DEMO.waitingListCeids
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>

const business = (text: RegExp): Row['expect'] => ({ error: 'business', errNo: 1, text })

export const entryRows: Record<string, Row> = {
  'competition.success.json': {
    call: (l) => entry.getFullCompetition(l(USER_TOKEN), E.compId),
    expect: ok((v: Answer<typeof entry.getFullCompetition>) => {
      expect(v.data).toMatchObject({ id: E.compId, termsConditions: expect.stringMatching(/^<p>/) })
      expect(v.data.options.priority.required).toBe(true)
      expect(v.data.rules.find((r) => r.agid === 3)?.options.maxEvents).toBe(ENTRY_DEMO.rulesDayLimit)
      expect(v.data.prices[0]).toMatchObject({ price: 8, salePrice: 6.5 })
    }),
  },
  'competition.business-error.json': {
    call: (l) => entry.getFullCompetition(l(USER_TOKEN), E.unknownCompId),
    expect: business(/Competition not found/),
  },
  ...tokenRows('competition', (l) => entry.getFullCompetition(l, E.compId)),

  'competition-agegroups.success.json': {
    call: (l) => entry.getAgeGroups(l(USER_TOKEN), E.compId),
    expect: ok((v: Answer<typeof entry.getAgeGroups>) => {
      expect(v.data.map((g) => g.shortName)).toContain('U15')
      expect(v.data.every((g) => /^\d{4}-\d{2}-\d{2}$/.test(g.dobFrom) && g.dobFrom <= g.dobTo)).toBe(true)
    }),
  },
  'competition-agegroups.business-error.json': {
    call: (l) => entry.getAgeGroups(l(USER_TOKEN), E.unknownCompId),
    expect: business(/Competition not found/),
  },
  ...tokenRows('competition-agegroups', (l) => entry.getAgeGroups(l, E.compId)),

  'uom.success.json': {
    call: (l) => entry.getUnits(l(USER_TOKEN)),
    expect: ok((v: Answer<typeof entry.getUnits>) => expect(v.data.map((u) => `${u.uomType} ${u.pattern}`)).toContain('T m:ss.SS')),
  },
  'uom.success-anonymous.json': {
    call: (l) => entry.getUnits(l()),
    expect: ok((v: Answer<typeof entry.getUnits>) => expect(v.data.map((u) => `${u.uomType} ${u.pattern}`)).toContain('D m.cm')),
  },
  ...tokenRows('uom', (l) => entry.getUnits(l)),

  'priority.success.json': {
    call: (l) => entry.checkPriorityCode(l(USER_TOKEN), E.compId, E.goodCode),
    expect: ok((v: Answer<typeof entry.checkPriorityCode>) => expect(v.errNo).toBe(0)),
  },
  'priority.business-error.json': {
    call: (l) => entry.checkPriorityCode(l(USER_TOKEN), E.compId, E.wrongCode),
    expect: business(/^Code entered does not match\.$/),
  },
  ...tokenRows('priority', (l) => entry.checkPriorityCode(l, E.compId, 'any')),

  'product.success.json': {
    call: (l) => cartCalls.requestProduct(l(USER_TOKEN), { ceid: C.m100, athleteId: E.athleteId, pb: E.pb }),
    expect: ok((v: Answer<typeof cartCalls.requestProduct>) =>
      expect(v.data).toMatchObject({ productId: E.products.m100, waitingList: false }),
    ),
  },
  'product.business-error-pb-below-min.json': {
    call: (l) => cartCalls.requestProduct(l(USER_TOKEN), { ceid: C.m100, athleteId: E.athleteId, pb: E.lowPb }),
    expect: business(/^PB is below standard min\.$/),
  },
  'product.business-error-max-in-day.json': {
    call: (l) => cartCalls.requestProduct(l(USER_TOKEN), { ceid: C.tripleJump, athleteId: E.athleteId }),
    expect: business(/^Max in Day$/),
  },
  ...tokenRows('product', (l) => cartCalls.requestProduct(l, { ceid: C.m100, athleteId: E.athleteId })),

  'basket-add.success.json': {
    call: (l) => cartCalls.addToBasket(l(USER_TOKEN), [E.products.m100, E.products.longJump]),
    expect: ok((v: Answer<typeof cartCalls.addToBasket>) =>
      expect(v.data).toEqual({ products: [E.products.m100, E.products.longJump], count: 2, total: 14 }),
    ),
  },
  'basket-add.business-error.json': {
    call: (l) => cartCalls.addToBasket(l(USER_TOKEN), [E.foreignProductId]),
    expect: business(/is not in your cart/),
  },
  ...tokenRows('basket-add', (l) => cartCalls.addToBasket(l, [1])),

  'entry-switch.success.json': {
    call: (l) => entry.switchEntry(l(USER_TOKEN), { entryId: E.entries.m800Other, ceid: W.longJump }),
    expect: ok((v: Answer<typeof entry.switchEntry>) => expect(v.data).toMatchObject({ entryId: E.entries.m800Other, ceid: W.longJump })),
  },
  'entry-switch.business-error.json': {
    call: (l) => entry.switchEntry(l(USER_TOKEN), { entryId: E.entries.m800Other, ceid: C.m800 }),
    expect: business(/same competition/),
  },
  ...tokenRows('entry-switch', (l) => entry.switchEntry(l, { entryId: 1, ceid: 1 })),

  'product-delete.success.json': {
    call: (l) => cartCalls.deleteProduct(l(USER_TOKEN), E.products.waitingOther),
    expect: ok((v: Answer<typeof cartCalls.deleteProduct>) => {
      expect(v.data.productId).toBe(E.products.waitingOther)
      expect(v.message).toBe('100m removed from basket for athlete: Leo Garside')
    }),
  },
  'product-delete.business-error.json': {
    call: (l) => cartCalls.deleteProduct(l(USER_TOKEN), E.foreignProductId),
    expect: business(/^Product not found in your cart\.$/),
  },
  ...tokenRows('product-delete', (l) => cartCalls.deleteProduct(l, E.products.waitingOther)),

  'cart.success.json': {
    call: (l) => cartCalls.getCart(l(USER_TOKEN)),
    expect: ok((v: Answer<typeof cartCalls.getCart>) => {
      expect(v.data.items.map((i) => [i.productId, i.inBasket])).toEqual([
        [E.products.m100, true],
        [E.products.longJump, true],
        [E.products.m800Other, false],
      ])
      expect(v.data.totals.total).toBe(v.data.items.reduce((n, i) => n + i.lineTotal, 0))
      expect(v.meta.currency).toBe('£')
    }),
  },
  ...tokenRows('cart', (l) => cartCalls.getCart(l)),

  'pb-update.success.json': {
    call: (l) => athletes.savePb(l(USER_TOKEN), { aid: E.athleteId, eid: E.pbEventId, pb: E.pbValue, pbText: String(E.pbValue) }),
    expect: ok((v: Answer<typeof athletes.savePb>) => {
      expect(v.data).toMatchObject({ eventid: E.pbEventId, pb: E.pbValue })
      expect(v.message).toBe('PB saved for 100m')
    }),
  },
  'pb-update.business-error.json': {
    call: (l) => athletes.savePb(l(USER_TOKEN), { aid: E.unknownAthleteId, eid: E.pbEventId, pb: E.pbValue }),
    expect: business(/^Error updating PB\.$/),
  },
  ...tokenRows('pb-update', (l) => athletes.savePb(l, { aid: 1, eid: 1, pb: 1 })),

  'pb-update-v2.success.json': {
    call: (l) => athletes.savePbV2(l(USER_TOKEN), { entryId: E.entries.m100, performance: E.perf }),
    expect: ok((v: Answer<typeof athletes.savePbV2>) =>
      expect(v.data).toMatchObject({ entryId: E.entries.m100, pb: E.perf, pbText: '12.65' }),
    ),
  },
  'pb-update-v2.business-error.json': {
    call: (l) => athletes.savePbV2(l(USER_TOKEN), { entryId: E.entries.longJump, performance: E.tooFar }),
    expect: business(/^PB is above standard min\.$/),
  },
  ...tokenRows('pb-update-v2', (l) => athletes.savePbV2(l, { entryId: 1, performance: 1 })),

  'basket-handoff.success.json': {
    call: (l) => cartCalls.getBasketHandoff(l(USER_TOKEN)),
    expect: ok((v: Answer<typeof cartCalls.getBasketHandoff>) => expect(v.data.url).toBe(`/basket?handoff=${E.handoffCode}`)),
  },
  ...tokenRows('basket-handoff', (l) => cartCalls.getBasketHandoff(l)),

  'schedule.success.json': {
    call: (l) => entry.getSchedule(l(USER_TOKEN), E.compId, E.athleteId),
    expect: ok((v: Answer<typeof entry.getSchedule>) => {
      expect(v.ageInfo).toMatchObject({ ageGroup: 'Under 15', ageGroupId: 3 })
      expect(v.rules.length).toBeGreaterThan(0)
      const paid = v.events.filter((e) => e.paid > 0 && e.entryId > 0)
      expect(paid.map((e) => e.ceid)).toEqual([C.m100, C.longJump])
      expect(paid[0]!.order.orderId).toBeGreaterThan(0)
      const m100 = v.events.find((e) => e.ceid === C.m100)!
      expect(m100).toMatchObject({ ceoptions: { mandatoryPB: true }, perfInfo: { limits: { min: 9.5, max: 30 } }, pb: E.perf })
      expect(v.events.find((e) => e.ceid === C.longJump)!.ceoptions.uniqueEventGroups.map((g) => g.name)).toEqual(['Triple Jump'])
    }),
  },
  'schedule.success-in-cart.json': {
    call: (l) => entry.getSchedule(l(USER_TOKEN), ENTRY_DEMO.waitingListCompId, E.otherAthleteId),
    expect: ok((v: Answer<typeof entry.getSchedule>) => {
      const inCart = v.events.filter((e) => e.order.productId > 0 && e.paid === 0)
      expect(inCart.map((e) => e.ceid)).toEqual([W.longJump])
      expect(v.subscriptionText).not.toBe('')
    }),
  },
  'schedule.business-error.json': {
    call: (l) => entry.getSchedule(l(USER_TOKEN), E.unknownCompId, E.athleteId),
    expect: business(/Competition not found/),
  },
  ...tokenRows('schedule', (l) => entry.getSchedule(l, E.compId, E.athleteId)),
}

export const athleteRows: Record<string, Row> = {
  'athletes-search.success.json': {
    call: (l) => athletes.searchAthletes(l(USER_TOKEN), { compid: E.compId }),
    expect: ok((v: Answer<typeof athletes.searchAthletes>) => {
      expect(v.data.map((a) => a.id)).toEqual([ENTRY_DEMO.athleteId, ENTRY_DEMO.sharedAthleteId, ENTRY_DEMO.expiredAthleteId])
      expect(v.meta).toEqual({ totalCount: 3, pagenumber: 1, pagesize: 5 })
      expect(v.data[0]).toMatchObject({ userAthlete: true, ageInfo: { ageGroup: 'Under 15' } })
    }),
  },
  ...tokenRows('athletes-search', (l) => athletes.searchAthletes(l)),

  'athlete-create.success.json': {
    call: (l) => athletes.createAthlete(l(USER_TOKEN), { ...A.created, gender: 'F' }),
    expect: ok((v: Answer<typeof athletes.createAthlete>) =>
      expect(v.data).toMatchObject({ id: A.createdAthleteId, URN: A.created.URN, userAthlete: true }),
    ),
  },
  'athlete-create.business-error.json': {
    call: (l) => athletes.createAthlete(l(USER_TOKEN), { ...A.invalid, gender: 'F' }),
    expect: business(/^Club or school required\.$/),
  },
  ...tokenRows('athlete-create', (l) => athletes.createAthlete(l, { ...A.created, gender: 'F' })),

  'athlete-get.success.json': {
    call: (l) => athletes.getAthlete(l(USER_TOKEN), ENTRY_DEMO.athleteId),
    expect: ok((v: Answer<typeof athletes.getAthlete>) => {
      expect(v.data).toMatchObject({ id: ENTRY_DEMO.athleteId, firstName: 'Isla', gender: 'F' })
      expect(v.data.pbInfo.length).toBeGreaterThan(0)
    }),
  },
  'athlete-get.business-error.json': {
    call: (l) => athletes.getAthlete(l(USER_TOKEN), A.foreignAthleteId),
    expect: business(/do not have access/),
  },
  ...tokenRows('athlete-get', (l) => athletes.getAthlete(l, ENTRY_DEMO.athleteId)),

  'athlete-update.success.json': {
    call: (l) => athletes.updateAthlete(l(USER_TOKEN), A.createdAthleteId, A.update),
    expect: ok((v: Answer<typeof athletes.updateAthlete>) => {
      expect(v.data.surName).toBe(A.update.surName)
      expect(v.data.options.genericCompAthleteEntities[String(ENTRY_DEMO.limitsCompId)]).toEqual({ id: 1001, name: 'Club' })
    }),
  },
  'athlete-update.business-error.json': {
    call: (l) => athletes.updateAthlete(l(USER_TOKEN), A.foreignAthleteId, A.update),
    expect: business(/do not have access/),
  },
  ...tokenRows('athlete-update', (l) => athletes.updateAthlete(l, A.createdAthleteId, A.update)),

  'athlete-getid.success.json': {
    call: (l) => athletes.lookupRegistration(l(USER_TOKEN), { aocode: 'EA', regid: '1900004', dob: '2001-01-01' }),
    expect: ok((v: Answer<typeof athletes.lookupRegistration>) =>
      expect(v.data).toMatchObject({ id: A.foreignAthleteId, userAthlete: false }),
    ),
  },
  'athlete-getid.business-error.json': {
    call: (l) => athletes.lookupRegistration(l(USER_TOKEN), { aocode: 'EA', regid: A.unknownRegid, dob: '2001-01-01' }),
    expect: business(/No athlete found/),
  },
  ...tokenRows('athlete-getid', (l) => athletes.lookupRegistration(l, { aocode: 'EA', regid: '1900004', dob: '2001-01-01' })),

  'athlete-link.success.json': {
    call: (l) => athletes.linkAthlete(l(USER_TOKEN), A.foreignAthleteId, A.userId),
    expect: ok((v: Answer<typeof athletes.linkAthlete>) => expect(v.data).toMatchObject({ id: A.foreignAthleteId, userAthlete: true })),
  },
  'athlete-link.business-error.json': {
    call: (l) => athletes.linkAthlete(l(USER_TOKEN), A.unknownAthleteId, A.userId),
    expect: business(/^Athlete not found$/),
  },
  ...tokenRows('athlete-link', (l) => athletes.linkAthlete(l, A.foreignAthleteId, A.userId)),

  'athlete-unlink.success.json': {
    call: (l) => athletes.unlinkAthlete(l(USER_TOKEN), A.createdAthleteId, A.userId),
    expect: ok((v: Answer<typeof athletes.unlinkAthlete>) => expect(v.errNo).toBe(0)),
  },
  'athlete-unlink.business-error.json': {
    call: (l) => athletes.unlinkAthlete(l(USER_TOKEN), A.createdAthleteId, A.userId + 1),
    expect: business(/your own athletes/),
  },
  ...tokenRows('athlete-unlink', (l) => athletes.unlinkAthlete(l, A.createdAthleteId, A.userId)),
}
