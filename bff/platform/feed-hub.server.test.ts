import { describe, expect, it } from 'vitest'
import { createFeedHub, type FeedClient, type FeedTimers } from './feed-hub.server'

/** Timers the test moves by hand: `tick()` runs every interval callback once. */
function manualTimers() {
  let now = 0
  const handles = new Map<number, () => void>()
  let next = 1
  const timers: FeedTimers = {
    setInterval: (fn) => {
      handles.set(next, fn)
      return next++
    },
    clearInterval: (handle) => {
      handles.delete(handle as number)
    },
    now: () => now,
  }
  return {
    timers,
    running: () => handles.size,
    async tick(ms: number) {
      now += ms
      for (const fn of [...handles.values()]) fn()
      await settle()
    },
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

function fakeClient(options: { blocked?: boolean; buffered?: number } = {}) {
  const frames: string[] = []
  let drain: () => void = () => {}
  const client: FeedClient & { frames: string[]; closed: boolean; blocked: boolean; drain(): void } = {
    frames,
    closed: false,
    blocked: options.blocked ?? false,
    write(frame) {
      frames.push(frame)
      return !this.blocked
    },
    buffered: () => options.buffered ?? 0,
    onDrain(listener) {
      drain = listener
    },
    close() {
      this.closed = true
    },
    drain() {
      this.blocked = false
      drain()
    },
  }
  return client
}

function hubWith(values: Array<string | null | Error>, extra: { maxViewers?: number; maxBufferedBytes?: number } = {}) {
  const clock = manualTimers()
  let call = 0
  const hub = createFeedHub<string>({
    intervalMs: 10_000,
    fetch: async () => {
      const value = values[Math.min(call++, values.length - 1)]!
      if (value instanceof Error) throw value
      return value
    },
    idOf: (v) => `id-${v}`,
    encode: (v) => JSON.stringify(v),
    event: 'scoreboard',
    maxBufferedBytes: extra.maxBufferedBytes ?? 64 * 1024,
    maxViewers: extra.maxViewers ?? 10_000,
    timers: clock.timers,
    onError: () => {},
  })
  return { hub, clock }
}

const valueFrames = (frames: string[]) => frames.filter((f) => f.includes('event: scoreboard'))

describe('feed hub', () => {
  it('polls once per interval for 200 viewers of one feed, and each gets every change once', async () => {
    const { hub, clock } = hubWith(['a', 'a', 'b'])
    const clients = Array.from({ length: 200 }, () => fakeClient())
    for (const c of clients) hub.subscribe('557/1', c, null)
    await settle()
    expect(hub.stats().polls).toBe(1)
    await clock.tick(10_000)
    await clock.tick(10_000)
    expect(hub.stats().polls).toBe(3)
    for (const c of clients) {
      expect(valueFrames(c.frames)).toEqual(['id: id-a\nevent: scoreboard\ndata: "a"\n\n', 'id: id-b\nevent: scoreboard\ndata: "b"\n\n'])
    }
  })

  it('stops polling when the last viewer leaves, and a viewer that left gets nothing more', async () => {
    const { hub, clock } = hubWith(['a', 'b', 'c'])
    const stays = fakeClient()
    const leaves = fakeClient()
    const leaveStays = hub.subscribe('k', stays, null)!
    const leave = hub.subscribe('k', leaves, null)!
    await settle()
    leave()
    await clock.tick(10_000)
    expect(valueFrames(leaves.frames)).toHaveLength(1)
    expect(valueFrames(stays.frames)).toHaveLength(2)
    leaveStays()
    expect(clock.running()).toBe(0)
    await clock.tick(10_000)
    await clock.tick(10_000)
    expect(hub.stats()).toMatchObject({ polls: 2, viewers: 0, polling: 0 })
  })

  it('sends a reconnecting viewer nothing it has (Last-Event-ID), and the latest frame otherwise', async () => {
    const { hub } = hubWith(['a'])
    hub.subscribe('k', fakeClient(), null)
    await settle()
    const back = fakeClient()
    hub.subscribe('k', back, 'id-a')
    const behind = fakeClient()
    hub.subscribe('k', behind, 'id-old')
    expect(back.frames).toEqual([])
    expect(valueFrames(behind.frames)).toHaveLength(1)
    expect(hub.stats().polls).toBe(1)
  })

  it('skips a viewer whose buffer is full and, once drained, sends it only the latest frame', async () => {
    const { hub, clock } = hubWith(['a', 'b', 'c', 'd'])
    const slow = fakeClient({ blocked: true })
    hub.subscribe('k', slow, null)
    await settle()
    await clock.tick(10_000)
    await clock.tick(10_000)
    expect(valueFrames(slow.frames)).toEqual([expect.stringContaining('id-a')])
    slow.drain()
    expect(valueFrames(slow.frames)).toEqual([expect.stringContaining('id-a'), expect.stringContaining('id-c')])
  })

  it('cuts a viewer whose buffer passes the cap, without stopping the others', async () => {
    const { hub, clock } = hubWith(['a', 'b'], { maxBufferedBytes: 1000 })
    const stuck = fakeClient({ buffered: 5000 })
    const fine = fakeClient()
    hub.subscribe('k', stuck, null)
    hub.subscribe('k', fine, null)
    await settle()
    expect(stuck.closed).toBe(true)
    await clock.tick(10_000)
    expect(valueFrames(fine.frames)).toHaveLength(2)
    expect(hub.stats().viewers).toBe(1)
  })

  it('refuses viewers past the cap per process', () => {
    const { hub } = hubWith(['a'], { maxViewers: 2 })
    expect(hub.subscribe('k', fakeClient(), null)).not.toBeNull()
    expect(hub.subscribe('j', fakeClient(), null)).not.toBeNull()
    expect(hub.subscribe('k', fakeClient(), null)).toBeNull()
  })

  it('says once that the feed is stale while upstream fails, and carries on when it answers', async () => {
    const { hub, clock } = hubWith(['a', new Error('down'), new Error('down'), 'b'])
    const viewer = fakeClient()
    hub.subscribe('k', viewer, null)
    await settle()
    await clock.tick(10_000)
    await clock.tick(10_000)
    await clock.tick(10_000)
    expect(viewer.frames.filter((f) => f.startsWith('event: stale'))).toHaveLength(1)
    expect(valueFrames(viewer.frames)).toHaveLength(2)
  })

  it('tells viewers a feed that is gone and lets them go, which stops the poller', async () => {
    const { hub, clock } = hubWith([null])
    const viewer = fakeClient()
    hub.subscribe('k', viewer, null)
    await settle()
    expect(viewer.frames).toEqual(['event: gone\ndata: {}\n\n'])
    expect(viewer.closed).toBe(true)
    expect(clock.running()).toBe(0)
  })

  it('shares one read between the pages and the viewers of a feed', async () => {
    const { hub } = hubWith(['a'])
    const [one, two] = await Promise.all([hub.latest('k'), hub.latest('k')])
    expect(one).toEqual({ id: 'id-a', value: 'a' })
    expect(two).toEqual(one)
    hub.subscribe('k', fakeClient(), null)
    await hub.latest('k')
    expect(hub.stats().polls).toBe(1)
  })
})
