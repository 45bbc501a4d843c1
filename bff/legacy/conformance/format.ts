import { readFileSync } from 'node:fs'
import { z } from 'zod/v4'
import type { Difference } from './differences'

/*
 * The conformance report's JSON shape (decision 073), and how the app reads it at start-up
 * (LEGACY_CONFORMANCE_FILE): kept apart from the check, so the configuration does not load the
 * whole legacy client to read a file.
 */

export const CONFORMANCE_FORMAT = 'e4s-legacy-conformance/1'

/**
 * conforms: answered and parses. differs: answered, does not parse (see differences). missing:
 * `rest_no_route`. refused: the route answered but refused this request (errNo, 401/403, another
 * 4xx), so its shape is unchecked. failed: no answer (network, time-out, 5xx). not-tried: a
 * write without --writes, or one the check never sends.
 */
export type CallStatus = 'conforms' | 'differs' | 'missing' | 'refused' | 'failed' | 'not-tried'
export const CALL_STATUSES: readonly CallStatus[] = ['conforms', 'differs', 'missing', 'refused', 'failed', 'not-tried']

export type CallResult = {
  endpoint: string
  method: string
  /** The path called, without its query (which may hold a password). */
  path: string
  write: boolean
  /** Whether the spec names the call (bff/legacy/not-in-spec.ts lists those it does not). */
  inSpec: boolean
  status: CallStatus
  httpStatus?: number
  errNo?: number
  ms?: number
  /** Only for differs and conforms: the fields that differ (for conforms, only extra ones). */
  differences: Difference[]
  note?: string
}

export type ConformanceReport = {
  format: typeof CONFORMANCE_FORMAT
  checkedAt: string
  /** What was checked: a label (never the address or a credential). */
  source: string
  writes: { compId: number } | null
  summary: Record<CallStatus, number> & { total: number }
  calls: CallResult[]
}

/** What the app needs of a report: the endpoints it marks missing. Other fields may grow. */
const reportFileSchema = z.object({
  format: z.literal(CONFORMANCE_FORMAT),
  calls: z.array(z.object({ endpoint: z.string(), status: z.string() })),
})

/** The endpoints a conformance file marks missing; throws with a plain reason when the file cannot be read. */
export function missingCallsIn(path: string): string[] {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (err) {
    throw new Error(`LEGACY_CONFORMANCE_FILE cannot be read as JSON: ${(err as NodeJS.ErrnoException).code ?? 'invalid JSON'}`)
  }
  const parsed = reportFileSchema.safeParse(json)
  if (!parsed.success) throw new Error(`LEGACY_CONFORMANCE_FILE is not a ${CONFORMANCE_FORMAT} report`)
  return parsed.data.calls.filter((c) => c.status === 'missing').map((c) => c.endpoint)
}
