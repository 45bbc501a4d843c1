import { createHash } from 'node:crypto'
import { createDeadline } from '#bff/deadline'
import type { ScoreboardEventNo } from '#bff/domain/scoreboard/scoreboard'
import type { LegacyClient } from '#bff/legacy/client.server'
import { getScoreboardEvent, type ScoreboardEventWire } from '#bff/legacy/scoreboard.server'
import { createFeedHub, type FeedFleet, type FeedHub } from '#bff/platform/feed-hub.server'
import type { Logger } from '#bff/platform/logger.server'
import type { ScoreboardEventView } from '#bff/views/scoreboard'
import { orAbsent } from './failure.server'

/** What one poll of a scoreboard gives every viewer: the board and the competition it belongs to. */
export type ScoreboardSnapshot = { comp: { id: number; name: string; date: string }; event: ScoreboardEventView }

export type ScoreboardFeeds = FeedHub<ScoreboardSnapshot>

export function toScoreboardSnapshot(wire: ScoreboardEventWire): ScoreboardSnapshot {
  return {
    comp: { id: wire.comp.id, name: wire.comp.name, date: wire.comp.date.slice(0, 10) },
    event: {
      eventGroup: { id: wire.eventGroup.id, eventNo: wire.eventGroup.eventNo, name: wire.eventGroup.name },
      athlete: wire.athlete,
      score: wire.score ? { score: wire.score.score, uom: wire.score.scoreUom, modified: wire.score.modified } : null,
      text: wire.text,
      picture: wire.picture,
      ranking: wire.ranking.map((r) => ({
        position: r.position,
        bibNo: r.bibno,
        athleteId: r.athleteId,
        athleteName: r.athleteName,
        score: r.score,
      })),
    },
  }
}

export const scoreboardKey = (compId: number, eventNo: ScoreboardEventNo) => `${compId}/${eventNo}`

function parseKey(key: string): { compId: number; eventNo: ScoreboardEventNo } {
  const [comp, no] = key.split('/')
  return { compId: Number(comp), eventNo: no === 'all' ? 'all' : Number(no) }
}

/**
 * The process's scoreboard feeds: one poller per scoreboard, anonymous (a scoreboard is public),
 * each poll with its own deadline. With a fleet (Redis), one instance polls each board for all the
 * workers and instances (decision 068); without, each process polls the boards its own viewers
 * watch (decision 030).
 */
export function createScoreboardFeeds(deps: {
  legacy: LegacyClient
  log: Logger
  pollMs: number
  deadlineMs: number
  maxViewers: number
  fleet?: FeedFleet
}): ScoreboardFeeds {
  return createFeedHub<ScoreboardSnapshot>({
    intervalMs: deps.pollMs,
    event: 'scoreboard',
    maxBufferedBytes: 64 * 1024,
    maxViewers: deps.maxViewers,
    fleet: deps.fleet,
    async fetch(key) {
      const { compId, eventNo } = parseKey(key)
      const legacy = deps.legacy.scoped({ requestId: `scoreboard-${key}`, deadline: createDeadline(deps.deadlineMs) })
      const answer = await orAbsent(getScoreboardEvent(legacy, compId, eventNo), { notFoundOnly: false })
      return answer ? toScoreboardSnapshot(answer.data) : null
    },
    idOf: (value) => createHash('sha1').update(JSON.stringify(value.event)).digest('base64url').slice(0, 16),
    encode: (value) => JSON.stringify(value.event),
    // The viewers are told the board is stale; the legacy client has logged the call's failure.
    onError: (key) => deps.log.warn({ scoreboard: key }, 'scoreboard poll failed'),
  })
}
