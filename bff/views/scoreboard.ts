// View types of the scoreboard display (browser-safe): what the page renders and every SSE event carries.

export type ScoreboardRankView = { position: number; bibNo: string; athleteId: number; athleteName: string; score: string }

export type ScoreboardEventView = {
  eventGroup: { id: number; eventNo: number; name: string }
  /** The athlete on now; null before the first attempt. */
  athlete: { id: number; name: string; bibNo: string; pb: string } | null
  score: { score: string; uom: string; modified: string } | null
  text: string
  /** A picture's address on the legacy site's media, or ''. */
  picture: string
  ranking: ScoreboardRankView[]
}

export type ScoreboardPageView = {
  compId: number
  competitionName: string
  /** ISO date (YYYY-MM-DD) of the competition's first day. */
  date: string
  /** The SSE feed's address. */
  feed: string
  /** {host}/{compId}/results: where the public reads full results. */
  resultsUrl: string
  /** The results address as a QR code (an SVG image's data address). */
  resultsQr: string
  /** The board as it was when the page was made; null when the legacy site had none. */
  initial: { id: string; event: ScoreboardEventView } | null
}
