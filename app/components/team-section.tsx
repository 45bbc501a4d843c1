import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { teamAllowanceProblem } from '#bff/domain/clubcomp/club-allowance'
import { freeRows, isFreeForm, otherQuestions } from '#bff/domain/teams/team-form'
import { checkTeam, type TeamProblem } from '#bff/domain/teams/team-rules'
import type { TeamFormView, TeamPostResult, TeamSectionView } from '#bff/views/teams'
import { EntrySection } from './entry-section'
import { SectionFailure } from './message'
import type { SectionState } from '#bff/domain/entry/entry-sections'
import type { UserMessage } from '#bff/views/message'

/** The browser stops a little past the rule's limit, so a paste too long is told, not cut silently. */
const FORM_TEXT_INPUT_MAX = 100

type Props = {
  compId: number
  state: SectionState
  section: TeamSectionView | null
  failure: { message: UserMessage } | null
  form: TeamFormView | null
  /** The last team post's problems and the values sent, to show them again. */
  result: TeamPostResult | null
  busy: boolean
}

/** The entry page's team section (2-entry §2): the club's team events, its teams, and the team form. */
export function TeamSection({ compId, state, section, failure, form, result, busy }: Props) {
  const { t } = useTranslation()
  return (
    <EntrySection id="teams" title={t('teams.title')} state={state}>
      {failure ? <SectionFailure message={failure.message} /> : null}
      {section && !section.entity ? <p>{t('teams.noEntity')}</p> : null}
      {section?.entity ? (
        <>
          <p>{t('teams.enteringFor', { club: section.entity.name })}</p>
          <h3>{t('teams.events')}</h3>
          <ul className="team-events">
            {section.headers.map((h) => {
              // A club competition's relay allowance: no team beyond it is offered.
              const blocked = section.clubAllowance ? teamAllowanceProblem(section.clubAllowance, h.gender) : null
              return (
                <li key={h.ceid}>
                  {h.eventName} ({h.ageGroup}, {t(`teams.gender.${h.gender}`)}){' '}
                  {blocked ? (
                    <span className="team-blocked">{t(`clubComp.${blocked.code}`)}</span>
                  ) : (
                    <Link to={`/v2/entry-v2/${compId}?teamEvent=${h.ceid}#teams-heading`} preventScrollReset>
                      {t('teams.create', { event: h.eventName })}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
          {form ? <TeamForm key={formKey(form, section)} form={form} section={section} result={result} busy={busy} /> : null}
          <h3>{t('teams.yours')}</h3>
          {section.teams.length === 0 ? <p>{t('teams.none')}</p> : null}
          <ul className="team-list">
            {section.teams.map((team) => (
              <li key={team.teamId}>
                <strong>{team.name}</strong> — {team.eventName}
                {team.paid ? ` (${t('teams.paidLabel')})` : null}{' '}
                <Link to={`/v2/entry-v2/${compId}?teamEdit=${team.teamId}#teams-heading`} preventScrollReset>
                  {t('teams.edit', { name: team.name })}
                </Link>
                {team.athletes.length ? (
                  <ol>
                    {team.athletes.map((a) => (
                      <li key={a.pos}>{a.name}</li>
                    ))}
                  </ol>
                ) : null}
                {!team.paid ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="teamDelete" />
                    <input type="hidden" name="club" value={section.entity?.id} />
                    <input type="hidden" name="teamId" value={team.teamId} />
                    <button type="submit" className="secondary" disabled={busy}>
                      {t('teams.delete', { name: team.name })}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </EntrySection>
  )
}

/** A new form after each save: a new team once the list grows, a saved one once it changes. */
function formKey(form: TeamFormView, section: TeamSectionView): string {
  return form.teamId > 0 ? `edit-${form.teamId}-${form.name}-${form.members.join('.')}-${form.rows.join('|')}` : `new-${section.teams.length}`
}

function TeamForm({
  form,
  section,
  result,
  busy,
}: {
  form: TeamFormView
  section: TeamSectionView
  result: TeamPostResult | null
  busy: boolean
}) {
  const { t } = useTranslation()
  const { header } = form
  const slots = form.positions + form.substitutes
  const sent = result?.values?.ceid === header.ceid && (result.values.teamId ?? 0) === form.teamId ? result.values : null
  const [members, setMembers] = useState<number[]>(() => Array.from({ length: slots }, (_, i) => (sent ?? form).members[i] ?? 0))
  const [name, setName] = useState(sent?.name ?? form.name)
  const free = isFreeForm(header.options)
  const rowsOfForm = free ? freeRows(header.options) : []
  const questions = free ? otherQuestions(header.options) : []
  const [rows, setRows] = useState<string[]>(() => rowsOfForm.map((_, i) => (sent?.rows ?? form.rows)[i] ?? ''))
  const [others, setOthers] = useState<string[]>(() => questions.map((_, i) => (sent?.others ?? form.others)[i] ?? ''))
  const [live, setLive] = useState<TeamProblem[] | null>(null)
  // With JavaScript the rules run at once on each change; the server checks again on save.
  const recheck = (nextMembers: number[], nextName: string, nextRows = rows, nextOthers = others) =>
    setLive(
      checkTeam({
        header,
        teamId: form.teamId,
        name: header.options.disableTeamNameEdit ? form.name : nextName,
        athleteIds: nextMembers.filter((id) => id > 0),
        candidates: form.candidates,
        teams: section.onFile,
        club: { id: section.entity?.id ?? 0, name: section.entity?.name ?? '' },
        compTeamLimit: section.compTeamLimit,
        compTeamCount: section.compTeamCount,
        ...(section.clubAllowance ? { clubAllowance: section.clubAllowance } : {}),
        form: { rows: nextRows, others: nextOthers },
      }),
    )
  const problems = live ?? result?.problems ?? []
  const positionLabel = header.options.teamPositionLabel || t('teams.position')
  const substituteLabel = header.options.teamSubstituteLabel || t('teams.substitute')
  return (
    <Form method="post" className="team-form" preventScrollReset aria-labelledby="team-form-heading">
      <h3 id="team-form-heading">
        {form.teamId > 0
          ? t('teams.editTeam', { name: form.name, event: header.eventName })
          : t('teams.newTeam', { event: header.eventName })}
      </h3>
      <input type="hidden" name="intent" value="teamSave" />
      {section.entity ? <input type="hidden" name="club" value={section.entity.id} /> : null}
      <input type="hidden" name="ceid" value={header.ceid} />
      {form.teamId > 0 ? <input type="hidden" name="teamId" value={form.teamId} /> : null}
      {form.paid ? <p>{t('teams.paidEdit')}</p> : null}
      <p>{t(free ? 'teams.sizeHintNames' : 'teams.sizeHint', { min: header.options.min, max: header.options.max })}</p>
      <label>
        {t('teams.name')}
        <input
          name="name"
          value={header.options.disableTeamNameEdit ? form.name : name}
          readOnly={header.options.disableTeamNameEdit}
          maxLength={100}
          onChange={(e) => {
            setName(e.target.value)
            recheck(members, e.target.value)
          }}
        />
      </label>
      {rowsOfForm.map((row, i) => (
        <label key={`row-${row.pos}`}>
          {row.label || `${positionLabel} ${row.pos}`}
          <input
            name="row"
            value={rows[i] ?? ''}
            maxLength={FORM_TEXT_INPUT_MAX}
            onChange={(e) => {
              const next = [...rows]
              next[i] = e.target.value
              setRows(next)
              recheck(members, name, next)
            }}
          />
        </label>
      ))}
      {questions.map((q, i) => (
        <label key={`other-${i}`}>
          {q.label}
          <input
            name="other"
            value={others[i] ?? ''}
            maxLength={FORM_TEXT_INPUT_MAX}
            onChange={(e) => {
              const next = [...others]
              next[i] = e.target.value
              setOthers(next)
              recheck(members, name, rows, next)
            }}
          />
        </label>
      ))}
      {Array.from({ length: free ? 0 : slots }, (_, i) => {
        const label = i < form.positions ? `${positionLabel} ${i + 1}` : `${substituteLabel} ${i - form.positions + 1}`
        return (
          <label key={i}>
            {label}
            <select
              name="member"
              value={members[i] ?? 0}
              onChange={(e) => {
                const next = [...members]
                next[i] = Number(e.target.value)
                setMembers(next)
                recheck(next, name)
              }}
            >
              <option value={0}>{t('teams.noAthlete')}</option>
              {form.candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )
      })}
      {problems.length ? (
        <div className="form-message error" role="alert">
          <ul>
            {problems.map((p, i) => (
              <li key={`${p.code}-${i}`}>{t(`teams.rules.${p.code}`, p.values)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" disabled={busy} aria-busy={busy}>
        {t('teams.save')}
      </button>{' '}
      <Link to="?" preventScrollReset>
        {t('teams.cancel')}
      </Link>
    </Form>
  )
}
