// npm test: install what is missing, then lint, type-check, unit/integration/contract (vitest),
// build, and journeys (Playwright in Debian Chromium). Ends with one line: "N passed, N failed".
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

execSync('node scripts/ensure.mjs --test', { stdio: 'inherit' })
mkdirSync('.tmp', { recursive: true })

let passed = 0
let failed = 0

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function check(name, ok) {
  if (ok) passed++
  else {
    failed++
    console.log(`FAILED: ${name}`)
  }
}

check('lint', step('lint', 'npx', ['eslint', '.', '--max-warnings=0']))
check('typecheck', step('typecheck', 'npx', ['tsc', '--noEmit']))

const built = step('build', 'npm', ['run', 'build'])
check('build', built)

const vitestOk = step('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json'])
if (existsSync('.tmp/vitest.json')) {
  const report = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0)
  if (!vitestOk && report.numFailedTests === 0 && !report.numFailedTestSuites) failed++
} else {
  check('vitest', false)
}

if (built) {
  const e2eOk = step('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' })
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
