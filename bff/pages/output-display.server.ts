import type { AppLoadContext } from '@remix-run/node'
import type { OutputMode } from '#bff/domain/scoreboard/outputs'
import { notFound } from '#bff/http/params.server'
import { scoreboardPage } from '#bff/pages/scoreboard.server'
import { essential } from '#bff/services/failure.server'
import { loadPublicSchedule } from '#bff/services/public-schedule.server'
import { loadOutput } from '#bff/services/scoreboard-outputs.server'
import type { OutputDisplayView } from '#bff/views/scoreboard-outputs'

/*
 * A stadium screen (3-organiser-admin §2 output, output-v2, output-v3, scoreboard-schedule-list;
 * public): what its output is configured to show, on its timings. A board is read through the
 * process's feed for it, the very one scoreboard-comp uses, so any number of screens and viewers of
 * one board cost one upstream poll per interval (decision 030); one page for every variant
 * (decision 040).
 */

export async function outputDisplayPage(
  context: AppLoadContext,
  compId: number,
  outputId: number,
  mode: OutputMode & { scheduleList?: boolean },
): Promise<OutputDisplayView> {
  const output = await essential(loadOutput(context, compId, outputId))
  if (!output) throw notFound()
  const showsSchedule = mode.scheduleList === true || output.kind === 'schedule'
  const base = { compId, outputId, name: output.name, timings: output.timings, showControls: mode.showControls }
  if (showsSchedule) {
    const schedule = await essential(loadPublicSchedule(context, compId))
    if (!schedule) throw notFound()
    return { ...base, board: null, schedule }
  }
  return { ...base, board: await scoreboardPage(context, compId, output.eventNo), schedule: null }
}
