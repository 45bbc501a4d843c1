import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { OUTSIDE_CATALOGUE, SIMULATOR_IDS, WIRE_CATALOGUE } from '../../bff/legacy/conformance/catalogue'
import { judge, runConformanceCheck } from '../../bff/legacy/conformance/check'
import { differences } from '../../bff/legacy/conformance/differences'
import { missingCallsIn, type CallStatus, type ConformanceReport } from '../../bff/legacy/conformance/format'
import { conformanceMarkdown } from '../../bff/legacy/conformance/report'
import { rest } from '../../bff/legacy/client.server'
import { NOT_IN_SPEC_CALLS } from '../../bff/legacy/not-in-spec'
import { REFERENCE_DATE, TOKENS } from '../../contract-fixtures/recorder/kit'
import { answerOnlySpecCalls } from '../../contract-fixtures/simulator/faults'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/index'
import { RECORDINGS_DIR, startWireMock } from '../support/wiremock'

// The legacy conformance check (decision 073) against the simulator, the simulator answering only
// the spec's calls, and WireMock replaying the recordings: it stays working, and what it says
// about our two halves is pinned here.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const SIM_ACCOUNTS = { user: { username: 'entrant', password: 'Entrant!2026' }, admin: { username: 'admin', password: 'Admin!2026' } }
const NEVER_TRIED = WIRE_CATALOGUE.filter((e) => e.never).map((e) => e.endpoint)
const byStatus = (report: ConformanceReport, status: CallStatus) =>
  report.calls
    .filter((c) => c.status === status)
    .map((c) => c.endpoint)
    .sort()

/** Every endpoint name the legacy client's modules give a call, read from their source. */
function clientEndpointNames(): Set<string> {
  const dir = join(repoRoot, 'bff/legacy')
  const names = new Set<string>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8')
    for (const m of source.matchAll(/endpoint: ([^\n]+)/g)) {
      // The expression up to the first comma: a name, or a choice of two (`create ? 'a' : 'b'`).
      const expr = (m[1] as string).split(',')[0] as string
      if (/^(string|spec\.endpoint|ENDPOINT)\b/.test(expr)) continue
      const template = /`admin\.user\.\$\{change\.kind\}\.\$\{change\.add \? 'add' : 'remove'\}`/.test(expr)
      if (template) for (const k of ['area', 'club']) for (const a of ['add', 'remove']) names.add(`admin.user.${k}.${a}`)
      else for (const lit of expr.matchAll(/'([a-zA-Z0-9.]+)'/g)) names.add(lit[1] as string)
    }
  }
  return names
}

describe('the wire catalogue', () => {
  it('holds every call the legacy client makes, each under the name the client gives it', () => {
    const names = clientEndpointNames()
    for (const outside of OUTSIDE_CATALOGUE) names.delete(outside)
    expect(WIRE_CATALOGUE.map((e) => e.endpoint).sort()).toEqual([...names].sort())
    for (const entry of WIRE_CATALOGUE) {
      const spec = entry.call(SIMULATOR_IDS, { tokenPath: '/wp-json/jwt-auth/v1/token' })
      expect(spec.endpoint, entry.endpoint).toBe(entry.endpoint)
      expect(entry.write || spec.method === 'GET' || entry.endpoint === 'auth.token', entry.endpoint).toBe(true)
    }
  })

  it('lists every call the spec does not name', () => {
    const endpoints = new Set(WIRE_CATALOGUE.map((e) => e.endpoint))
    for (const call of NOT_IN_SPEC_CALLS) expect(endpoints.has(call.endpoint), call.endpoint).toBe(true)
  })
})

describe('judging one answer', () => {
  const schema = z.object({ errNo: z.number(), data: z.array(z.object({ id: z.number(), name: z.string() })) })
  const spec = { endpoint: 'x', method: 'GET' as const, path: rest('/v5/x'), auth: 'none' as const, schema }
  const answer = (status: number, body: unknown) => ({ status, text: typeof body === 'string' ? body : JSON.stringify(body), ms: 3 })

  it('rest_no_route is missing; a plain 404 is a refusal; errNo a business refusal; 5xx and no answer failed', () => {
    expect(judge(spec, answer(404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } })).status).toBe('missing')
    expect(judge(spec, answer(404, '<html>Not Found</html>')).status).toBe('refused')
    expect(judge(spec, answer(200, { errNo: 3, error: 'no' }))).toMatchObject({ status: 'refused', errNo: 3 })
    expect(judge(spec, answer(500, 'oops')).status).toBe('failed')
    expect(judge(spec, { error: 'no answer (network)', ms: 5 }).status).toBe('failed')
    expect(judge(spec, answer(200, '<html>login</html>'))).toMatchObject({ status: 'differs', note: 'the answer is not JSON' })
  })

  it('names each field that differs by path and kind, never by value', () => {
    const result = judge(
      spec,
      answer(200, {
        errNo: 0,
        data: [
          { id: '7', title: 'secret@example.org' },
          { id: 8, name: 'B', extra: 1 },
        ],
      }),
    )
    expect(result.status).toBe('differs')
    expect(result.differences).toEqual([
      { path: 'data[].id', kind: 'type', expected: 'number', found: 'string' },
      { path: 'data[].name', kind: 'missing', expected: 'string' },
      { path: 'data[].title', kind: 'extra', found: 'string' },
      { path: 'data[].extra', kind: 'extra', found: 'number' },
    ])
    expect(JSON.stringify(result)).not.toContain('secret@example.org')
  })

  it('a conforming answer keeps only its extra fields', () => {
    expect(judge(spec, answer(200, { errNo: 0, data: [{ id: 1, name: 'A' }], meta: {} }))).toMatchObject({
      status: 'conforms',
      differences: [{ path: 'meta', kind: 'extra', found: 'object' }],
    })
  })

  it('reads through preprocessing and catches: the input shape is what is compared', () => {
    const lenient = z.preprocess((v) => v ?? {}, z.object({ a: z.number().catch(0), b: z.array(z.string()).optional() }))
    expect(differences(lenient, { a: 'x', b: [1], c: true }).differences).toEqual([
      { path: 'b[]', kind: 'type', expected: 'string', found: 'number' },
      { path: 'c', kind: 'extra', found: 'boolean' },
    ])
  })
})

describe('against the simulator', () => {
  let sim: Simulator
  let readOnly: ConformanceReport
  let withWrites: ConformanceReport
  beforeAll(async () => {
    sim = await startSimulator({ referenceDate: REFERENCE_DATE })
    readOnly = await runConformanceCheck({ baseUrl: sim.url, source: 'the simulator', accounts: SIM_ACCOUNTS })
    withWrites = await runConformanceCheck({
      baseUrl: sim.url,
      source: 'the simulator',
      accounts: SIM_ACCOUNTS,
      writes: { compId: SIMULATOR_IDS.compId },
    })
  })
  afterAll(async () => {
    await sim?.close()
  })

  it('read-only by default: every write is not tried, and no read misses or differs', () => {
    const writes = WIRE_CATALOGUE.filter((e) => e.write).map((e) => e.endpoint)
    expect(byStatus(readOnly, 'not-tried')).toEqual([...writes].sort())
    expect(readOnly.writes).toBeNull()
    expect(byStatus(readOnly, 'missing')).toEqual([])
    expect(byStatus(readOnly, 'differs')).toEqual([])
    expect(byStatus(readOnly, 'failed')).toEqual([])
    // Refused for the sample ids, not for their shape: the look-up, club and code need another account's data.
    expect(byStatus(readOnly, 'refused')).toEqual(['athletes.confirm', 'athletes.getid', 'checkin.verify', 'clubcomps.info', 'teams.headers'])
    expect(readOnly.summary).toMatchObject({ total: WIRE_CATALOGUE.length, conforms: 74 })
  })

  it('with writes on the test competition: every write tried but those the check never sends, and none differs', () => {
    expect(byStatus(withWrites, 'not-tried')).toEqual([...NEVER_TRIED].sort())
    expect(byStatus(withWrites, 'missing')).toEqual([])
    expect(byStatus(withWrites, 'differs')).toEqual([])
    expect(byStatus(withWrites, 'failed')).toEqual([])
    // The sample writes are refused on their values (an empty list, an unknown code): the routes answered.
    for (const c of withWrites.calls.filter((c) => c.status === 'refused')) expect(c.httpStatus, c.endpoint).toBeLessThan(500)
    expect(withWrites.summary.conforms).toBeGreaterThan(readOnly.summary.conforms)
  })

  it('docs/legacy-conformance.md is the script’s report of this run (regenerate: npm run legacy:check -- --simulator --out docs/legacy-conformance)', () => {
    const doc = readFileSync(join(repoRoot, 'docs/legacy-conformance.md'), 'utf8')
    // The summary row, its cells trimmed (prettier pads the table).
    const summaryRow = (md: string) =>
      md
        .split('\n')
        .find((l) => /^\|\s*\d+\s*\|/.test(l))
        ?.split('|')
        .map((c) => c.trim())
    expect(summaryRow(doc)).toEqual(summaryRow(conformanceMarkdown(readOnly)))
    const json = JSON.parse(readFileSync(join(repoRoot, 'docs/legacy-conformance.json'), 'utf8')) as ConformanceReport
    expect(json.calls.map((c) => [c.endpoint, c.status])).toEqual(readOnly.calls.map((c) => [c.endpoint, c.status]))
  })
})

describe('against the simulator answering only the spec’s calls', () => {
  let sim: Simulator
  let report: ConformanceReport
  let dir: string
  beforeAll(async () => {
    sim = await startSimulator({ referenceDate: REFERENCE_DATE })
    answerOnlySpecCalls(sim.faults)
    report = await runConformanceCheck({
      baseUrl: sim.url,
      source: 'the simulator in spec-only mode',
      accounts: SIM_ACCOUNTS,
      writes: { compId: SIMULATOR_IDS.compId },
    })
    dir = mkdtempSync(join(tmpdir(), 'conformance-'))
  })
  afterAll(async () => {
    await sim?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('the invented calls are missing: exactly not-in-spec.ts, but for the writes the check never sends', () => {
    const notInSpec = NOT_IN_SPEC_CALLS.map((c) => c.endpoint)
    const neverSent = notInSpec.filter((e) => NEVER_TRIED.includes(e))
    expect(neverSent.sort()).toEqual(['cheques.received', 'results.field', 'scoreboard.output.delete', 'tickets.scan'])
    expect(byStatus(report, 'missing')).toEqual(notInSpec.filter((e) => !neverSent.includes(e)).sort())
    for (const c of report.calls) expect(c.inSpec, c.endpoint).toBe(!notInSpec.includes(c.endpoint))
    expect(byStatus(report, 'differs')).toEqual([])
  })

  it('its JSON file is what the app reads: the missing calls, and a file that is not a report is refused', () => {
    const file = join(dir, 'report.json')
    writeFileSync(file, JSON.stringify(report))
    expect(missingCallsIn(file).sort()).toEqual(byStatus(report, 'missing'))
    writeFileSync(file, JSON.stringify({ calls: [] }))
    expect(() => missingCallsIn(file)).toThrow(/is not a e4s-legacy-conformance\/1 report/)
    expect(() => missingCallsIn(join(dir, 'none.json'))).toThrow(/ENOENT/)
  })

  it('the Markdown report lists them first, marked as not named by the spec', () => {
    const md = conformanceMarkdown(report)
    expect(md).toContain('## Missing (`rest_no_route`)')
    expect(md).toContain('| `cheques.list` | `GET /wp-json/e4s/v5/cheques` | **no** | 404 |')
  })
})

describe('against WireMock replaying the recordings', () => {
  it('every call a recording answers conforms to its schema; the others are not recorded for these ids', async () => {
    const wm = await startWireMock({ rootDir: RECORDINGS_DIR })
    let report: ConformanceReport
    try {
      report = await runConformanceCheck({
        baseUrl: wm.url,
        source: 'the recordings (WireMock)',
        accounts: { user: { token: TOKENS.user }, admin: { token: TOKENS.admin } },
        writes: { compId: SIMULATOR_IDS.compId },
      })
    } finally {
      await wm.stop()
    }
    const s = report.summary
    process.stdout.write(
      `legacy:check against the recordings: ${s.total} calls, ${s.conforms} conform, ${s.differs} differ, ${s.missing} missing, ` +
        `${s.refused} refused or not recorded, ${s.failed} failed, ${s['not-tried']} not tried\n`,
    )
    expect(byStatus(report, 'differs')).toEqual([])
    expect(byStatus(report, 'missing')).toEqual([])
    expect(byStatus(report, 'failed')).toEqual([])
    expect(s.conforms).toBeGreaterThanOrEqual(60)
    // Unmatched requests are WireMock's own 404, never a recorded rest_no_route.
    for (const c of report.calls.filter((c) => c.status === 'refused')) expect([200, 401, 403, 404], c.endpoint).toContain(c.httpStatus)
  }, 60_000)
})
