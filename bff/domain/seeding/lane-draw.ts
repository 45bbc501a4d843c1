// Lane draw for races run in lanes: World Athletics Technical Rule 20.4 (2023 edition). The 8- and
// 9-lane groups are the rule's text; 6, 7 and 10 lanes follow its principles
// (docs/decisions/024-seeding-lane-draw-and-check-in-window.md).
import { shuffled, type Random } from './random'

/** Straight races; races starting on the bend up to 300 m (the rule's "200 m and 300 m"); 400 m and over, relays included. */
export type DrawType = 'straight' | 'bend' | 'long'

type Groups = readonly (readonly number[])[]

/** Lane groups by lane count, best group first; within a group lanes are drawn by lot. */
export const LANE_GROUPS: Record<DrawType, Readonly<Record<number, Groups>>> = {
  straight: {
    6: [
      [3, 4],
      [2, 5],
      [1, 6],
    ],
    7: [
      [3, 4, 5],
      [2, 6],
      [1, 7],
    ],
    8: [
      [3, 4, 5, 6],
      [2, 7],
      [1, 8],
    ],
    9: [
      [4, 5, 6],
      [3, 7],
      [2, 8],
      [1, 9],
    ],
    10: [
      [4, 5, 6, 7],
      [3, 8],
      [2, 9],
      [1, 10],
    ],
  },
  bend: {
    6: [
      [4, 5],
      [3, 6],
      [1, 2],
    ],
    7: [
      [4, 5, 6],
      [3, 7],
      [1, 2],
    ],
    8: [
      [5, 6, 7],
      [3, 4, 8],
      [1, 2],
    ],
    9: [
      [5, 6, 7, 8],
      [3, 4, 9],
      [1, 2],
    ],
    10: [
      [5, 6, 7, 8],
      [3, 4, 9, 10],
      [1, 2],
    ],
  },
  long: {
    6: [
      [4, 5],
      [3, 6],
      [1, 2],
    ],
    7: [
      [4, 5, 6],
      [3, 7],
      [1, 2],
    ],
    8: [
      [4, 5, 6, 7],
      [3, 8],
      [1, 2],
    ],
    9: [
      [5, 6, 7],
      [4, 8],
      [3, 9],
      [1, 2],
    ],
    10: [
      [5, 6, 7, 8],
      [4, 9],
      [3, 10],
      [1, 2],
    ],
  },
}

/**
 * The groups for the lanes in use, `firstLane` to `firstLane + laneCount - 1`. A track whose lane 1
 * is not used draws "regarding lane 2 as lane 1": the groups of `laneCount` lanes, shifted. Lane
 * counts the table has no groups for (under 6, over 10) draw all lanes by lot, as one group.
 */
export function laneGroups(type: DrawType, laneCount: number, firstLane: number): number[][] {
  // No track has a lane below 1.
  const shift = Math.max(1, Math.trunc(firstLane)) - 1
  const count = Math.max(1, Math.trunc(laneCount))
  const groups = LANE_GROUPS[type][count] ?? [Array.from({ length: count }, (_, i) => i + 1)]
  return groups.map((group) => group.map((lane) => lane + shift))
}

/**
 * Lanes for athletes given best-ranked first. With fewer athletes than lanes the inside lanes stay
 * free (Rule 20.4 Note (iii)): the lowest lanes drop out of their groups. Then the best fill the
 * first group, the next the second, and so on, each group's lanes drawn by lot. Returns one lane per
 * athlete, in the order given. Throws when there are more athletes than lanes.
 */
export function drawLanes(rankedCount: number, groups: readonly (readonly number[])[], random: Random): number[] {
  const all = groups.flat()
  if (rankedCount > all.length) throw new RangeError(`${rankedCount} athletes for ${all.length} lanes`)
  const free = new Set([...all].sort((a, b) => a - b).slice(0, all.length - rankedCount))
  const lanes: number[] = []
  for (const group of groups) lanes.push(...shuffled(group, random).filter((lane) => !free.has(lane)))
  return lanes
}

/**
 * The draw type of a race from its distance in metres: up to 110 m on the straight; over 110 m and
 * up to 300 m from a start on the bend (the rule's "200 m and 300 m"; 150 m and 250 m as those);
 * over 300 m (the rule's "400 m and over", relays by their total distance) the long groups.
 */
export function drawTypeFor(metres: number): DrawType | null {
  if (!(metres > 0)) return null
  if (metres <= 110) return 'straight'
  if (metres <= 300) return 'bend'
  return 'long'
}
