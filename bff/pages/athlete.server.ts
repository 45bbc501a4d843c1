import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { withAthleteParam } from '#bff/domain/athlete/athlete'
import { safeRedirect } from '#bff/domain/routing/safe-redirect'
import { getAthleteFormOptions, resolveAthleteInput, urnPatternsOf } from '#bff/services/athlete-form.server'
import { addRegisteredAthlete, registrationHeld } from '#bff/services/athlete-registration.server'
import { hasPerformanceDatabase } from '#bff/domain/athlete/performance-database'
import { createAthlete, getMyAthlete, loadPerformanceDbPbs, updateAthlete } from '#bff/services/athletes.server'
import { suggestClubs, type ClubSuggestions } from '#bff/services/clubs.server'
import { NEW, notFound, optionalId } from '#bff/http/params.server'
import type { LookupOutcome } from '#bff/views/athlete-lookup'
import type { UserMessage } from '#bff/views/message'
import { athleteFormDefaults, athleteSchema, toDraft } from '~/forms/athlete'
import { athleteFormIntent, LOOKUP_INTENT } from '~/forms/athlete-lookup'
import { clubValues, lookupAction, lookupDefaults } from './athlete-lookup.server'

/* The athlete page (create and edit one of the user's athletes, with the registration look-up). */

type Context = AppLoadContext

const NOTICES: Record<string, string> = {
  created: 'athletes:messages.created',
  saved: 'athletes:messages.saved',
  added: 'athletes:messages.added',
}

/** What the form gets back from a post that did not leave the page. */
export type AthleteActionResult = {
  submission: SubmissionResult<string[]>
  message: UserMessage | null
  clubs: ClubSuggestions
  lookup: LookupOutcome | null
  /** A new key remounts the form with the values a look-up filled in. */
  formKey: string | null
}

/** The form's view model for athlete `id` (or a new one), as the address's query asks. */
export async function athletePage(context: Context, id: typeof NEW | number, url: URL) {
  const [athlete, options] = await Promise.all([
    id === NEW ? null : getMyAthlete(context, id, { compId: optionalId(url.searchParams.get('compid')) ?? undefined }),
    getAthleteFormOptions(context),
  ])
  if (id !== NEW && !athlete) throw notFound()
  const defaultValue = { ...athleteFormDefaults(athlete, options.defaultAo), ...(id === NEW ? lookupDefaults(options.defaultAo) : {}) }
  const notice = Object.entries(NOTICES).find(([param]) => url.searchParams.has(param))?.[1]
  // The performance database (2-entry §6): an EA-registered athlete only, its PBs read when asked (a link, so without JavaScript too).
  const performanceDb =
    athlete && hasPerformanceDatabase(athlete)
      ? url.searchParams.has('performanceDb')
        ? { asked: true as const, ...(await loadPerformanceDbPbs(context, athlete.id)) }
        : { asked: false as const, pbs: null, message: null }
      : null
  return {
    athlete,
    performanceDb,
    defaultValue,
    aos: options.aos,
    urnPatterns: urnPatternsOf(options),
    clubs: await suggestClubs(context, defaultValue),
    // Only a same-site path; '' when absent or anything else.
    returnTo: id === NEW ? safeRedirect(url.searchParams.get('returnTo'), '') : '',
    notice: notice ? { key: notice } : null,
  }
}

/** Answers a post to the athlete form of athlete `id` (or a new one). */
export async function athletePost(context: Context, id: typeof NEW | number, formData: FormData) {
  // Another user's athlete (a tampered form) is refused before anything is parsed or written.
  const current = id === NEW ? null : await getMyAthlete(context, id)
  if (id !== NEW && !current) throw notFound()
  const patterns = urnPatternsOf(await getAthleteFormOptions(context))
  // The look-up exists on the create form only; elsewhere the form is saved as usual.
  if (athleteFormIntent(formData) === LOOKUP_INTENT && id === NEW) return lookupAction(context, formData, patterns)

  const submission = parseWithZod(formData, { schema: athleteSchema(patterns) })
  const answer = async (result: { submission: SubmissionResult<string[]>; message?: UserMessage | null }, status: number) =>
    data<AthleteActionResult>(
      {
        submission: result.submission,
        message: result.message ?? null,
        clubs: await suggestClubs(context, clubValues(submission.payload)),
        lookup: null,
        formKey: null,
      },
      status,
    )
  if (submission.status !== 'success') return answer({ submission: submission.reply() }, 400)

  const resolved = await resolveAthleteInput(context, toDraft(submission.value), current)
  if (!resolved.ok) {
    if ('message' in resolved) return answer({ submission: submission.reply(), message: resolved.message }, 400)
    return answer({ submission: submission.reply({ fieldErrors: resolved.fieldErrors }) }, 400)
  }

  if (id === NEW) {
    const { registeredId, aocode, urn, dob } = submission.value
    // A registration number some athlete holds already: that athlete is found with the look-up, not made twice.
    if (!registeredId && (await registrationHeld(context, { aocode, urn }))) {
      return answer({ submission: submission.reply({ fieldErrors: { urn: ['athletes:athleteLink.urnHeld'] } }) }, 400)
    }
    const outcome = registeredId
      ? await addRegisteredAthlete(context, registeredId, { aocode, urn, dob }, resolved.input)
      : await createAthlete(context, resolved.input)
    if (!outcome.ok) {
      const reply = submission.reply()
      // The form no longer leads to the athlete found: it becomes a plain create again.
      if ('stale' in outcome && reply.initialValue) reply.initialValue = { ...reply.initialValue, registeredId: '' }
      return answer({ submission: reply, message: outcome.message }, 400)
    }
    const returnTo = safeRedirect(submission.value.returnTo, '')
    const notice = registeredId ? 'added' : 'created'
    return redirect(returnTo ? withAthleteParam(returnTo, outcome.value.id) : `/v2/athlete-v2/${outcome.value.id}?${notice}=1`)
  }
  const outcome = await updateAthlete(context, id, resolved.input)
  if ('notFound' in outcome) throw notFound()
  if (!outcome.ok) return answer({ submission: submission.reply(), message: outcome.message }, 400)
  return redirect(`/v2/athlete-v2/${id}?saved=1`)
}
