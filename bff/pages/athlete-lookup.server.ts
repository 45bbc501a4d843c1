import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import type { RequestContext } from '#bff/context.server'
import { athleteDisplayName, isoToDisplayDate, type AthleteView } from '#bff/domain/athlete/athlete'
import { findRegisteredAthlete } from '#bff/services/athlete-registration.server'
import { suggestClubs, type ClubFieldValues } from '#bff/services/clubs.server'
import type { UrnPatterns } from '~/forms/athlete'
import { athleteLookupSchema } from '~/forms/athlete-lookup'
import type { LookupOutcome } from '#bff/views/athlete-lookup'
import type { AthleteActionResult } from './athlete.server'

/** The look-up fields of a new athlete's form. */
export function lookupDefaults(defaultAo: string) {
  return { lookupAo: defaultAo, lookupUrn: '', lookupDob: '', registeredId: '' }
}

/** A posted field as text ('' when absent or not text). */
export function payloadText(payload: Record<string, unknown>, name: string): string {
  const value = payload[name]
  return typeof value === 'string' ? value : ''
}

export function clubValues(payload: Record<string, unknown>): ClubFieldValues {
  return { club: payloadText(payload, 'club'), club2: payloadText(payload, 'club2'), school: payloadText(payload, 'school') }
}

/**
 * The fields a registration fills in. Only these: the record may belong to another user, whose
 * emergency contact and other details are not shown.
 */
function registrationFields(a: AthleteView): Record<string, string> {
  return {
    firstName: a.firstName,
    surName: a.surName,
    gender: a.gender,
    dob: isoToDisplayDate(a.dob),
    club: a.club?.name ?? '',
    club2: a.club2?.name ?? '',
    school: a.school?.name ?? '',
    aocode: a.aocode,
    urn: a.urn,
    registeredId: String(a.id),
  }
}

/**
 * The 'lookup' submit of the create form: check the look-up fields, ask the legacy site, and
 * answer the form with everything typed kept; on a hit, the registration's fields filled in.
 */
export async function lookupAction(ctx: RequestContext, formData: FormData, urnPatterns: UrnPatterns) {
  const submission = parseWithZod(formData, { schema: athleteLookupSchema(urnPatterns) })
  const answer = async (reply: SubmissionResult<string[]>, lookup: LookupOutcome | null, status: number, formKey: string | null = null) => {
    const values = reply.initialValue ?? {}
    return data<AthleteActionResult>(
      { submission: reply, message: null, clubs: await suggestClubs(ctx, clubValues(values)), lookup, formKey },
      status,
    )
  }
  if (submission.status !== 'success') return answer(submission.reply(), null, 400)

  const found = await findRegisteredAthlete(ctx, submission.value)
  if (found.status === 'failed') return answer(submission.reply(), { status: 'failed', message: found.message }, 502)
  if (found.status === 'notFound') return answer(submission.reply(), { status: 'notFound' }, 200)
  const { athlete } = found
  const name = athleteDisplayName(athlete)
  if (athlete.linked) return answer(submission.reply(), { status: 'already', name, athleteId: athlete.id }, 200)
  const reply = submission.reply()
  reply.initialValue = { ...reply.initialValue, ...registrationFields(athlete) }
  return answer(reply, { status: 'found', name, athleteId: athlete.id }, 200, `found-${randomUUID()}`)
}
