// Lane draw for races run in lanes: World Athletics Technical Rule 20 (2023 edition), and how we
// stretch it to tracks that do not have lanes 1-8 (docs/decisions/024-seeding-lane-draw-and-check-in-window.md).
import { shuffled, type Random } from './random'

/** Straight races; the 200 m; the 400 m and the longer races (and relays) started in lanes. */
export type DrawType = 'straight' | 'bend200' | 'long'

/** The rule's groups on an 8-lane track, best group first; within a group lanes are drawn by lot. */
export const RULE_20_GROUPS: Record<DrawType, readonly (readonly number[])[]> = {
  straight: [
    [3, 4, 5, 6],
    [2, 7],
    [1, 8],
  ],
  bend200: [
    [5, 6, 7],
    [3, 4, 8],
    [1, 2],
  ],
  long: [
    [4, 5, 6, 7],
    [3, 8],
    [1, 2],
  ],
}

const RULE_LAST_LANE = 8

/**
 * The groups for the lanes in use, `firstLane` to `firstLane + laneCount - 1`: lanes the track does
 * not use drop out of their group, lanes beyond 8 join lane 8's group, empty groups go.
 */
export function laneGroups(type: DrawType, laneCount: number, firstLane: number): number[][] {
  // No track has a lane below 1.
  firstLane = Math.max(1, Math.trunc(firstLane))
  const lastLane = firstLane + Math.trunc(laneCount) - 1
  const inUse = (lane: number) => lane >= firstLane && lane <= lastLane
  const groups = RULE_20_GROUPS[type].map((group) => group.filter(inUse))
  const eightGroup = RULE_20_GROUPS[type].findIndex((group) => group.includes(RULE_LAST_LANE))
  for (let lane = Math.max(RULE_LAST_LANE + 1, firstLane); lane <= lastLane; lane++) groups[eightGroup].push(lane)
  return groups.filter((group) => group.length > 0)
}

/**
 * Lanes for athletes given best-ranked first: the best fill the first group, the next the second,
 * and so on, each group's lanes drawn by lot. Returns one lane per athlete, in the order given.
 * Throws when there are more athletes than lanes.
 */
export function drawLanes(rankedCount: number, groups: readonly (readonly number[])[], random: Random): number[] {
  const lanes: number[] = []
  for (const group of groups) {
    if (lanes.length >= rankedCount) break
    const drawn = shuffled(group, random)
    lanes.push(...drawn.slice(0, rankedCount - lanes.length))
  }
  if (lanes.length < rankedCount) throw new RangeError(`${rankedCount} athletes for ${lanes.length} lanes`)
  return lanes
}

/**
 * The draw type of a race from its distance in metres: up to 110 m on the straight, the 200 m its
 * own, 300 m and over (relays included, by the leg distance times the legs) the long group.
 * Null when the distance is not one run in lanes by this rule (150 m and other odd distances).
 */
export function drawTypeFor(metres: number): DrawType | null {
  if (metres > 0 && metres <= 110) return 'straight'
  if (metres === 200) return 'bend200'
  if (metres >= 300) return 'long'
  return null
}
