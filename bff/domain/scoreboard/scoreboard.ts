// Scoreboard display rules (3-organiser-admin §3 Scoreboard config, §9 scoreboard timings).

/** The spec's scoreboard config: polling, how long a score / video / picture shows, ranking pages. */
export const SCOREBOARD_CONFIG = {
  pollingMs: 10_000,
  showScoreMs: 5_000,
  showVideoMs: 5_000,
  showPictureMs: 5_000,
  ranksPerPage: 10,
  ranksPageTimeMs: 10_000,
} as const

/** The rows of ranking page `page` (0-based, wrapping round), and how many pages there are. */
export function rankingPage<T>(ranking: readonly T[], page: number, perPage: number = SCOREBOARD_CONFIG.ranksPerPage) {
  const pageCount = Math.max(1, Math.ceil(ranking.length / perPage))
  const index = ((page % pageCount) + pageCount) % pageCount
  return { index, pageCount, rows: ranking.slice(index * perPage, (index + 1) * perPage) }
}

/** A scoreboard address's event: a number, or 'all' (the event group on now). */
export type ScoreboardEventNo = number | 'all'

export function parseEventNo(raw: string | undefined): ScoreboardEventNo | null {
  if (raw === undefined || raw === 'all') return 'all'
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  return Number(raw)
}
