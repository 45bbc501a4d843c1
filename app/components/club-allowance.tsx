import { useTranslation } from 'react-i18next'
import type { ClubCompView } from '#bff/views/clubcomp'
import type { UserMessage } from '#bff/views/message'
import { SectionFailure } from './message'

type Props = { view: ClubCompView | null; failure: UserMessage | null }

/**
 * A club competition's allowance for the representative's club (2-entry §3 'Club competition
 * info'): entered, allowed and left per event group and overall, and the relays left. Shown
 * above the team section and the schedule.
 */
export function ClubAllowance({ view, failure }: Props) {
  const { t } = useTranslation()
  if (!view && !failure) return null
  if (failure) return <SectionFailure message={failure} />
  if (view?.kind !== 'allowance')
    return (
      <p className="form-message info club-allowance" role="status">
        {t('clubComp.notClubComp')}
      </p>
    )
  const { allowance, summary } = view
  const { entries, groups, relays, mixedRelays } = summary
  const teams = (s: typeof relays) =>
    s.max < 0 ? t('clubComp.noneAllowed') : s.left === null ? t('clubComp.teamsUnlimited', s) : t('clubComp.teamsLeft', s)
  return (
    <section aria-labelledby="club-allowance-heading" className="club-allowance">
      <h2 id="club-allowance-heading">{t('clubComp.title', { club: allowance.club.name })}</h2>
      <p>{entries.left === null ? t('clubComp.entriesUnlimited', entries) : t('clubComp.entries', entries)}</p>
      {allowance.maxPerEvent > 0 ? <p>{t('clubComp.perEvent', { max: allowance.maxPerEvent })}</p> : null}
      {groups.length === 0 ? (
        <p>{t('clubComp.noEntries')}</p>
      ) : (
        <table className="club-allowance-groups">
          <thead>
            <tr>
              <th scope="col">{t('clubComp.event')}</th>
              <th scope="col">{t('clubComp.entered')}</th>
              <th scope="col">{t('clubComp.allowed')}</th>
              <th scope="col">{t('clubComp.athletes')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.id}>
                <th scope="row">{g.name}</th>
                <td>{g.count}</td>
                <td>{g.max > 0 ? g.max : t('clubComp.noLimit')}</td>
                <td>{g.athletes.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="club-allowance-relays">
        <dt>{t('clubComp.relays')}</dt>
        <dd>{teams(relays)}</dd>
        <dt>{t('clubComp.mixedRelays')}</dt>
        <dd>{teams(mixedRelays)}</dd>
      </dl>
    </section>
  )
}
