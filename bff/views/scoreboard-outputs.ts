// View types of the scoreboard output pages (browser-safe): the list, the form, the display.
import type { OutputField, OutputFormErrors, OutputKind, OutputTimings } from '../domain/scoreboard/outputs'
import type { ScoreboardEventNo } from '../domain/scoreboard/scoreboard'
import type { UserMessage } from './message'
import type { PublicScheduleView } from './schedule'
import type { ScoreboardPageView } from './scoreboard'

export type OutputView = { id: number; name: string; kind: OutputKind; eventNo: ScoreboardEventNo; timings: OutputTimings }

export type OutputListPageView = {
  compId: number
  competitionName: string
  outputs: OutputView[]
  /** 'Output saved.' after a save moved here. */
  notice: UserMessage | null
}

export type OutputListPostResult = { ok: boolean; message: UserMessage }

export type OutputEditPageView = {
  compId: number
  competitionName: string
  /** 'new' for the create form. */
  id: number | 'new'
  values: Record<OutputField, string>
}

/** A refused save: the message, each field's error and what was typed. */
export type OutputEditPostResult = { ok: false; message: UserMessage; errors: OutputFormErrors; values: Record<OutputField, string> }

/** A stadium screen: its output's timings, and the board or the schedule it shows. */
export type OutputDisplayView = {
  compId: number
  outputId: number
  name: string
  timings: OutputTimings
  showControls: boolean
  board: ScoreboardPageView | null
  /** The schedule list, for an output that shows it. */
  schedule: PublicScheduleView | null
}
