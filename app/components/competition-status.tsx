import type { Language } from '#bff/domain/routing/language'
import type { EntryStatus } from '#bff/domain/competition/competition-status'
import { formatDayTime } from '#bff/domain/text/format'
import { useListT } from '~/i18n'

const KEYS: Record<EntryStatus['state'], string> = {
  'not-active': 'competition.status.notActive',
  disabled: 'competition.status.disabled',
  opens: 'competition.status.opens',
  'closed-limit': 'competition.status.closedLimit',
  closed: 'competition.status.closed',
  'std-entries-close': 'competition.status.stdEntriesClose',
  'late-entries-close': 'competition.status.lateEntriesClose',
  'entries-close': 'competition.status.entriesClose',
}

/** Status description of 2-entry.md §4, in the page's language. */
export function CompetitionStatusText({ status, lang }: { status: EntryStatus; lang: Language }) {
  const t = useListT()
  return <>{t(KEYS[status.state], { date: status.date ? formatDayTime(status.date, lang) : '' })}</>
}
