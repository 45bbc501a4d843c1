import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact-organiser'

function errorsOf(loggedIn: boolean, fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  const submission = parseWithZod(form, { schema: contactSchema(loggedIn) })
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

describe('the ask-organiser form (2-entry §5)', () => {
  it.each([
    ['no category', true, { body: 'Hi' }, { category: ['contact.categoryRequired'] }],
    ['an unknown category', true, { category: 'other', body: 'Hi' }, { category: ['contact.categoryRequired'] }],
    ['no message', true, { category: 'competition' }, { body: ['contact.bodyRequired'] }],
    ['only spaces', true, { category: 'competition', body: '   ' }, { body: ['contact.bodyRequired'] }],
    ['601 characters', true, { category: 'competition', body: 'x'.repeat(601) }, { body: ['contact.bodyTooLong'] }],
    ['a visitor without an email', false, { category: 'technical', body: 'Hi' }, { email: ['contact.emailRequired'] }],
    ['a visitor with a bad email', false, { category: 'technical', body: 'Hi', email: 'nope' }, { email: ['validation.validEmail'] }],
  ])('%s is refused with the spec message', (_name, loggedIn, fields, errors) => {
    expect(errorsOf(loggedIn, fields)).toEqual(errors)
  })

  it.each([
    ['600 characters from a user (their email is used)', true, { category: 'competition', body: 'x'.repeat(600) }],
    ['a visitor with an email', false, { category: 'technical', body: 'Hi', email: 'v@example.org' }],
  ])('%s is accepted', (_name, loggedIn, fields) => {
    expect(errorsOf(loggedIn, fields)).toEqual({})
  })
})
