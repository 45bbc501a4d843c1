/**
 * Secondary-spend items in the schedule (ceoptions.secondarySpend { isParent, parentCeid,
 * mandatoryGroupId }): a child item never goes to the basket without its parent. The submit check
 * itself is the basket's (bff/domain/entry/basket-checks.ts: parentRequired, mandatoryGroup).
 */

import { fillMessage, SHOP_MESSAGES_EN } from './messages'

export type SpendRow = { ceid: number; name: string; parentCeid?: number }

/** The rows that hang from `ceid`, directly or through another child. */
export function childrenOf(rows: readonly SpendRow[], ceid: number): SpendRow[] {
  const out: SpendRow[] = []
  const seen = new Set([ceid])
  let frontier = [ceid]
  while (frontier.length > 0) {
    const next = rows.filter((r) => r.parentCeid !== undefined && frontier.includes(r.parentCeid) && !seen.has(r.ceid))
    for (const r of next) seen.add(r.ceid)
    out.push(...next)
    frontier = next.map((r) => r.ceid)
  }
  return out
}

/** Deselecting a parent also deselects its children (2-entry §4 "Event row states"). */
export function deselect(selected: ReadonlySet<number>, rows: readonly SpendRow[], ceid: number): Set<number> {
  const gone = new Set([ceid, ...childrenOf(rows, ceid).map((r) => r.ceid)])
  return new Set([...selected].filter((c) => !gone.has(c)))
}

/**
 * Removing an item from the basket while its children are there is refused (2-entry §8): "{name}
 * has secondary spend item(s), please remove these first: ...". `inBasket` are the rows in the
 * basket. Null when it may go.
 */
export function removalBlocked(inBasket: readonly SpendRow[], ceid: number): string | null {
  const parent = inBasket.find((r) => r.ceid === ceid)
  if (!parent) return null
  const children = childrenOf(inBasket, ceid)
  if (children.length === 0) return null
  return fillMessage(SHOP_MESSAGES_EN.parentHasChildren, { name: parent.name, children: children.map((c) => c.name).join(', ') })
}
