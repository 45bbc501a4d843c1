import { z } from 'zod'
import { isGender, isoToDisplayDate, matchesUrnPattern, type AthleteDraft, type AthleteView, type Gender } from '#bff/domain/athlete/athlete'
import { isPlainHandle, isRequired, isSocialHandle1, isSocialHandle2, parseDisplayDate } from '#bff/domain/athlete/validators'

// Messages are translation keys of the `athletes` namespace (app/locales/*/athletes.json), shown
// by the athlete field components. Texts from 2-entry.md §5 "Athlete".
export const ATHLETE_MESSAGES = {
  required: 'athletes:validation.required',
  clubOrSchool: 'athletes:validation.clubOrSchool',
  date: 'athletes:validation.date',
  urn: 'athletes:validation.urn',
  tooLong: 'athletes:validation.tooLong',
  tiktok: 'athletes:validation.tiktok',
  instagram: 'athletes:validation.instagram',
  facebook: 'athletes:validation.facebook',
} as const

const MAX = 100

/** Required, then DD/MM/YYYY (1-shell.md §5): one message at a time. */
export const displayDate = () =>
  z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      if (!isRequired(v)) ctx.addIssue({ code: 'custom', message: ATHLETE_MESSAGES.required })
      else if (parseDisplayDate(v) === null) ctx.addIssue({ code: 'custom', message: ATHLETE_MESSAGES.date })
    })

const trim = (s: string | undefined) => (s ?? '').trim()

// Field schemas only check (no transforms): a transform after a failed check would abort the
// whole object, and the whole-form rules (club or school, URN pattern) must still run and show
// with the field messages. Values are trimmed and shaped once, at the end.
const text = (max = MAX) => z.string().max(max, ATHLETE_MESSAGES.tooLong).optional()
const required = () => text().refine(isRequired, ATHLETE_MESSAGES.required)
/** Handles are stored with their '@'; one typed without it gets it. */
const withAt = (s: string | undefined) => {
  const v = trim(s)
  return v && !v.startsWith('@') ? `@${v}` : v
}
const handle = (check: (v: unknown) => boolean, message: string) =>
  z
    .string()
    .optional()
    .refine((v) => withAt(v) === '' || check(withAt(v)), message)

/** URN patterns by athletic organisation code, from the config (`aos[code].urnPattern`); none: any URN. */
export type UrnPatterns = Record<string, string | null>

export function athleteSchema(urnPatterns: UrnPatterns = {}) {
  return z
    .object({
      firstName: required(),
      surName: required(),
      gender: z.string().optional().refine(isGender, ATHLETE_MESSAGES.required),
      dob: displayDate(),
      club: text(),
      club2: text(),
      school: text(),
      aocode: text(20),
      urn: text(30),
      emergencyName: text(),
      emergencyTel: text(30),
      emergencyRelationship: text(),
      tiktok: handle(isSocialHandle2, ATHLETE_MESSAGES.tiktok),
      instagram: handle(isSocialHandle1, ATHLETE_MESSAGES.instagram),
      facebook: z
        .string()
        .optional()
        .refine((v) => trim(v) === '' || isPlainHandle(trim(v)), ATHLETE_MESSAGES.facebook),
      coach: text(),
      trainingGroup: text(),
      returnTo: z.string().max(500).optional(),
      /** The registered athlete a look-up found (athlete-lookup.ts); '' when none. */
      registeredId: z.string().max(12).optional(),
    })
    .superRefine((v, ctx) => {
      if (!trim(v.club) && !trim(v.school)) ctx.addIssue({ code: 'custom', path: ['club'], message: ATHLETE_MESSAGES.clubOrSchool })
      if (!matchesUrnPattern(v.urn, urnPatterns[trim(v.aocode)]))
        ctx.addIssue({ code: 'custom', path: ['urn'], message: ATHLETE_MESSAGES.urn })
    })
    .transform((v) => ({
      firstName: trim(v.firstName),
      surName: trim(v.surName),
      gender: v.gender as Gender,
      dob: parseDisplayDate(v.dob) ?? '',
      club: trim(v.club),
      club2: trim(v.club2),
      school: trim(v.school),
      aocode: trim(v.aocode),
      urn: trim(v.urn),
      emergencyName: trim(v.emergencyName),
      emergencyTel: trim(v.emergencyTel),
      emergencyRelationship: trim(v.emergencyRelationship),
      tiktok: withAt(v.tiktok),
      instagram: withAt(v.instagram),
      facebook: trim(v.facebook),
      coach: trim(v.coach),
      trainingGroup: trim(v.trainingGroup),
      returnTo: v.returnTo,
      registeredId: /^\d{1,9}$/.test(trim(v.registeredId)) ? Number(trim(v.registeredId)) : 0,
    }))
}

export type AthleteFormValue = z.output<ReturnType<typeof athleteSchema>>

// The form's output is the draft the service resolves (clubs by name to ids).
export function toDraft(value: AthleteFormValue): AthleteDraft {
  const { returnTo: _returnTo, registeredId: _registeredId, ...draft } = value
  return draft
}

/** The form's starting values: empty for a new athlete (with the default authority), else the athlete's. */
export function athleteFormDefaults(athlete: AthleteView | null, defaultAo: string): Record<keyof AthleteDraft, string> {
  return {
    firstName: athlete?.firstName ?? '',
    surName: athlete?.surName ?? '',
    gender: athlete?.gender ?? '',
    dob: athlete ? isoToDisplayDate(athlete.dob) : '',
    club: athlete?.club?.name ?? '',
    club2: athlete?.club2?.name ?? '',
    school: athlete?.school?.name ?? '',
    aocode: athlete?.aocode || defaultAo,
    urn: athlete?.urn ?? '',
    emergencyName: athlete?.emergency.name ?? '',
    emergencyTel: athlete?.emergency.tel ?? '',
    emergencyRelationship: athlete?.emergency.relationship ?? '',
    tiktok: athlete?.socials.tiktok ?? '',
    instagram: athlete?.socials.instagram ?? '',
    facebook: athlete?.socials.facebook ?? '',
    coach: athlete?.coach ?? '',
    trainingGroup: athlete?.trainingGroup ?? '',
  }
}
