import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayInstant } from '../builder/dates'
import { ORGANISATION_MESSAGES_EN, validateOrganisation, type OrganisationInput } from './organisation'

const valid: OrganisationInput = {
  name: 'Northvale Harriers',
  useTerms: true,
  terms: 'Bring your number.',
  priority: { required: true, code: 'ABCDE', date: '15/06/2026', time: '12:00' },
  paymentConnect: true,
  stripeUserId: 7,
  entriesOpen: displayInstant('11/06/2026', '09:00'),
  entriesClose: displayInstant('01/07/2026', '23:59'),
}

type Over = { priority?: Partial<OrganisationInput['priority']> } & Partial<Omit<OrganisationInput, 'priority'>>
const messages = (over: Over) =>
  validateOrganisation({ ...valid, ...over, priority: { ...valid.priority, ...over.priority } }).map((p) => [
    p.field,
    ORGANISATION_MESSAGES_EN[p.code],
  ])

describe('organisation rules (3-organiser-admin §5 "Organisation options"), each with the exact message', () => {
  it('accepts a valid organisation, and one without terms, priority or payment connect whatever those fields say', () => {
    expect(messages({})).toEqual([])
    expect(
      messages({ useTerms: false, terms: '', priority: { required: false, code: '', date: 'x' }, paymentConnect: false, stripeUserId: 0 }),
    ).toEqual([])
  })

  const cases: Array<[string, Over, string, string]> = [
    ['no name', { name: '' }, 'name', 'Enter an organisation name.'],
    ['a name of spaces', { name: '   ' }, 'name', 'Enter an organisation name.'],
    ['terms used but empty', { terms: ' ' }, 'terms', "Enter 'terms and conditions'."],
    ['priority without a code', { priority: { code: '' } }, 'priorityCode', "A 'Priority' code is Required."],
    ['priority without a finish date', { priority: { date: '' } }, 'priorityDate', 'Required'],
    ['priority without a finish time', { priority: { time: '' } }, 'priorityTime', 'Required'],
    [
      'priority after the close',
      { priority: { date: '02/07/2026' } },
      'priorityDate',
      "'Priority' date entered after entries closing date",
    ],
    ['priority before the open', { priority: { date: '10/06/2026' } }, 'priorityDate', "'Priority' date entered before entries open date"],
    ['payment connect without a user', { stripeUserId: 0 }, 'stripeUserId', 'Stripe user account required.'],
  ]
  it.each(cases)('%s', (_name, over, field, message) => expect(messages(over)).toEqual([[field, message]]))

  it('without a competition, a priority finish is not held to an entries window', () => {
    expect(messages({ entriesOpen: null, entriesClose: null, priority: { date: '01/01/2030' } })).toEqual([])
  })
})

describe('organisation rule properties', () => {
  it('a name that is only whitespace is always refused, any other name never is', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n') }), (name) => {
        expect(messages({ name })).toEqual([['name', 'Enter an organisation name.']])
      }),
    )
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (name) => {
          expect(messages({ name })).toEqual([])
        },
      ),
    )
  })

  it('with payment connect on, any id below 1 needs the user; with it off, none does', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (stripeUserId) => {
        expect(messages({ stripeUserId })).toEqual([['stripeUserId', 'Stripe user account required.']])
        expect(messages({ stripeUserId, paymentConnect: false })).toEqual([])
      }),
    )
  })
})
