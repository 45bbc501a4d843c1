import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { withAthleteParam } from '#bff/domain/athlete'
import { safeRedirect } from '#bff/domain/safe-redirect'
import {
  createAthlete,
  getAthleteFormOptions,
  getAthleticOrganisations,
  getMyAthlete,
  resolveAthleteInput,
  searchClubs,
  updateAthlete,
  type AthleticOrganisation,
} from '#bff/services/athletes.server'
import { requireUser } from '#bff/session/guards.server'
import { athleteFormDefaults, athleteSchema, toDraft, type UrnPatterns } from '~/forms/athlete'

const NEW = 'new'

/** 'new', a positive athlete id, or a 404. */
function athleteId(param: string | undefined): typeof NEW | number {
  if (param === NEW) return NEW
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0
  if (id <= 0) throw new Response('Not Found', { status: 404 })
  return id
}

function positive(value: string | null): number | undefined {
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 0
  return n > 0 ? n : undefined
}

function urnPatterns(aos: AthleticOrganisation[]): UrnPatterns {
  return Object.fromEntries(aos.map((a) => [a.code, a.urnPattern]))
}

const notFound = () => new Response('Not Found', { status: 404 })

export async function athleteLoader({ params, request, context }: LoaderFunctionArgs) {
  requireUser(context)
  const url = new URL(request.url)
  // Suggestions as the user types a club or school name (a fetcher on the form asks for them).
  const clubSearch = url.searchParams.get('clubSearch')
  if (clubSearch !== null) {
    const type = url.searchParams.get('clubType') === 'S' ? 'S' : 'C'
    return { kind: 'clubs' as const, type, clubs: await searchClubs(context, { startswith: clubSearch, type }) }
  }
  const id = athleteId(params.id)
  const athlete = id === NEW ? null : await getMyAthlete(context, id, { compId: positive(url.searchParams.get('compid')) })
  if (id !== NEW && !athlete) throw notFound()
  const options = await getAthleteFormOptions(context, athlete)
  const notice = url.searchParams.has('created')
    ? { key: 'athletes:messages.created' }
    : url.searchParams.has('saved')
      ? { key: 'athletes:messages.saved' }
      : null
  return {
    kind: 'page' as const,
    athlete,
    defaultValue: athleteFormDefaults(athlete, options.defaultAo),
    options,
    urnPatterns: urnPatterns(options.aos),
    // Only a same-site path; '' when absent or anything else.
    returnTo: id === NEW ? safeRedirect(url.searchParams.get('returnTo'), '') : '',
    notice,
  }
}

export async function athleteAction({ params, request, context }: ActionFunctionArgs) {
  requireUser(context)
  const id = athleteId(params.id)
  // Another user's athlete (a tampered form) is refused before anything is parsed or written.
  const current = id === NEW ? null : await getMyAthlete(context, id)
  if (id !== NEW && !current) throw notFound()
  const { aos } = await getAthleticOrganisations(context).catch(() => ({ aos: [] }))
  const submission = parseWithZod(await request.formData(), { schema: athleteSchema(urnPatterns(aos)) })
  if (submission.status !== 'success') return data({ submission: submission.reply(), message: null }, 400)

  const resolved = await resolveAthleteInput(context, toDraft(submission.value), current)
  if (!resolved.ok) return data({ submission: submission.reply({ fieldErrors: resolved.fieldErrors }), message: null }, 400)

  if (id === NEW) {
    const outcome = await createAthlete(context, resolved.input)
    if (!outcome.ok) return data({ submission: submission.reply(), message: outcome.message }, 400)
    const returnTo = safeRedirect(submission.value.returnTo, '')
    return redirect(returnTo ? withAthleteParam(returnTo, outcome.value.id) : `/v2/athlete-v2/${outcome.value.id}?created=1`)
  }
  const outcome = await updateAthlete(context, id, resolved.input)
  if ('notFound' in outcome) throw notFound()
  if (!outcome.ok) return data({ submission: submission.reply(), message: outcome.message }, 400)
  return redirect(`/v2/athlete-v2/${id}?saved=1`)
}
