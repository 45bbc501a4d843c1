import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SIMULATOR_IDS, type SampleIds } from '../bff/legacy/conformance/catalogue'
import { runConformanceCheck, type Account } from '../bff/legacy/conformance/check'
import { conformanceMarkdown } from '../bff/legacy/conformance/report'
import { answerOnlySpecCalls } from '../contract-fixtures/simulator/faults'
import { REFERENCE_DATE } from '../contract-fixtures/recorder/kit'
import { startSimulator } from '../contract-fixtures/simulator/index'

/**
 * `npm run legacy:check [-- options]`: every call of the wire catalogue against a legacy site,
 * read-only unless --writes (decision 073). Writes OUT.md (for people) and OUT.json (for the app:
 * LEGACY_CONFORMANCE_FILE).
 *
 *   LEGACY_BASE_URL            the legacy site
 *   LEGACY_CHECK_USER, LEGACY_CHECK_PASSWORD, or LEGACY_CHECK_TOKEN: the test account
 *   LEGACY_CHECK_ADMIN_USER, LEGACY_CHECK_ADMIN_PASSWORD, or LEGACY_CHECK_ADMIN_TOKEN: an organiser
 *                              or administrator for the organiser's calls (default the test account)
 *   --comp N                   the test competition (every competition id the calls use, unless --id)
 *   --writes                   also make the writes, on --comp (required with it)
 *   --id name=value            another sample id (see SampleIds), repeatable
 *   --out PATH                 PATH.md and PATH.json (default ./legacy-conformance)
 *   --source LABEL             what the report says it checked (default the site's host)
 *   --simulator [--spec-only]  check the embedded simulator (its demo accounts), in spec-only mode
 */

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}

type Args = {
  writes: boolean
  comp?: number
  ids: Record<string, string>
  out: string
  source?: string
  simulator: boolean
  specOnly: boolean
}

function parseArgs(argv: string[]): Args {
  const args: Args = { writes: false, ids: {}, out: 'legacy-conformance', simulator: false, specOnly: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    const value = () => argv[++i] ?? fail(`${a} needs a value`)
    if (a === '--writes') args.writes = true
    else if (a === '--simulator') args.simulator = true
    else if (a === '--spec-only') args.specOnly = true
    else if (a === '--comp') {
      const n = Number(value())
      if (!Number.isInteger(n) || n <= 0) fail('--comp must be a competition id')
      args.comp = n
    } else if (a === '--id') {
      const [name, v] = value().split('=')
      if (!name || v === undefined || !(name in SIMULATOR_IDS))
        fail(`--id takes name=value, name one of ${Object.keys(SIMULATOR_IDS).join(', ')}`)
      args.ids[name] = v
    } else if (a === '--out') args.out = value()
    else if (a === '--source') args.source = value()
    else fail(`unknown option ${a}`)
  }
  if (args.writes && args.comp === undefined) fail('--writes needs --comp: the test competition the writes are made on')
  if (args.specOnly && !args.simulator) fail('--spec-only is a mode of --simulator')
  return args
}

function account(prefix: string): Account | undefined {
  const token = process.env[`${prefix}_TOKEN`]?.trim()
  if (token) return { token }
  const username = process.env[`${prefix}_USER`]?.trim()
  const password = process.env[`${prefix}_PASSWORD`]
  if (username && password) return { username, password }
  return undefined
}

function sampleIds(args: Args): Partial<SampleIds> {
  const ids: Record<string, number | string> = {}
  // The simulator's own ids already fit its seed; on a real site the test competition stands for every competition.
  if (args.comp !== undefined && !args.simulator) {
    for (const name of ['compId', 'entryCompId', 'teamCompId', 'ticketCompId', 'autoCompId']) ids[name] = args.comp
  }
  for (const [name, v] of Object.entries(args.ids)) ids[name] = name === 'helpKey' ? v : Number(v)
  return ids as Partial<SampleIds>
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  const common = {
    ids: sampleIds(args),
    writes: args.comp !== undefined && args.writes ? { compId: args.comp } : undefined,
    tokenPath: process.env.LEGACY_TOKEN_PATH?.trim() || undefined,
  }
  let report
  if (args.simulator) {
    const sim = await startSimulator({ referenceDate: REFERENCE_DATE })
    if (args.specOnly) answerOnlySpecCalls(sim.faults)
    try {
      report = await runConformanceCheck({
        ...common,
        baseUrl: sim.url,
        source: args.source ?? (args.specOnly ? 'the simulator in spec-only mode' : 'the simulator'),
        accounts: { user: { username: 'entrant', password: 'Entrant!2026' }, admin: { username: 'admin', password: 'Admin!2026' } },
      })
    } finally {
      await sim.close()
    }
  } else {
    const base = process.env.LEGACY_BASE_URL?.trim() || fail('LEGACY_BASE_URL is required (or --simulator)')
    let url: URL
    try {
      url = new URL(base)
    } catch {
      fail('LEGACY_BASE_URL is not a URL')
    }
    const user =
      account('LEGACY_CHECK') ?? fail('a test account is required: LEGACY_CHECK_USER and LEGACY_CHECK_PASSWORD, or LEGACY_CHECK_TOKEN')
    report = await runConformanceCheck({
      ...common,
      baseUrl: url.origin,
      source: args.source ?? `the legacy site ${url.host}`,
      accounts: { user, admin: account('LEGACY_CHECK_ADMIN') },
    })
  }
  const out = resolve(process.cwd(), args.out)
  writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(`${out}.md`, conformanceMarkdown(report))
  const s = report.summary
  process.stdout.write(
    `${s.total} calls: ${s.conforms} conform, ${s.differs} differ, ${s.missing} missing, ${s.refused} refused, ` +
      `${s.failed} failed, ${s['not-tried']} not tried.\nWrote ${args.out}.md and ${args.out}.json\n`,
  )
}

main().catch((err: unknown) => fail(`The check failed: ${err instanceof Error ? err.message : String(err)}`))
