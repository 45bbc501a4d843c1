/**
 * What one click on a row's tick does to the schedule, as the browser shows it before the server
 * answers (and as the server reads it when it checks a switch). The rules are evaluateSchedule's;
 * this module only says what the data looks like after the click.
 */
import { evaluateSchedule } from './schedule-rules'
import type { ScheduleContext, ScheduleRow } from './schedule'

export type RulesContext = Omit<ScheduleContext, 'rows'>

/** The user's own unpaid cart line: a click removes it from the basket instead of ticking. */
export function isOwnUnpaid(row: ScheduleRow): boolean {
  return row.state === 'in-cart' && row.order.productId > 0 && row.paid === 0
}

/** The row as it reads once its entry is gone: nobody's cart, one entry fewer. */
export function withoutEntry<R extends ScheduleRow>(row: R): R {
  return {
    ...row,
    order: { productId: 0, orderId: 0 },
    entered: false,
    paid: 0,
    entryId: 0,
    userSelected: false,
    owner: null,
    entryCount: Math.max(0, row.entryCount - 1),
  }
}

/** What a tick form asks for: the row entered (in the basket) or not. */
export type TickWant = 'add' | 'remove'

/** A click that says what it wants: one that is already so changes nothing. */
export type Click = { ceid: number; want: TickWant }

/** The row is the user's already: in their basket unpaid, or selected on the way there. */
function isTicked(row: ScheduleRow): boolean {
  return isOwnUnpaid(row) || row.state === 'selected'
}

/**
 * The schedule after a click on `ceid`: the user's own unpaid line is removed, any other row is
 * toggled by the rules (a row they disable stays as it is). With `want`, a click on a row that is
 * already as wanted leaves the schedule as it is.
 */
export function applyClick<R extends ScheduleRow>(ctx: RulesContext & { rows: R[] }, ceid: number, want?: TickWant): R[] {
  const clicked = ctx.rows.find((row) => row.ceid === ceid)
  if (clicked === undefined) return ctx.rows
  if (want !== undefined && isTicked(clicked) === (want === 'add')) return ctx.rows
  if (isOwnUnpaid(clicked)) return evaluateSchedule({ ...ctx, rows: ctx.rows.map((row) => (row.ceid === ceid ? withoutEntry(row) : row)) })
  return evaluateSchedule(ctx, { ceid })
}

/** Clicks still on their way to the server, applied in the order they were made. */
export function applyClicks<R extends ScheduleRow>(ctx: RulesContext & { rows: R[] }, clicks: ReadonlyArray<number | Click>): R[] {
  return clicks.reduce(
    (rows, click) =>
      typeof click === 'number' ? applyClick({ ...ctx, rows }, click) : applyClick({ ...ctx, rows }, click.ceid, click.want),
    ctx.rows,
  )
}
