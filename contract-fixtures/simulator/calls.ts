export type CallLog = {
  record(method: string, path: string): void
  total(): number
  /** Calls whose path starts with the prefix. */
  count(pathPrefix: string): number
  reset(): void
  byPath(): Record<string, number>
}

export function createCallLog(): CallLog {
  let calls: Array<{ method: string; path: string }> = []
  return {
    record(method, path) {
      calls.push({ method, path })
    },
    total: () => calls.length,
    count: (pathPrefix) => calls.filter((c) => c.path.startsWith(pathPrefix)).length,
    reset() {
      calls = []
    },
    byPath() {
      const counts: Record<string, number> = {}
      for (const c of calls) {
        const key = `${c.method} ${c.path}`
        counts[key] = (counts[key] ?? 0) + 1
      }
      return counts
    },
  }
}
