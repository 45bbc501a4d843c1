/*
 * Live feeds fanned out over Server-Sent Events: ONE poller per feed key, whatever the audience.
 * The poller starts with the first viewer and stops with the last; every viewer gets the same
 * frame, written once per change. A viewer whose connection cannot keep up is skipped until its
 * buffer drains and then gets only the latest frame (a board shows the present, not a backlog);
 * one whose buffer still passes the cap is cut. Frame ids are the content's hash, so a viewer that
 * reconnects with Last-Event-ID (to this process or another worker) is sent nothing it already has.
 * Decision 030.
 *
 * With a fleet (instances sharing Redis), one instance polls each feed for all of them: the holder
 * of the feed's lease. It publishes each poll's outcome, and every instance watching the feed
 * writes it to its own viewers. Each instance with viewers tries the lease every quarter interval,
 * so when the holder dies another takes over within one interval. Decision 068.
 */

/** One viewer's connection, as the hub needs it (bff/http/sse.server.ts adapts a response). */
export type FeedClient = {
  /** Writes a frame; false when the connection's buffer is full (wait for drain). */
  write(frame: string): boolean
  /** Bytes waiting in the connection's buffer. */
  buffered(): number
  onDrain(listener: () => void): void
  close(): void
}

export type FeedFrame<T> = { id: string; value: T }

export type FeedTimers = {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
  now(): number
}

/** Instances sharing the polls of their feeds (bff/platform/feed-fleet.server.ts). */
export type FeedFleet = {
  /** True when this instance holds the key's lease (renewed, or just taken); rejects when the fleet cannot answer. */
  claim(key: string): Promise<boolean>
  /** Gives the key's lease up, if held. */
  release(key: string): void
  /** Sends a poll's outcome to every other instance watching the key. */
  publish(key: string, message: string): void
  /** Calls onMessage with each outcome another instance publishes for the key, until the returned function is called. */
  subscribe(key: string, onMessage: (message: string) => void): () => void
  /** The last outcome published for the key while it is less than one interval old, else null. */
  last(key: string): Promise<string | null>
}

/** Lease attempts per interval: a dead poller is replaced within one interval. */
const FLEET_STEPS = 4

export type FeedHubOptions<T> = {
  intervalMs: number
  /** The upstream read; null when the thing is gone (viewers are told and let go). */
  fetch(key: string): Promise<T | null>
  /** A stable id of the content (same content, same id, in every process). */
  idOf(value: T): string
  /** The frame's data line(s) for the value (no newline inside). */
  encode(value: T): string
  /** The SSE event name of a value frame. */
  event: string
  /** A connection holding more than this many unsent bytes is cut. */
  maxBufferedBytes: number
  /** Viewers one process serves at once (all feeds together). */
  maxViewers: number
  /** Feeds kept at once (a key nobody watches is dropped after one interval). */
  maxFeeds?: number
  timers?: FeedTimers
  /** Instances sharing their polls; without it this process polls every feed it serves. */
  fleet?: FeedFleet
  onPoll?(key: string): void
  onError?(key: string, err: unknown): void
}

type Viewer = { client: FeedClient; behind: boolean; pending: string | null }

type Feed<T> = {
  key: string
  viewers: Set<Viewer>
  timer: unknown
  latest: (FeedFrame<T> & { frame: string }) | null
  fetchedAt: number
  inFlight: Promise<void> | null
  failing: boolean
  /** With a fleet: when this instance last polled the feed or heard another's poll. */
  heardAt: number
  unsubscribe: (() => void) | null
}

/** A poll's outcome, as instances tell each other. */
type Outcome<T> = { value: T | null } | { failed: true }

const HEARTBEAT = ':\n\n'
const STALE = 'event: stale\ndata: {}\n\n'
const GONE = 'event: gone\ndata: {}\n\n'

const realTimers: FeedTimers = {
  setInterval: (fn, ms) => {
    const handle = setInterval(fn, ms)
    handle.unref?.()
    return handle
  },
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
}

export type FeedHub<T> = ReturnType<typeof createFeedHub<T>>

export function createFeedHub<T>(options: FeedHubOptions<T>) {
  const timers = options.timers ?? realTimers
  const maxFeeds = options.maxFeeds ?? 1000
  const fleet = options.fleet
  const feeds = new Map<string, Feed<T>>()
  let viewerCount = 0
  let polls = 0

  const send = (feed: Feed<T>, viewer: Viewer, frame: string) => {
    if (viewer.behind) {
      // Heartbeats are not worth queueing; a value frame replaces the one waiting.
      if (frame !== HEARTBEAT) viewer.pending = frame
      return
    }
    const flowing = viewer.client.write(frame)
    if (viewer.client.buffered() > options.maxBufferedBytes) {
      drop(feed, viewer)
      viewer.client.close()
      return
    }
    if (!flowing) viewer.behind = true
  }

  const broadcast = (feed: Feed<T>, frame: string) => {
    for (const viewer of feed.viewers) send(feed, viewer, frame)
  }

  const stop = (feed: Feed<T>) => {
    if (feed.timer !== null) timers.clearInterval(feed.timer)
    feed.timer = null
    if (fleet && feed.unsubscribe) {
      feed.unsubscribe()
      feed.unsubscribe = null
      fleet.release(feed.key)
    }
  }

  const drop = (feed: Feed<T>, viewer: Viewer) => {
    if (!feed.viewers.delete(viewer)) return
    viewerCount -= 1
    if (feed.viewers.size === 0) stop(feed)
  }

  const apply = (feed: Feed<T>, outcome: Outcome<T>) => {
    if ('failed' in outcome) {
      if (!feed.failing) broadcast(feed, STALE)
      feed.failing = true
      return
    }
    const { value } = outcome
    feed.fetchedAt = timers.now()
    feed.failing = false
    if (value === null) {
      feed.latest = null
      for (const viewer of [...feed.viewers]) {
        send(feed, viewer, GONE)
        drop(feed, viewer)
        viewer.client.close()
      }
      return
    }
    const id = options.idOf(value)
    if (feed.latest?.id === id) return broadcast(feed, HEARTBEAT)
    const frame = `id: ${id}\nevent: ${options.event}\ndata: ${options.encode(value)}\n\n`
    feed.latest = { id, value, frame }
    broadcast(feed, frame)
  }

  const share = (feed: Feed<T>, outcome: Outcome<T>) => fleet?.publish(feed.key, JSON.stringify(outcome))

  const hear = (feed: Feed<T>, message: string, polledNow = true) => {
    let outcome: Outcome<T>
    try {
      outcome = JSON.parse(message) as Outcome<T>
    } catch {
      return
    }
    if (polledNow) feed.heardAt = timers.now()
    apply(feed, outcome)
  }

  const refresh = (feed: Feed<T>): Promise<void> => {
    if (feed.inFlight) return feed.inFlight
    polls += 1
    feed.heardAt = timers.now()
    options.onPoll?.(feed.key)
    feed.inFlight = options
      .fetch(feed.key)
      .then(
        (value) => {
          apply(feed, { value })
          share(feed, { value })
        },
        (err: unknown) => {
          apply(feed, { failed: true })
          share(feed, { failed: true })
          throw err
        },
      )
      .finally(() => {
        feed.inFlight = null
      })
    return feed.inFlight
  }

  const tick = (feed: Feed<T>) => {
    refresh(feed).catch((err: unknown) => options.onError?.(feed.key, err))
  }

  const step = Math.max(1, Math.round(options.intervalMs / FLEET_STEPS))

  // Polls when this instance holds the lease and an interval has passed since the last poll heard
  // of. When the fleet cannot answer, it polls on its own rather than let its viewers go stale.
  const fleetTick = (feed: Feed<T>, fleet: FeedFleet) => {
    fleet.claim(feed.key).then(
      (held) => held && feed.timer !== null && timers.now() - feed.heardAt >= options.intervalMs - step / 2 && tick(feed),
      () => feed.timer !== null && timers.now() - feed.heardAt >= options.intervalMs - step / 2 && tick(feed),
    )
  }

  const start = (feed: Feed<T>) => {
    if (!fleet) {
      feed.timer = timers.setInterval(() => tick(feed), options.intervalMs)
      if (!fresh(feed)) tick(feed)
      return
    }
    feed.unsubscribe = fleet.subscribe(feed.key, (message) => hear(feed, message))
    if (!feed.latest) {
      void fleet.last(feed.key).then(
        (shared) => shared !== null && !feed.latest && hear(feed, shared, false),
        () => undefined,
      )
    }
    feed.timer = timers.setInterval(() => fleetTick(feed, fleet), step)
    fleetTick(feed, fleet)
  }

  const fresh = (feed: Feed<T>) => feed.latest !== null && timers.now() - feed.fetchedAt < options.intervalMs

  /** Drops feeds nobody watches whose value has gone stale. */
  const prune = () => {
    for (const [key, feed] of feeds) {
      if (feed.viewers.size === 0 && !feed.inFlight && !fresh(feed)) feeds.delete(key)
    }
  }

  const feedOf = (key: string): Feed<T> | null => {
    let feed = feeds.get(key)
    if (feed) return feed
    if (feeds.size >= maxFeeds) prune()
    if (feeds.size >= maxFeeds) return null
    feed = {
      key,
      viewers: new Set(),
      timer: null,
      latest: null,
      fetchedAt: 0,
      inFlight: null,
      failing: false,
      heardAt: -Infinity,
      unsubscribe: null,
    }
    feeds.set(key, feed)
    return feed
  }

  return {
    /**
     * Adds a viewer to the key's feed: sends the latest frame unless `lastEventId` says the viewer
     * has it, and starts the poller if this is the first viewer. Null when the process is full.
     */
    subscribe(key: string, client: FeedClient, lastEventId: string | null): (() => void) | null {
      if (viewerCount >= options.maxViewers) return null
      const feed = feedOf(key)
      if (!feed) return null
      const viewer: Viewer = { client, behind: false, pending: null }
      feed.viewers.add(viewer)
      viewerCount += 1
      client.onDrain(() => {
        viewer.behind = false
        const pending = viewer.pending
        viewer.pending = null
        if (pending !== null && feed.viewers.has(viewer)) send(feed, viewer, pending)
      })
      if (feed.latest && feed.latest.id !== lastEventId) send(feed, viewer, feed.latest.frame)
      if (feed.timer === null) start(feed)
      return () => drop(feed, viewer)
    },

    /** The feed's latest value for a page: the live one, or one read (shared by concurrent pages) if stale. */
    async latest(key: string): Promise<FeedFrame<T> | null> {
      const feed = feedOf(key)
      if (!feed) {
        const value = await options.fetch(key)
        return value === null ? null : { id: options.idOf(value), value }
      }
      if (!fresh(feed) && !(feed.timer !== null && feed.latest)) {
        // Another instance's poll, if recent, before the legacy site.
        const shared = fleet ? await fleet.last(key).catch(() => null) : null
        if (shared !== null) hear(feed, shared, false)
        if (!fresh(feed)) await refresh(feed)
      }
      return feed.latest ? { id: feed.latest.id, value: feed.latest.value } : null
    },

    stats: () => ({ feeds: feeds.size, viewers: viewerCount, polls, polling: [...feeds.values()].filter((f) => f.timer !== null).length }),

    close() {
      for (const feed of feeds.values()) {
        stop(feed)
        for (const viewer of feed.viewers) viewer.client.close()
        feed.viewers.clear()
      }
      feeds.clear()
      viewerCount = 0
    },
  }
}
