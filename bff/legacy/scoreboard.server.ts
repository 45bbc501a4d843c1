import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, lenient, num, text } from './wire'

/*
 * The current scoreboard event of a competition's event group (3-organiser-admin §2: "A scoreboard
 * event shows competition, event group, athlete, score, text, picture and ranking"). The spec shows
 * no path: GET /v5/public/scoreboard/{compId}/{eventNo|all} is our invention (docs/legacy-wire.md
 * "Scoreboards").
 */

const rank = z.object({ bibno: text, athleteId: num, athleteName: text, position: num, score: text })

export const scoreboardEventWire = z.object({
  comp: z.object({ id, name: text, date: text }),
  eventGroup: z.object({ id: num, eventNo: num, name: text }),
  athlete: z.object({ id: num, name: text, bibNo: text, pb: text }).nullable().catch(null),
  score: lenient({ score: text, scoreUom: text, modified: text }).nullable().catch(null),
  text,
  picture: text,
  ranking: z.array(rank).catch([]),
})
export type ScoreboardEventWire = z.infer<typeof scoreboardEventWire>

const answer = envelope(scoreboardEventWire)

export function getScoreboardEvent(legacy: LegacyCaller, compId: number, eventNo: number | 'all') {
  return legacy.call({
    endpoint: 'scoreboard.event',
    method: 'GET',
    path: rest(`/v5/public/scoreboard/${encodeURIComponent(String(compId))}/${encodeURIComponent(String(eventNo))}`),
    auth: 'none',
    schema: answer,
  })
}
