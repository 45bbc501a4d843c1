import type { ServerResponse } from 'node:http'
import { LEGACY_REST_BASE, NOT_IN_SPEC_CALLS, pathPattern } from '../../bff/legacy/not-in-spec'

export type FaultMode = 'reset' | 'cut'

export type FaultSpec = {
  pathPrefix: string
  /** With a prefix, the whole path must also match this (one call among its neighbours). */
  pathPattern?: RegExp
  method?: string
  /** Answer with this status and body; without it the fault only delays normal handling. */
  status?: number
  body?: string
  delayMs?: number
  /**
   * 'reset': the connection is destroyed without an answer (a crashed upstream). 'cut': the
   * answer (the given one, else the normal one) is sent with its full Content-Length but only the
   * first half of its body, then the connection is destroyed.
   */
  mode?: FaultMode
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
      const fault = faults.find(
        (f) =>
          path.startsWith(f.pathPrefix) &&
          (!f.pathPattern || f.pathPattern.test(path)) &&
          (!f.method || f.method.toUpperCase() === method.toUpperCase()),
      )
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

/**
 * Makes the answer about to be sent stop half-way: headers with the full Content-Length, half the
 * body, then the socket is destroyed. Works for any handler that ends with res.send/json/end.
 */
export function cutAnswer(res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = function cut(this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.alloc(0)
    if (body.length === 0) return end(...args)
    res.setHeader('Content-Length', body.length)
    res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy())
    return res
  } as ServerResponse['end']
}

/** WordPress's answer for a REST route it does not have. */
export const REST_NO_ROUTE_BODY = JSON.stringify({
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
})

/**
 * The simulator as a legacy site that answers only the spec's calls: every call the spec does not
 * name (bff/legacy/not-in-spec.ts, docs/legacy-wire.md "Calls the spec does not name") is
 * `rest_no_route` (decision 067).
 */
export function answerOnlySpecCalls(faults: Pick<FaultRegistry, 'add'>): void {
  for (const call of NOT_IN_SPEC_CALLS) {
    faults.add({ pathPrefix: LEGACY_REST_BASE, method: call.method, pathPattern: pathPattern(call), status: 404, body: REST_NO_ROUTE_BODY })
  }
}
