/**
 * The switch-event action (spec 2-entry.md §4 "Switch-event action"): an entry of the athlete moves
 * to another event of the same competition. States: none, source set, destination chosen.
 */
import { withoutEntry, type RulesContext } from './schedule-click'
import { evaluateSchedule } from './schedule-rules'
import type { ScheduleRow } from './schedule'

/** A confirmed or in-cart entry of this user (another user's entry is theirs to move). */
export function canSwitchFrom(row: ScheduleRow, userId: number): boolean {
  if (row.entryId <= 0 || (row.state !== 'confirmed' && row.state !== 'in-cart')) return false
  return row.owner === null || row.owner.userId === userId
}

/**
 * The rows the entry on `sourceCeid` may move to: those the rules leave available once that entry
 * is gone (it no longer counts towards the limits and unique groups it filled).
 */
export function switchDestinations(ctx: RulesContext & { rows: ScheduleRow[] }, sourceCeid: number): number[] {
  if (!isSwitchable(ctx, sourceCeid)) return []
  const rows = evaluateSchedule({ ...ctx, rows: ctx.rows.map((row) => (row.ceid === sourceCeid ? withoutEntry(row) : row)) })
  return rows.filter((row) => row.ceid !== sourceCeid && row.state === 'available' && !row.hidden).map((row) => row.ceid)
}

/** Judged on a fresh evaluation, so rows straight from the wire (not yet evaluated) read right. */
function isSwitchable(ctx: RulesContext & { rows: ScheduleRow[] }, ceid: number): boolean {
  const row = evaluateSchedule(ctx).find((r) => r.ceid === ceid)
  return row !== undefined && canSwitchFrom(row, ctx.user.userId)
}

export type SwitchState = { source: number; destinations: number[]; destination: number | null }

/**
 * The switch state the address asks for, or null (action NONE) when there is no source or it
 * cannot be switched; a destination that is not allowed is dropped, leaving the source set.
 */
export function switchState(
  ctx: RulesContext & { rows: ScheduleRow[] },
  source: number | null,
  destination: number | null,
): SwitchState | null {
  if (source === null || !isSwitchable(ctx, source)) return null
  const destinations = switchDestinations(ctx, source)
  return { source, destinations, destination: destination !== null && destinations.includes(destination) ? destination : null }
}
