// The "day" section of the load bench (tests/load/bench.ts runs it and prints its lines):
//   1. seeding 64 athletes into heats and lanes (seedHeats: rank by PB, zigzag into 8 heats,
//      World Athletics lane draw for a 400 m), each run with a new seed (target < 5 ms at p50; the
//      p99 is printed with the load average, as on a shared machine it measures the neighbours).
import { loadavg } from 'node:os'
import { seedHeats, type SeedEntry } from '../../bff/domain/seeding/seeding'
import { seededRandom } from '../../bff/domain/seeding/random'
import { percentile } from './stats'

const ATHLETES = 64
const WARMUP = 200
const RUNS = 2000
const TARGET_MS = 5

export type SeedingTiming = { athletes: number; heats: number; warmup: number; runs: number; samples: number[] }

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
  // Keeps the results alive, so the engine cannot skip the work.
  if (sink < 0) throw new Error('unreachable')
  return { athletes: ATHLETES, heats: heats.length, warmup: WARMUP, runs: RUNS, samples }
}

export function dayReport(seeding: SeedingTiming): string[] {
  const p50 = percentile(seeding.samples, 50)
  const p99 = percentile(seeding.samples, 99)
  return [
    ``,
    `day: seeding ${seeding.athletes} athletes into ${seeding.heats} heats of a 400 m (8 lanes, Rule 20 draw), ${seeding.warmup} warm-up then ${seeding.runs} timed runs, a new seed each`,
    `  ${'latency (ms)'.padEnd(40)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
    `  ${'seedHeats'.padEnd(40)}${p50.toFixed(3).padStart(9)}${p99.toFixed(3).padStart(9)}`,
    `  target < ${TARGET_MS} ms at p50: ${p50 < TARGET_MS ? 'met' : 'NOT met'}; at p99: ${p99 < TARGET_MS ? 'met' : 'NOT met'} (load average ${loadavg()[0].toFixed(1)})`,
  ]
}
