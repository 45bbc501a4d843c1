import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { ATHLETE_MESSAGES } from './athlete'
import { athleteFormIntent, athleteLookupSchema } from './athlete-lookup'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

const patterns = { EA: '^\\d{7}$' }
const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: athleteLookupSchema(patterns) })

describe('registration look-up schema', () => {
  it('both fields are required', () => {
    const result = parse({ lookupAo: 'EA' })
    expect(result.status).toBe('error')
    expect(result.status === 'error' && result.error).toEqual({
      lookupUrn: [ATHLETE_MESSAGES.required],
      lookupDob: [ATHLETE_MESSAGES.required],
    })
  })

  it("the number must fit the authority's pattern, the date DD/MM/YYYY", () => {
    const result = parse({ lookupAo: 'EA', lookupUrn: '12ab', lookupDob: '2001-04-22' })
    expect(result.status === 'error' && result.error).toEqual({ lookupUrn: [ATHLETE_MESSAGES.urn], lookupDob: [ATHLETE_MESSAGES.date] })
  })

  it('an authority without a pattern takes any number', () => {
    expect(parse({ lookupAo: 'IRL', lookupUrn: 'AB-12', lookupDob: '22/04/2001' }).status).toBe('success')
  })

  it('a valid look-up gives the query: trimmed, the date as YYYY-MM-DD', () => {
    const result = parse({ lookupAo: ' EA ', lookupUrn: ' 1900004 ', lookupDob: '22/04/2001', firstName: 'ignored' })
    expect(result.status === 'success' && result.value).toEqual({ aocode: 'EA', urn: '1900004', dob: '2001-04-22' })
  })
})

describe('form intent', () => {
  it('the look-up button says lookup; anything else (Enter, the save button) saves', () => {
    expect(athleteFormIntent(form({ intent: 'lookup' }))).toBe('lookup')
    expect(athleteFormIntent(form({}))).toBe('save')
    expect(athleteFormIntent(form({ intent: 'delete' }))).toBe('save')
  })
})
