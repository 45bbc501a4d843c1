import { z } from 'zod'
import { matchesUrnPattern } from '#bff/domain/athlete/athlete'
import { parseDisplayDate } from '#bff/domain/athlete/validators'
import { ATHLETE_MESSAGES, displayDate, type UrnPatterns } from './athlete'

/*
 * The registration look-up on the athlete create form: its own submit button (intent 'lookup') in
 * the same form, so a look-up re-renders the form with nothing typed lost, with or without
 * JavaScript. Its fields are checked first: a registration number in the authority's pattern and
 * a date of birth in DD/MM/YYYY.
 */

export const INTENT_FIELD = 'intent'
export const LOOKUP_INTENT = 'lookup'

export type AthleteFormIntent = 'save' | typeof LOOKUP_INTENT

/** Which button sent the form: the look-up, or (by default, also on Enter) save. */
export function athleteFormIntent(formData: FormData | URLSearchParams): AthleteFormIntent {
  return formData.get(INTENT_FIELD) === LOOKUP_INTENT ? LOOKUP_INTENT : 'save'
}

const trim = (s: string | undefined) => (s ?? '').trim()

export function athleteLookupSchema(urnPatterns: UrnPatterns = {}) {
  return z
    .object({
      lookupAo: z.string().max(20, ATHLETE_MESSAGES.tooLong).optional(),
      lookupUrn: z.string().max(30, ATHLETE_MESSAGES.tooLong).optional(),
      lookupDob: displayDate(),
    })
    .superRefine((v, ctx) => {
      const urn = trim(v.lookupUrn)
      if (!urn) ctx.addIssue({ code: 'custom', path: ['lookupUrn'], message: ATHLETE_MESSAGES.required })
      else if (!matchesUrnPattern(urn, urnPatterns[trim(v.lookupAo)]))
        ctx.addIssue({ code: 'custom', path: ['lookupUrn'], message: ATHLETE_MESSAGES.urn })
    })
    .transform((v) => ({ aocode: trim(v.lookupAo), urn: trim(v.lookupUrn), dob: parseDisplayDate(v.lookupDob) ?? '' }))
}

export type AthleteLookupValue = z.output<ReturnType<typeof athleteLookupSchema>>
