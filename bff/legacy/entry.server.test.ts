import { expectLegacyCall, mockLegacy } from '../../tests/support/legacy-client'
import { describe, expect, it } from 'vitest'
import {
  addEntryToBasket,
  checkPriorityCode,
  competitionAnswerSchema,
  getSchedule,
  ruleWire,
  scheduleAnswerSchema,
  scheduleLineWire,
  switchEntry,
} from './entry.server'
import { isLegacyError } from './errors'

const line = { ceid: 55001, eventid: 2 }

describe('schedule line wire schema', () => {
  it('reads a bare line with every optional field defaulted', () => {
    const w = scheduleLineWire.parse(line)
    expect(w).toMatchObject({
      ceid: 55001,
      eventid: 2,
      Name: '',
      IsOpen: false,
      entered: false,
      paid: 0,
      entryId: 0,
      maxathletes: 0,
      price: { curPrice: 0, actualPrice: 0, saleDate: '' },
      order: { productId: 0, isCredit: false },
      user: { userId: 0, userName: '' },
      ageInfo: { ageGroupId: 0, ageGroup: '' },
      ceoptions: { unique: [], uniqueEventGroups: [], mandatoryPB: false, security: { clubs: [] }, rowOptions: { showPB: true } },
      perfInfo: { limits: { min: 0, max: 0 }, uom: [] },
    })
  })

  it('coerces legacy variance: numbers as text, tinyint flags, comma-separated unique lists', () => {
    const w = scheduleLineWire.parse({
      ...line,
      ceid: '55001',
      IsOpen: '1',
      entered: 1,
      paid: '1',
      entryId: '30001',
      maxathletes: '-1',
      price: { curPrice: '6.50', curFee: '0.5', stdPrice: 8 },
      order: { productId: '80001', isRefund: 0 },
      ceoptions: { unique: '55002, 55003', mandatoryPB: 'true', uniqueEventGroups: [{ id: '55004', name: 'Triple Jump' }], checkIn: {} },
      perfInfo: { limits: { min: '9.5', max: '30' } },
    })
    expect(w).toMatchObject({
      ceid: 55001,
      IsOpen: true,
      entered: true,
      paid: 1,
      entryId: 30001,
      maxathletes: -1,
      price: { curPrice: 6.5, curFee: 0.5, stdPrice: 8 },
      order: { productId: 80001, isRefund: false },
      ceoptions: {
        unique: [55002, 55003],
        mandatoryPB: true,
        uniqueEventGroups: [{ id: 55004, name: 'Triple Jump' }],
        checkIn: { from: -1, to: -1 },
      },
      perfInfo: { limits: { min: 9.5, max: 30 } },
    })
  })

  it('requires the identity of the line: a positive ceid and event id', () => {
    for (const bad of [{ eventid: 2 }, { ceid: 1 }, { ceid: 0, eventid: 2 }, { ceid: 'x', eventid: 2 }])
      expect(scheduleLineWire.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})

describe('schedule answer schema', () => {
  const answer = {
    errNo: 0,
    error: '',
    events: [line],
    rules: [{ id: 1, agid: '3', options: { maxEvents: '2', unique: [] } }],
    ageInfo: { ageGroup: 'Under 15', ageGroupId: 3 },
    schedInfo: { title: 'Schedule' },
  }

  it('reads events and rules at the top level, or wrapped in data', () => {
    const top = scheduleAnswerSchema.parse(answer)
    expect(top.events).toHaveLength(1)
    expect(top.rules[0]).toEqual({
      id: 1,
      agid: 3,
      options: expect.objectContaining({ maxEvents: 2, maxField: 0, unique: null }),
    })
    const wrapped = scheduleAnswerSchema.parse({ errNo: 0, data: { events: [line], rules: [] } })
    expect(wrapped.events[0]!.ceid).toBe(55001)
    expect(wrapped.subscriptionText).toBe('')
  })

  it('reads its own output again unchanged', () => {
    const once = scheduleAnswerSchema.parse(answer)
    expect(scheduleAnswerSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once)
  })

  it('reads a rule unique list as an object, [] or garbage as null', () => {
    expect(ruleWire.parse({ id: 1, agid: 0, options: { unique: { ids: '2,3', text: 'One of' } } }).options.unique).toEqual({
      ids: '2,3',
      events: '',
      type: '',
      text: 'One of',
    })
    expect(ruleWire.parse({ id: 1, agid: 0, options: { unique: 'x' } }).options.unique).toBeNull()
  })
})

describe('competition schema', () => {
  it('drops the priority code and defaults the entry options', () => {
    const w = competitionAnswerSchema.parse({
      errNo: 0,
      data: { id: 550, name: 'Open', options: { priority: { required: 1, code: 'SECRET' }, subscription: { enabled: '1' } }, rules: 'bad' },
    })
    expect(w.data.options.priority).toEqual({ required: true, dateTime: '', message: '' })
    expect(JSON.stringify(w)).not.toContain('SECRET')
    expect(w.data.options).toMatchObject({
      subscription: { enabled: true, timeCloses: '' },
      allowAdd: { registered: true, unregistered: false },
      genericAthleteEntity: { required: false },
    })
    expect(w.data.rules).toEqual([])
    expect(competitionAnswerSchema.parse(JSON.parse(JSON.stringify(w)))).toEqual(w)
    expect(competitionAnswerSchema.safeParse({ errNo: 0, data: { name: 'no id' } }).success).toBe(false)
  })
})

describe('entry calls on the wire', () => {
  const mock = mockLegacy()
  const expectCall = (method: string, path: string, reply: object) => expectLegacyCall(mock.agent, method, path, reply)

  it('sends the priority code and the switch with their bodies', async () => {
    const legacy = mock.client.scoped({ token: 't' })
    const priority = expectCall('POST', '/wp-json/e4s/v5/competition/priority/550', { errNo: 0 })
    await checkPriorityCode(legacy, 550, 'larkhill')
    expect(priority.body).toEqual({ code: 'larkhill' })
    const sw = expectCall('POST', '/wp-json/e4s/v5/entry/switch', { errNo: 0, data: { entryId: 3, ceid: 4 } })
    await switchEntry(legacy, { entryId: 3, ceid: 4 })
    expect(sw.body).toEqual({ entryid: 3, ceid: 4 })
  })

  it('sends add-to-basket as the spec names it, and reads a refusal as a business error', async () => {
    const legacy = mock.client.scoped({ token: 't' })
    const add = expectCall('POST', '/wp-json/e4s/v5/entry/addtobasket', { errNo: 0, message: 'Entry added to basket.' })
    await addEntryToBasket(legacy, { productId: 80012, userId: 3 })
    expect(add.body).toEqual({ productid: 80012, userid: 3 })
    expectCall('POST', '/wp-json/e4s/v5/entry/addtobasket', { errNo: 1, error: 'This entry is already paid.' })
    const refusal = await addEntryToBasket(legacy, { productId: 80012, userId: 3 }).catch((e: unknown) => e)
    expect(isLegacyError(refusal, 'business')).toBe(true)
  })

  it('refuses to call without a token', async () => {
    expect(isLegacyError(await getSchedule(mock.client.scoped({}), 550, 5901).catch((e: unknown) => e), 'auth-expired')).toBe(true)
  })
})
