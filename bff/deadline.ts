/**
 * The time one request to the BFF may spend waiting on the legacy site: fixed when the request
 * starts, shared by every call, retry and back-off made for it (REQUEST_DEADLINE_MS).
 */
export type Deadline = {
  readonly budgetMs: number
  /** Milliseconds left for legacy calls, never below 0. */
  remaining(): number
}

/**
 * The page is rendered after its calls end: waiting on the legacy site stops this much before the
 * budget, so the page itself is sent within it (a tenth of the budget, at most half a second).
 */
export const renderReserveMs = (budgetMs: number) => Math.min(500, Math.round(budgetMs / 10))

export function createDeadline(budgetMs: number, now: () => number = () => performance.now()): Deadline {
  const end = now() + budgetMs - renderReserveMs(budgetMs)
  return {
    budgetMs,
    remaining: () => Math.max(0, end - now()),
  }
}

/**
 * The promise, or a rejection made by `onExpired` when the deadline passes first. The promise
 * keeps running (another request may be waiting on it); only this wait ends.
 */
export function withinDeadline<T>(promise: Promise<T>, deadline: Deadline | undefined, onExpired: () => Error): Promise<T> {
  if (!deadline) return promise
  const left = deadline.remaining()
  if (left <= 0) {
    promise.catch(() => undefined)
    return Promise.reject(onExpired())
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onExpired()), left)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}
