// The "day" section of the load bench (tests/load/bench.ts runs it and prints its lines):
//   1. seeding 64 athletes into heats and lanes (seedHeats: rank by PB, zigzag into 8 heats,
//      World Athletics lane draw for a 400 m), each run with a new seed (target < 5 ms at p50; the
//      p99 is printed with the load average, as on a shared machine it measures the neighbours);
//      then the seeding post's whole draw, seedEventGroup, from 64 entries as the wire gives them
//      (PB 0 for none, gender, age group) to heats with lanes.
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { seedEventGroup } from '../../bff/domain/seeding/event-group'
import { seedHeats, type SeedEntry } from '../../bff/domain/seeding/seeding'
import { seededRandom } from '../../bff/domain/seeding/random'
import { percentile } from './stats'

const ATHLETES = 64
const WARMUP = 200
const RUNS = 2000
const TARGET_MS = 5

export type SeedingTiming = { athletes: number; heats: number; warmup: number; runs: number; samples: number[]; postSamples: number[] }

/** 64 athletes with PBs between 47 and 60 s, some equal (drawn by lot), four without a PB. */
function makeField(): SeedEntry[] {
  const random = seededRandom(2023)
  return Array.from({ length: ATHLETES }, (_, i) => ({
    id: i + 1,
    pb: i % 16 === 15 ? null : Math.round((47 + random() * 13) * 10) / 10,
    gender: i % 2 === 0 ? 'F' : 'M',
  }))
}

export function benchSeeding(): SeedingTiming {
  const entries = makeField()
  const options = { laneCount: 8, firstLane: 1, heatOrder: 's' as const, drawType: 'long' as const }
  const heats = seedHeats(entries, { ...options, seed: 1 }).heats
  const placed = heats.reduce((n, heat) => n + heat.athletes.length, 0)
  if (placed !== ATHLETES) throw new Error(`seedHeats placed ${placed} of ${ATHLETES} athletes`)
  let sink = 0
  for (let i = 0; i < WARMUP; i++) sink += seedHeats(entries, { ...options, seed: i }).heats.length
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    sink += seedHeats(entries, { ...options, seed: WARMUP + i }).heats.length
    samples.push(performance.now() - started)
  }
  const group = {
    name: '400m',
    useLanes: true,
    maxInHeat: 0,
    entries: entries.map((e) => ({ entryId: e.id, pb: e.pb ?? 0, gender: e.gender ?? '', ageGroup: 'Senior' })),
  }
  const values = {
    heatOrder: 's' as const,
    laneCount: 8,
    firstLane: 1,
    byGender: false,
    byAge: false,
    laneDraw: 'seeded' as const,
    clubsApart: false,
    seedOn: 'pb' as const,
  }
  for (let i = 0; i < WARMUP; i++) sink += seedEventGroup(group, values, i).heats.length
  const postSamples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    sink += seedEventGroup(group, values, WARMUP + i).heats.length
    postSamples.push(performance.now() - started)
  }
  // Keeps the results alive, so the engine cannot skip the work.
  if (sink < 0) throw new Error('unreachable')
  return { athletes: ATHLETES, heats: heats.length, warmup: WARMUP, runs: RUNS, samples, postSamples }
}

export function dayReport(seeding: SeedingTiming): string[] {
  const p50 = percentile(seeding.samples, 50)
  const p99 = percentile(seeding.samples, 99)
  const postP50 = percentile(seeding.postSamples, 50)
  const postP99 = percentile(seeding.postSamples, 99)
  return [
    ``,
    `day: seeding ${seeding.athletes} athletes into ${seeding.heats} heats of a 400 m (8 lanes, Rule 20 draw), ${seeding.warmup} warm-up then ${seeding.runs} timed runs, a new seed each`,
    `  ${'latency (ms)'.padEnd(40)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
    `  ${'seedHeats'.padEnd(40)}${p50.toFixed(3).padStart(9)}${p99.toFixed(3).padStart(9)}`,
    `  ${'seedEventGroup (the seeding post)'.padEnd(40)}${postP50.toFixed(3).padStart(9)}${postP99.toFixed(3).padStart(9)}`,
    `  target < ${TARGET_MS} ms at p50: ${Math.max(p50, postP50) < TARGET_MS ? 'met' : 'NOT met'}; at p99: ${Math.max(p99, postP99) < TARGET_MS ? 'met' : 'NOT met'} (load average ${loadavg()[0].toFixed(1)})`,
  ]
}

// 2. Live scoreboards: upstream polls per interval with 1, 100 and 1,000 SSE viewers of one
//    scoreboard (target 1), and the server's memory per idle viewer (target < 20 KB). The viewers
//    run in a child process (sse-viewers.mjs), so this process's memory is the server's alone.

export const FEED_POLL_MS = 500
const FEED_AUDIENCES = [1, 100, 1000] as const
const FEED_INTERVALS = 6
const FEED_MEMORY_TARGET_KB = 20
const FEED_POLL_TARGET = 1

export type FeedRun = { viewers: number; polls: number; intervals: number; bytesPerViewer: number }

type FeedBench = {
  /** The SSE address of one scoreboard on a BFF started with SCOREBOARD_POLL_MS = FEED_POLL_MS. */
  feedUrl: string
  /** Upstream calls to that scoreboard so far (counted at the simulator). */
  polls(): number
}

function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  return () => {
    gc()
    gc()
  }
}

function serverBytes(): number {
  const m = process.memoryUsage()
  return m.heapUsed + m.external
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function openViewers(url: string, count: number) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./sse-viewers.mjs', import.meta.url)), url, String(count)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`sse-viewers exited (${code}) before every viewer had a board`)))
  })
  return {
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.stdin.end()
      await exited
    },
  }
}

export async function benchFeed({ feedUrl, polls }: FeedBench): Promise<FeedRun[]> {
  const gc = collectGarbage()
  const runs: FeedRun[] = []
  for (const viewers of FEED_AUDIENCES) {
    await sleep(FEED_POLL_MS * 2)
    gc()
    const before = serverBytes()
    const audience = await openViewers(feedUrl, viewers)
    await sleep(FEED_POLL_MS)
    gc()
    const bytesPerViewer = (serverBytes() - before) / viewers
    const from = polls()
    const started = performance.now()
    await sleep(FEED_POLL_MS * FEED_INTERVALS)
    const intervals = (performance.now() - started) / FEED_POLL_MS
    runs.push({ viewers, polls: polls() - from, intervals, bytesPerViewer })
    await audience.close()
  }
  return runs
}

export function feedReport(runs: FeedRun[]): string[] {
  const lines = [
    ``,
    `day: live scoreboard, one scoreboard watched over SSE, polled every ${FEED_POLL_MS} ms; viewers in a process of their own`,
    `  ${'viewers'.padEnd(12)}${'polls'.padStart(8)}${'intervals'.padStart(11)}${'polls/interval'.padStart(16)}${'KB/viewer'.padStart(11)}`,
  ]
  for (const r of runs) {
    lines.push(
      `  ${String(r.viewers).padEnd(12)}${String(r.polls).padStart(8)}${r.intervals.toFixed(1).padStart(11)}${(r.polls / r.intervals).toFixed(2).padStart(16)}${(r.bytesPerViewer / 1024).toFixed(1).padStart(11)}`,
    )
  }
  const worstRate = Math.max(...runs.map((r) => Math.round(r.polls / r.intervals)))
  const largest = runs.at(-1)!
  lines.push(
    `  target ${FEED_POLL_TARGET} poll per interval whatever the audience: ${worstRate <= FEED_POLL_TARGET ? 'met' : 'NOT met'}; ` +
      `memory per idle viewer at ${largest.viewers} < ${FEED_MEMORY_TARGET_KB} KB: ${largest.bytesPerViewer / 1024 < FEED_MEMORY_TARGET_KB ? 'met' : 'NOT met'}`,
  )
  return lines
}
