import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import en from '../locales/en/athletes.json'
import fr from '../locales/fr/athletes.json'
import { VALIDATION_MESSAGES } from '#bff/domain/athlete/validators'
import { ATHLETE_MESSAGES, athleteFormDefaults, athleteSchema, toDraft } from './athlete'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

const VALID = { firstName: ' Ann ', surName: 'Lee', gender: 'F', dob: '28/03/1970', club: 'Larkhill Striders' }

function errorsOf(fields: Record<string, string>, patterns = {}) {
  const result = parseWithZod(form(fields), { schema: athleteSchema(patterns) })
  return result.status === 'error' ? result.error : null
}

describe('athlete form schema (2-entry.md §5)', () => {
  it('an empty form: each required field says Required., the club says Club or school required.', () => {
    expect(errorsOf({})).toEqual({
      firstName: [ATHLETE_MESSAGES.required],
      surName: [ATHLETE_MESSAGES.required],
      gender: [ATHLETE_MESSAGES.required],
      dob: [ATHLETE_MESSAGES.required],
      club: [ATHLETE_MESSAGES.clubOrSchool],
    })
  })

  it('whitespace is empty', () => {
    expect(errorsOf({ ...VALID, firstName: '   ' })).toEqual({ firstName: [ATHLETE_MESSAGES.required] })
  })

  it.each(['1970-03-28', '31/02/2001', '28/3/1970', '28/03/70', 'yesterday'])('date %s: the date message', (dob) => {
    expect(errorsOf({ ...VALID, dob })).toEqual({ dob: [ATHLETE_MESSAGES.date] })
  })

  it('gender is F, M or O', () => {
    expect(errorsOf({ ...VALID, gender: 'X' })).toEqual({ gender: [ATHLETE_MESSAGES.required] })
    for (const gender of ['F', 'M', 'O']) expect(errorsOf({ ...VALID, gender })).toBeNull()
  })

  it('a school alone is enough', () => {
    expect(errorsOf({ ...VALID, club: '', school: 'Chalkdown College' })).toBeNull()
  })

  it("the URN matches the organisation's pattern or is empty; no pattern accepts any", () => {
    const patterns = { EA: '^\\d{7}$' }
    expect(errorsOf({ ...VALID, aocode: 'EA', urn: '12' }, patterns)).toEqual({ urn: [ATHLETE_MESSAGES.urn] })
    expect(errorsOf({ ...VALID, aocode: 'EA', urn: '1234567' }, patterns)).toBeNull()
    expect(errorsOf({ ...VALID, aocode: 'EA', urn: '' }, patterns)).toBeNull()
    expect(errorsOf({ ...VALID, aocode: 'IRL', urn: 'anything' }, patterns)).toBeNull()
  })

  it('the whole-form rules still run when a field fails', () => {
    expect(errorsOf({ firstName: 'A', aocode: 'EA', urn: 'x' }, { EA: '\\d+' })).toMatchObject({
      club: [ATHLETE_MESSAGES.clubOrSchool],
      urn: [ATHLETE_MESSAGES.urn],
    })
  })

  it('social handles: @ added when missing, then checked', () => {
    expect(errorsOf({ ...VALID, tiktok: 'has.dot' })).toEqual({ tiktok: [ATHLETE_MESSAGES.tiktok] })
    expect(errorsOf({ ...VALID, instagram: '@' + 'a'.repeat(31) })).toEqual({ instagram: [ATHLETE_MESSAGES.instagram] })
    expect(errorsOf({ ...VALID, facebook: 'abc' })).toEqual({ facebook: [ATHLETE_MESSAGES.facebook] })
    expect(errorsOf({ ...VALID, tiktok: 'quick_feet', instagram: 'fast.runner', facebook: 'fast.runner' })).toBeNull()
  })

  it('long texts are refused', () => {
    expect(errorsOf({ ...VALID, coach: 'x'.repeat(101) })).toEqual({ coach: [ATHLETE_MESSAGES.tooLong] })
  })

  it('a valid form gives the draft: trimmed, ISO date, handles with @', () => {
    const result = parseWithZod(form({ ...VALID, tiktok: 'quick_feet', coach: ' Pat ', returnTo: '/v2/entry-v2/1' }), {
      schema: athleteSchema(),
    })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value.returnTo).toBe('/v2/entry-v2/1')
    expect(toDraft(result.value)).toEqual({
      firstName: 'Ann',
      surName: 'Lee',
      gender: 'F',
      dob: '1970-03-28',
      club: 'Larkhill Striders',
      club2: '',
      school: '',
      aocode: '',
      urn: '',
      emergencyName: '',
      emergencyTel: '',
      emergencyRelationship: '',
      tiktok: '@quick_feet',
      instagram: '',
      facebook: '',
      coach: 'Pat',
      trainingGroup: '',
    })
  })

  it('defaults: empty for a new athlete with the default authority', () => {
    expect(athleteFormDefaults(null, 'EA')).toMatchObject({ firstName: '', aocode: 'EA', dob: '' })
  })
})

describe('athlete messages in the locales', () => {
  const key = (k: string) => k.replace(/^athletes:validation\./, '') as keyof typeof en.validation
  it('English is the spec text', () => {
    expect(en.validation[key(ATHLETE_MESSAGES.required)]).toBe('Required.')
    expect(en.validation[key(ATHLETE_MESSAGES.clubOrSchool)]).toBe('Club or school required.')
    expect(en.validation[key(ATHLETE_MESSAGES.date)]).toBe(VALIDATION_MESSAGES.date)
    expect(en.list.none).toBe('No results found.')
    expect(en.list.count).toBe('{{count}} result(s) found.')
  })

  it('French has every key, translated', () => {
    const flat = (o: object, prefix = ''): Record<string, string> =>
      Object.fromEntries(
        Object.entries(o).flatMap(([k, v]) =>
          typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v as object, `${prefix}${k}.`)),
        ),
      )
    const english = flat(en)
    const french = flat(fr)
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort())
    for (const m of Object.values(ATHLETE_MESSAGES)) expect(french[m.replace(/^athletes:/, '')]).toBeTruthy()
    expect(french['validation.required']).not.toBe(english['validation.required'])
  })
})
