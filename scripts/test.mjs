// npm test: install what is missing, then lint, type-check and build (side by side: each is mostly
// one thread), unit/integration/contract (vitest), and journeys (Playwright in Debian Chromium).
// Ends with one line: "N passed, N failed".
import { Buffer } from 'node:buffer'
import { execSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

execSync('node scripts/ensure.mjs --test', { stdio: 'inherit' })
mkdirSync('.tmp', { recursive: true })

let passed = 0
let failed = 0

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

/** Runs the steps at once; prints each one's output whole, in the order given, as it ends. */
async function together(steps) {
  const runs = steps.map(
    ({ name, cmd, args }) =>
      new Promise((resolve) => {
        const started = Date.now()
        const child = spawn(cmd, args, { env: process.env })
        const output = []
        child.stdout.on('data', (d) => output.push(d))
        child.stderr.on('data', (d) => output.push(d))
        child.on('close', (code) => resolve({ name, cmd, args, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }))
      }),
  )
  const results = []
  for (const run of runs) {
    const r = await run
    console.log(`\n=== ${r.name}: ${r.cmd} ${r.args.join(' ')} (${r.seconds.toFixed(0)} s)`)
    process.stdout.write(Buffer.concat(r.output))
    results.push(r)
  }
  return results
}

function check(name, ok) {
  if (ok) passed++
  else {
    failed++
    console.log(`FAILED: ${name}`)
  }
}

const [lint, typecheck, build] = await together([
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
])
check('lint', lint.ok)
check('typecheck', typecheck.ok)
check('build', build.ok)
const built = build.ok

const vitestOk = step('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json'])
if (existsSync('.tmp/vitest.json')) {
  const report = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'))
  passed += report.numPassedTests
  // A file that fails before any of its tests run (an import error, a failing hook) counts once.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length
  failed += report.numFailedTests + brokenFiles
  if (!vitestOk && report.numFailedTests === 0 && brokenFiles === 0) failed++
} else {
  check('vitest', false)
}

if (built) {
  // The journeys wait on pages more than they compute: a stack per core keeps both busy.
  const workers = process.env.E2E_WORKERS ?? String(Math.min(2, availableParallelism()))
  const e2eOk = step('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
    E2E_WORKERS: workers,
  })
  if (existsSync('.tmp/playwright.json')) {
    const stats = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8')).stats
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
    if (!e2eOk && stats.unexpected === 0) failed++
  } else {
    check('e2e', false)
  }
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
