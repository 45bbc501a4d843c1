// Scoreboard outputs: the stadium screens of a competition, each with what it shows and its own
// timings (3-organiser-admin §2 scoreboard-output*, output*; §3 Scoreboard config; §9 timings).
import { SCOREBOARD_CONFIG, type ScoreboardEventNo } from './scoreboard'

/** What an output shows: a scoreboard (one event group, or 'all': the one on now) or the schedule list. */
export type OutputKind = 'scoreboard' | 'schedule'
export const OUTPUT_KINDS: readonly OutputKind[] = ['scoreboard', 'schedule']

/** An output's timings (ms) and ranking page size; polling stays the process's (decision 030). */
export type OutputTimings = {
  showScoreMs: number
  showPictureMs: number
  showVideoMs: number
  ranksPerPage: number
  ranksPageTimeMs: number
}

export type OutputConfig = { name: string; kind: OutputKind; eventNo: ScoreboardEventNo; timings: OutputTimings }

export const DEFAULT_TIMINGS: OutputTimings = {
  showScoreMs: SCOREBOARD_CONFIG.showScoreMs,
  showPictureMs: SCOREBOARD_CONFIG.showPictureMs,
  showVideoMs: SCOREBOARD_CONFIG.showVideoMs,
  ranksPerPage: SCOREBOARD_CONFIG.ranksPerPage,
  ranksPageTimeMs: SCOREBOARD_CONFIG.ranksPageTimeMs,
}

export const NAME_MAX = 100
/** Seconds a score, picture, video or ranking page may show: long enough to read, short of a stalled screen. */
export const SECONDS = { min: 1, max: 120 } as const
export const RANKS_PER_PAGE = { min: 1, max: 30 } as const

/** The form's field names, as the page posts them. */
export type OutputField = 'name' | 'kind' | 'eventNo' | 'showScore' | 'showPicture' | 'showVideo' | 'ranksPerPage' | 'ranksPageTime'

export type OutputFormErrors = Partial<Record<OutputField, string>>

const SECOND_FIELDS = [
  ['showScore', 'showScoreMs'],
  ['showPicture', 'showPictureMs'],
  ['showVideo', 'showVideoMs'],
  ['ranksPageTime', 'ranksPageTimeMs'],
] as const

function wholeIn(raw: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null
  const n = Number(raw)
  return n >= min && n <= max ? n : null
}

/**
 * Reads the output form (seconds on the form, milliseconds in the config). Every field is checked,
 * so the page can say what is wrong with each at once; the keys are `outputs.errors.*` messages.
 */
export function parseOutputForm(
  get: (field: OutputField) => string,
): { ok: true; value: OutputConfig } | { ok: false; errors: OutputFormErrors } {
  const errors: OutputFormErrors = {}
  const name = get('name').trim()
  if (name === '') errors.name = 'outputs.errors.nameRequired'
  else if (name.length > NAME_MAX) errors.name = 'outputs.errors.nameTooLong'
  const kind = OUTPUT_KINDS.find((k) => k === get('kind'))
  if (!kind) errors.kind = 'outputs.errors.kind'
  const rawEventNo = get('eventNo').trim()
  const eventNo: ScoreboardEventNo | null = rawEventNo === '' || rawEventNo === 'all' ? 'all' : wholeIn(rawEventNo, 1, 9999)
  if (eventNo === null) errors.eventNo = 'outputs.errors.eventNo'
  const timings = { ...DEFAULT_TIMINGS }
  for (const [field, key] of SECOND_FIELDS) {
    const seconds = wholeIn(get(field).trim(), SECONDS.min, SECONDS.max)
    if (seconds === null) errors[field] = 'outputs.errors.seconds'
    else timings[key] = seconds * 1000
  }
  const perPage = wholeIn(get('ranksPerPage').trim(), RANKS_PER_PAGE.min, RANKS_PER_PAGE.max)
  if (perPage === null) errors.ranksPerPage = 'outputs.errors.ranksPerPage'
  else timings.ranksPerPage = perPage
  if (Object.keys(errors).length > 0 || !kind || eventNo === null) return { ok: false, errors }
  return { ok: true, value: { name, kind, eventNo, timings } }
}

/** The form's values for a config (seconds), to fill the edit form. */
export function outputFormValues(config: OutputConfig): Record<OutputField, string> {
  const t = config.timings
  return {
    name: config.name,
    kind: config.kind,
    eventNo: String(config.eventNo),
    showScore: String(Math.round(t.showScoreMs / 1000)),
    showPicture: String(Math.round(t.showPictureMs / 1000)),
    showVideo: String(Math.round(t.showVideoMs / 1000)),
    ranksPerPage: String(t.ranksPerPage),
    ranksPageTime: String(Math.round(t.ranksPageTimeMs / 1000)),
  }
}

/**
 * The ranking page (0-based) an output shows `elapsedMs` after its ranking appeared: each page
 * shows for ranksPageTime, then the next, round again after the last.
 */
export function rankingPageAt(
  elapsedMs: number,
  rankCount: number,
  timings: Pick<OutputTimings, 'ranksPerPage' | 'ranksPageTimeMs'>,
): number {
  const pageCount = Math.max(1, Math.ceil(rankCount / timings.ranksPerPage))
  if (elapsedMs <= 0 || pageCount === 1) return 0
  return Math.floor(elapsedMs / timings.ranksPageTimeMs) % pageCount
}

/** How an output page draws: v1 and v2 plain, v3 with the screen's controls when asked (decision 040). */
export type OutputMode = { showControls: boolean }

export function outputMode(variant: 'v1' | 'v2' | 'v3', showControls?: string): OutputMode {
  return { showControls: variant === 'v3' && (showControls === 'true' || showControls === '1') }
}
