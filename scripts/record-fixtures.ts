import { existsSync, readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scrubRecordedDir } from '../contract-fixtures/recorder/scrub'
import { startWireMock } from '../tests/support/wiremock'

/**
 * `npm run fixtures:record [-- OUTPUT_DIR]`: puts WireMock in front of a legacy site as a recording
 * proxy. Point the BFF at the proxy, use the app (or run `npm run legacy:check` against it), press
 * Ctrl-C: the recorded mappings are scrubbed of tokens, passwords and personal data (e-mail, phone,
 * date of birth, address), marked `source: "legacy-site"`, then need a human review before they
 * join the contract fixtures (contract-fixtures/recordings/mappings, decision 073).
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function legacyBaseUrl(): string {
  const raw = process.env.LEGACY_BASE_URL?.trim()
  if (!raw)
    fail('LEGACY_BASE_URL is required: the legacy site to record, e.g. LEGACY_BASE_URL=https://legacy.example.org npm run fixtures:record')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    fail(`LEGACY_BASE_URL is not a URL: "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`LEGACY_BASE_URL must be http or https, got "${url.protocol}"`)
  return url.origin + url.pathname.replace(/\/$/, '')
}

function outputDir(): string {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'))
  const date = new Date().toISOString().slice(0, 10)
  return arg ? resolve(process.cwd(), arg) : resolve(repoRoot, 'contract-fixtures/recordings', `recorded-${date}`)
}

async function main() {
  const target = legacyBaseUrl()
  const rootDir = outputDir()
  if (existsSync(resolve(rootDir, 'mappings')) && readdirSync(resolve(rootDir, 'mappings')).length > 0) {
    process.stdout.write(`Note: ${relative(process.cwd(), rootDir)} already holds mappings; new ones are added beside them.\n`)
  }
  const proxy = await startWireMock({ rootDir, proxyAllTo: target, record: true })
  process.stdout.write(
    [
      '',
      `  Recording ${target}`,
      `  into      ${relative(process.cwd(), rootDir) || '.'}`,
      '',
      '  Point the BFF at the proxy in another terminal:',
      `    LEGACY_BASE_URL=${proxy.url} npm start`,
      '',
      '  Use the app, then press Ctrl-C here to stop and scrub the recordings.',
      '',
    ].join('\n'),
  )

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await proxy.stop()
    const report = scrubRecordedDir(rootDir)
    process.stdout.write(
      [
        '',
        `Recorded ${report.mappings} mapping(s) and ${report.bodyFiles} body file(s); replaced ${report.secrets} token(s)/key(s) ` +
          `and ${report.personal} personal value(s) with placeholders.`,
        'Before committing, review every file:',
        '  - Authorization values and `token` fields now read rec-recorded-token-N; passwords rec-recorded-password.',
        '  - E-mail addresses read rec-person-N@example.org; phones and addresses rec-redacted; dates of birth 2000-01-01.',
        '  - Bodies may still hold names and other personal data under other field names: replace them with demo values.',
        '  - Rename files to <call>.<scenario>.json and set metadata.scenario where the guess is wrong.',
        '',
      ].join('\n'),
    )
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((err: unknown) => fail(`Recording failed: ${err instanceof Error ? err.message : String(err)}`))
