import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { statusSchema } from './competition-status'

const moves = { choiceIds: [2, 3, 4], paidIds: [4] }
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return parseWithZod(data, { schema: statusSchema(moves) })
}

describe('the status form (3-organiser-admin §5)', () => {
  it.each([
    ['paid empty', { paid: '', moveto: '3' }, { paid: ['compstatus.paidRequired'] }],
    ['move to not chosen', { paid: '10', moveto: '0' }, { moveto: ['compstatus.moveToRequired'] }],
    ['PAID without a bank reference', { paid: '120', moveto: '4', reference: ' ' }, { reference: ['compstatus.referenceRequired'] }],
    ['a move the workflow does not offer', { paid: '120', moveto: '1' }, { moveto: ['compstatus.moveToRequired'] }],
  ])('%s', (_name, fields, error) => {
    const submission = form(fields)
    expect(submission.status).toBe('error')
    if (submission.status === 'error') expect(submission.error).toEqual(error)
  })

  it('passes a move to PAID with its reference, trimmed', () => {
    const submission = form({ paid: ' £120 ', moveto: '4', reference: ' BACS 42 ', notes: 'ok' })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') expect(submission.value).toEqual({ paid: '£120', moveto: 4, reference: 'BACS 42', notes: 'ok' })
  })
})
