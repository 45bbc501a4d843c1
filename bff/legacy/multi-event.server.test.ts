import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, mockLegacy } from '../../tests/support/legacy-client'
import { ceOptionsWire } from './entry.server'
import { isLegacyError } from './errors'
import { getMultiEventPbs, multiEventPbsAnswerSchema, saveMultiEventPbs } from './multi-event.server'

const answer = {
  errNo: 0,
  data: {
    ceid: '55301',
    compid: 553,
    eventid: 26,
    eventName: 'Pentathlon',
    athleteid: 5901,
    events: [
      { eventid: 12, eventName: '75m Hurdles', tf: 'T', uomType: 'T', pb: '12.4', pbText: '12.40', min: 9, max: 30, uom: [] },
      { eventid: '20', eventName: 'Long Jump', uomType: 'D', pb: null, uom: 'none' },
    ],
  },
}

describe('multi-event wire schemas', () => {
  it('reads the child events with numbers as text and missing fields defaulted; the output parses again', () => {
    const parsed = multiEventPbsAnswerSchema.parse(answer)
    expect(parsed.data.ceid).toBe(55301)
    expect(parsed.data.events[0]).toMatchObject({ eventid: 12, pb: 12.4, min: 9, max: 30 })
    expect(parsed.data.events[1]).toEqual({
      eventid: 20,
      eventName: 'Long Jump',
      tf: '',
      uomType: 'D',
      pb: 0,
      pbText: '',
      sb: 0,
      min: 0,
      max: 0,
      uom: [],
    })
    expect(multiEventPbsAnswerSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed)
  })

  it('requires the multi-event id and each child event id', () => {
    expect(multiEventPbsAnswerSchema.safeParse({ errNo: 0, data: { ...answer.data, ceid: 0 } }).success).toBe(false)
    expect(multiEventPbsAnswerSchema.safeParse({ errNo: 0, data: { ...answer.data, events: [{ eventName: 'x' }] } }).success).toBe(false)
  })

  it('reads ceoptions.multiEventOptions.childEvents as items or bare ids, dropping bad ones; none is []', () => {
    const read = (childEvents: unknown) => ceOptionsWire.parse({ multiEventOptions: { childEvents } }).multiEventOptions.childEvents
    expect(read([{ id: 12, name: '75m Hurdles' }, { eventid: '20', eventName: 'Long Jump' }, 18, 'x', { name: 'no id' }])).toEqual([
      { id: 12, name: '75m Hurdles' },
      { id: 20, name: 'Long Jump' },
      { id: 18, name: '' },
    ])
    expect(ceOptionsWire.parse({}).multiEventOptions).toEqual({ childEvents: [] })
    const options = ceOptionsWire.parse({ multiEventOptions: { childEvents: [{ id: 12, name: 'H' }] } })
    expect(ceOptionsWire.parse(JSON.parse(JSON.stringify(options)))).toEqual(options)
  })
})

describe('multi-event calls on the wire', () => {
  const ORIGIN = MOCK_ORIGIN
  const mock = mockLegacy()

  it('reads the PBs from /v5/events/multi/{ceid}/{athleteId} with the token', async () => {
    let authorization: unknown
    mock.agent
      .get(ORIGIN)
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/events/multi/55301/5901' })
      .reply((opts) => {
        authorization = (opts.headers as Record<string, string>).authorization
        return { statusCode: 200, data: answer }
      })
    const { data } = await getMultiEventPbs(mock.client.scoped({ token: 't' }), { ceid: 55301, athleteId: 5901 })
    expect(data.events.map((e) => e.eventName)).toEqual(['75m Hurdles', 'Long Jump'])
    expect(authorization).toBe('Bearer t')
  })

  it('posts the PBs to /v5/athlete/multi/{athleteId}; a refusal is a business error with its text', async () => {
    const pool = mock.agent.get(ORIGIN)
    let body: unknown
    pool.intercept({ method: 'POST', path: '/wp-json/e4s/v5/athlete/multi/5901' }).reply((opts) => {
      body = JSON.parse(String(opts.body))
      return { statusCode: 200, data: { errNo: 0, message: 'Multi PBs saved.', data: { athleteid: 5901, ceid: 55301, events: [] } } }
    })
    const legacy = mock.client.scoped({ token: 't' })
    const saved = await saveMultiEventPbs(legacy, { athleteId: 5901, ceid: 55301, pbs: [{ eventId: 12, pb: 12.4, pbText: '12.40' }] })
    expect(saved.message).toBe('Multi PBs saved.')
    expect(body).toEqual({ ceid: 55301, pbs: [{ eventid: 12, pb: 12.4, pbText: '12.40' }] })

    pool
      .intercept({ method: 'POST', path: '/wp-json/e4s/v5/athlete/multi/5901' })
      .reply(200, { errNo: 1, error: 'Error updating Multi PBs.' })
    const refused = await saveMultiEventPbs(legacy, { athleteId: 5901, ceid: 55301, pbs: [] }).catch((e: unknown) => e)
    expect(isLegacyError(refused, 'business') && refused.userMessage).toEqual({ text: 'Error updating Multi PBs.' })
  })

  it('refuses to call without a token', async () => {
    const err = await getMultiEventPbs(mock.client.scoped({}), { ceid: 55301, athleteId: 5901 }).catch((e: unknown) => e)
    expect(isLegacyError(err, 'auth-expired')).toBe(true)
  })
})
