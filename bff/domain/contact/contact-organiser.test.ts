import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTACT_BODY_MAX, contactBodyLength, isContactCategory, toContactWire } from './contact-organiser'

describe('the ask-organiser call body', () => {
  it.each([
    ['competition', 'Competition query', false],
    ['technical', 'Technical or Payment query', true],
  ] as const)('%s is sent as the spec label %s, for the platform: %s', (category, wire, foaE4s) => {
    expect(toContactWire({ compId: 7, category, body: '  When?  ', email: ' a@b.org ' })).toEqual({
      compId: 7,
      category: wire,
      body: 'When?',
      email: 'a@b.org',
      foaE4s,
    })
  })

  it('knows its categories and nothing else', () => {
    expect(isContactCategory('competition')).toBe(true)
    expect(isContactCategory('Competition query')).toBe(false)
    expect(isContactCategory(undefined)).toBe(false)
  })
})

describe('the message length', () => {
  it('counts characters as a person does, without the surrounding spaces', () => {
    expect(contactBodyLength('  é😀  ')).toBe(2)
    expect(contactBodyLength('a'.repeat(CONTACT_BODY_MAX))).toBe(600)
  })

  it('never counts more than the string has code units', () => {
    fc.assert(fc.property(fc.string(), (s) => contactBodyLength(s) <= s.trim().length))
  })
})
