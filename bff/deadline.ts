/**
 * The time one request to the BFF may spend waiting on the legacy site: fixed when the request
 * starts, shared by every call, retry and back-off made for it (REQUEST_DEADLINE_MS).
 */
export type Deadline = {
  readonly budgetMs: number
  /** Milliseconds left, never below 0. */
  remaining(): number
}

export function createDeadline(budgetMs: number, now: () => number = () => performance.now()): Deadline {
  const end = now() + budgetMs
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
