import { describe, expect, it } from 'vitest'
import { expectLegacyCall, mockLegacy } from '../../tests/support/legacy-client'
import { createDiscount, deleteDiscount } from './builder-discounts.server'
import { builderCompetitionAnswerSchema } from './builder.server'
import { competitionAnswerSchema } from './entry.server'
import { isLegacyError } from './errors'

describe('the discount calls on the wire (decision 071)', () => {
  const mock = mockLegacy()
  const input = { compId: 501, description: 'Second event on', type: 'P' as const, value: 10, fromEntry: 2 }

  it('creates with POST /v5/discount (id 0 and the competition in the body) and deletes with DELETE /v5/discount/{id}', async () => {
    const legacy = mock.client.scoped({ token: 't' })
    const made = expectLegacyCall(mock.agent, 'POST', '/wp-json/e4s/v5/discount', { errNo: 0, data: { id: 5011 } })
    expect((await createDiscount(legacy, input)).data.id).toBe(5011)
    expect(made.body).toEqual({ id: 0, ...input })
    expectLegacyCall(mock.agent, 'DELETE', '/wp-json/e4s/v5/discount/5011', { errNo: 0, data: { deleted: 1 } })
    expect((await deleteDiscount(legacy, 5011)).data.deleted).toBe(1)
  })

  it('turns a refusal into a business error with the legacy text, and needs a token', async () => {
    expectLegacyCall(mock.agent, 'POST', '/wp-json/e4s/v5/discount', { errNo: 1, error: 'A percentage is at most 100.' })
    const err = await createDiscount(mock.client.scoped({ token: 't' }), input).catch((e: unknown) => e)
    expect(isLegacyError(err, 'business') && err.userMessage).toEqual({ text: 'A percentage is at most 100.' })
    expect(isLegacyError(await deleteDiscount(mock.client.scoped({}), 1).catch((e: unknown) => e), 'auth-expired')).toBe(true)
  })
})

describe('meta.discounts of the competition read', () => {
  const comp = { id: 501, name: 'Open', compOrg: { id: 12, name: 'Org' } }
  const good = { id: '7', description: 'Club night', type: 'A', value: '1.5', fromEntry: '2' }

  it('reads numbers given as text, a missing fromEntry as 1, and leaves out a discount it cannot read', () => {
    const meta = {
      discounts: [good, { ...good, id: 8, fromEntry: undefined }, { ...good, id: 9, type: 'X' }, { ...good, id: 10, value: -1 }, 'junk'],
    }
    const builder = builderCompetitionAnswerSchema.parse({ errNo: 0, data: comp, meta })
    expect(builder.meta.discounts).toEqual([
      { id: 7, description: 'Club night', type: 'A', value: 1.5, fromEntry: 2 },
      { id: 8, description: 'Club night', type: 'A', value: 1.5, fromEntry: 1 },
    ])
    const full = competitionAnswerSchema.parse({ errNo: 0, data: comp, meta })
    expect(full.meta.discounts).toEqual(builder.meta.discounts)
    // The cached answer parses again unchanged.
    expect(competitionAnswerSchema.parse(full).meta).toEqual(full.meta)
  })

  it('no meta, or discounts that are not a list, is no discount', () => {
    expect(competitionAnswerSchema.parse({ errNo: 0, data: comp }).meta.discounts).toEqual([])
    expect(builderCompetitionAnswerSchema.parse({ errNo: 0, data: comp, meta: { discounts: {} } }).meta.discounts).toEqual([])
  })
})
