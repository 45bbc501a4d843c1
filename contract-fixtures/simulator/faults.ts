export type FaultSpec = {
  pathPrefix: string
  method?: string
  /** Answer with this status and body; without it the fault only delays normal handling. */
  status?: number
  body?: string
  delayMs?: number
  /** How many matching calls the fault affects; unlimited when absent. */
  times?: number
}

export type FaultRegistry = {
  add(fault: FaultSpec): void
  clear(): void
  list(): FaultSpec[]
  /** The first fault that applies to the call, with one use consumed. */
  take(method: string, path: string): FaultSpec | undefined
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Array<FaultSpec & { remaining: number }> = []
  return {
    add(fault) {
      faults.push({ ...fault, remaining: fault.times ?? Number.POSITIVE_INFINITY })
    },
    clear() {
      faults = []
    },
    list() {
      return faults.map(({ remaining: _remaining, ...fault }) => fault)
    },
    take(method, path) {
      const fault = faults.find((f) => path.startsWith(f.pathPrefix) && (!f.method || f.method.toUpperCase() === method.toUpperCase()))
      if (!fault) return undefined
      fault.remaining -= 1
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault)
      const { remaining: _remaining, ...spec } = fault
      return spec
    },
  }
}

/** The content type a fault body looks like. */
export function faultContentType(body: string): string {
  try {
    JSON.parse(body)
    return 'application/json; charset=UTF-8'
  } catch {
    return body.trimStart().startsWith('<') ? 'text/html; charset=UTF-8' : 'text/plain; charset=UTF-8'
  }
}
