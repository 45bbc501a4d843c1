import { data, type AppLoadContext } from '@remix-run/node'
import type { CompetitionView } from '#bff/domain/competition/competition'
import { checkBasket, type BasketProblem } from '#bff/domain/entry/basket-checks'
import { isSectionShown, type SectionState } from '#bff/domain/entry/entry-sections'
import { optionalId } from '#bff/http/params.server'
import { secondary, type Section } from '#bff/services/failure.server'
import { loadTeamEditForm, loadTeamForm, loadTeamSection, removeTeam, saveTeam, type TeamClub } from '#bff/services/teams.server'
import type { TeamFormView, TeamSectionView } from '#bff/views/teams'

/*
 * The entry page's team section (2-entry §2): its view beside the page's other sections, and the
 * posts that save and delete a team. Kept apart from entry.server.ts, which only hooks it in.
 */

type Context = AppLoadContext

export type TeamsOnPage = {
  state: SectionState
  section: TeamSectionView | null
  failure: Section<unknown>['failure']
  /** The team form, when the address asks for one: a new team (?teamEvent={ceid}) or a saved one (?teamEdit={teamId}). */
  form: TeamFormView | null
}

const HIDDEN: TeamsOnPage = { state: { shown: false, open: false }, section: null, failure: null, form: null }

/** The section's view for the page's address; hidden by TEAMS in ui.sectionsToHide. */
export async function teamsOnPage(
  context: Context,
  comp: CompetitionView,
  open: boolean,
  search: URLSearchParams,
  club: TeamClub | null = null,
): Promise<TeamsOnPage> {
  // Only a team competition has team events: the others make no team call.
  if (!open || !comp.teamComp || !isSectionShown(comp.ui.sectionsToHide, 'TEAMS')) return HIDDEN
  const ceid = optionalId(search.get('teamEvent'))
  const teamId = optionalId(search.get('teamEdit'))
  const loaded = await secondary(
    context,
    'teams',
    loadTeamSection(context, comp, club).then(async (section) => ({
      section,
      form: teamId
        ? await loadTeamEditForm(context, comp, section, teamId)
        : ceid
          ? await loadTeamForm(context, comp, section, ceid)
          : null,
    })),
  )
  const section = loaded.value?.section ?? null
  // A competition without team events shows no team section.
  if (section && section.entity && section.headers.length === 0 && section.teams.length === 0) return HIDDEN
  return {
    // Shown only where there are team events (or a reason there are none to show): then they are open.
    state: { shown: true, open: true },
    section,
    failure: loaded.failure,
    form: loaded.value?.form ?? null,
  }
}

export const TEAM_INTENTS = ['teamSave', 'teamDelete'] as const

/** Answers a team post; null when the intent is not a team one. */
export async function teamPost(context: Context, comp: CompetitionView, intent: string, form: FormData, club: TeamClub | null = null) {
  if (intent === 'teamSave') {
    const ceid = optionalId(form.get('ceid')) ?? 0
    // No teamId: a new team. One that is not an id names no team of the user's: refused, not made new.
    const rawTeamId = form.get('teamId')
    const teamId = rawTeamId === null || rawTeamId === '0' ? 0 : (optionalId(rawTeamId) ?? -1)
    const name = String(form.get('name') ?? '')
    const members = form.getAll('member').map((v) => optionalId(v) ?? 0)
    // A free form's rows and answers (decision 056); at most 50 of each are read.
    const texts = (field: string) =>
      form
        .getAll(field)
        .slice(0, 50)
        .map((v) => (typeof v === 'string' ? v : ''))
    const rows = texts('row')
    const others = texts('other')
    const outcome = await saveTeam(context, comp, { ceid, teamId, name, members, rows, others }, club)
    if (outcome.ok) return data({ message: outcome.message, problems: [], ok: true, team: { problems: [] } })
    return data(
      {
        message: outcome.message,
        problems: [],
        ok: false,
        team: { problems: outcome.problems, values: { ceid, teamId, name, members, rows, others } },
      },
      outcome.status,
    )
  }
  if (intent === 'teamDelete') {
    const outcome = await removeTeam(context, comp, optionalId(form.get('teamId')) ?? 0, club)
    return data({ message: outcome.message, problems: [], ok: outcome.ok, team: { problems: [] } }, outcome.ok ? 200 : outcome.status)
  }
  return null
}

/**
 * The team rules of the basket submission check (2-entry §5): every unpaid team of the user's
 * club against its event's minimum and maximum. Empty when the section is hidden or cannot load
 * (the legacy basket still refuses what it must).
 */
export async function teamBasketProblems(context: Context, comp: CompetitionView, club: TeamClub | null = null): Promise<BasketProblem[]> {
  if (!comp.teamComp || !isSectionShown(comp.ui.sectionsToHide, 'TEAMS')) return []
  const loaded = await secondary(context, 'teams', loadTeamSection(context, comp, club))
  const section = loaded.value
  if (!section) return []
  const teams = section.onFile.flatMap((t) => {
    const header = section.headers.find((h) => h.ceid === t.ceid)
    const paid = section.teams.find((v) => v.teamId === t.teamId)?.paid ?? true
    return header && !paid ? [{ name: t.name, min: header.options.min, max: header.options.max, athleteCount: t.athleteIds.length }] : []
  })
  if (teams.length === 0) return []
  // Rows are not this check's business: one stands in so the empty-basket rule stays with the cart's own check.
  return checkBasket({ rows: [{ ceid: 0, name: '' }], teams })
}
