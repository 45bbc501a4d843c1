import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

type Page = 'athletes' | 'coverage' | 'seeding'

/** The event group's pages for its competition's builders: its athletes, its age-group coverage, the entry lists. */
export function EventGroupLinks({ eventGroupId, compId, name, here }: { eventGroupId: number; compId: number; name: string; here?: Page }) {
  const { t } = useTranslation()
  const links: Array<[Page, string, string]> = [
    ['athletes', `/v2/event-group-athletes/${eventGroupId}`, t('eventGroup.toAthletes')],
    ['coverage', `/v2/event-group-age-group-coverage/${eventGroupId}`, t('eventGroup.toCoverage')],
    ['seeding', `/v2/seeding-v2/${compId}`, t('eventGroup.toSeeding')],
  ]
  return (
    <nav aria-label={t('eventGroup.linksLabel', { name })}>
      <ul>
        {links
          .filter(([page]) => page !== here)
          .map(([page, href, label]) => (
            <li key={page}>
              <Link to={href}>{label}</Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
