import type { Request, RequestHandler, Response } from 'express'
import { parseEventNo } from '../domain/scoreboard/scoreboard'
import type { FeedClient } from '../platform/feed-hub.server'
import { scoreboardKey, type ScoreboardFeeds } from '../services/scoreboard.server'
import { ROUTE_LABELS } from './route-label.server'

/** The SSE address of a scoreboard (the page's `feed`). */
export const SCOREBOARD_FEED_PATH = '/v2/scoreboard-feed/:compId/:eventNo'

const COMP_ID = /^[1-9]\d{0,8}$/
/** How soon a browser reconnects after the stream drops (EventSource's `retry`). */
const RETRY_MS = 5000

function clientOf(res: Response): FeedClient {
  return {
    write: (frame) => res.write(frame),
    buffered: () => res.writableLength,
    onDrain: (listener) => res.on('drain', listener),
    close: () => res.end(),
  }
}

function lastEventId(req: Request): string | null {
  const header = req.get('last-event-id')
  return header && header.length <= 64 ? header : null
}

/**
 * GET /v2/scoreboard-feed/{compId}/{eventNo|all}: the board as Server-Sent Events, from the
 * process's one poller per board (bff/platform/feed-hub.server.ts). Public, like the board. Mounted
 * before compression, which would hold the frames back.
 */
export function scoreboardFeed(feeds: ScoreboardFeeds): RequestHandler {
  return (req, res) => {
    res.locals.routeLabel = ROUTE_LABELS.feed
    const compId = String(req.params.compId ?? '')
    const eventNo = parseEventNo(req.params.eventNo)
    if (!COMP_ID.test(compId) || eventNo === null) {
      res.status(404).type('text/plain').send('Not Found')
      return
    }
    res.status(200)
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache, no-transform')
    res.setHeader('X-Accel-Buffering', 'no')
    const unsubscribe = feeds.subscribe(scoreboardKey(Number(compId), eventNo), clientOf(res), lastEventId(req))
    if (!unsubscribe) {
      res.removeHeader('Content-Type')
      res.status(503).setHeader('Retry-After', '10')
      res.type('text/plain').send('Too many viewers. Please try again shortly.')
      return
    }
    req.socket.setNoDelay(true)
    res.write(`retry: ${RETRY_MS}\n\n`)
    req.on('close', unsubscribe)
  }
}
