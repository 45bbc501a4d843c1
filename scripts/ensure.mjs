// Installs what is missing: npm packages (from the lock file) and, for tests and the bench, Debian packages.
// Usage: node scripts/ensure.mjs [--test | --bench]
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'

const forTests = process.argv.includes('--test')
// Whether the bench runs a section: BENCH_SECTIONS unset, `all` or naming it.
const sections = process.env.BENCH_SECTIONS?.trim() || 'all'
const benchRuns = (section) =>
  process.argv.includes('--bench') && (sections === 'all' || sections.split(',').some((s) => s.trim() === section))
// The fleet section runs Redis with sentinels and HAProxy in front of the app instances.
const forFleet = benchRuns('fleet')
const forLighthouse = benchRuns('lighthouse')

function run(cmd) {
  console.log(`> ${cmd}`)
  execSync(cmd, { stdio: 'inherit' })
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

// npm packages: install when node_modules is missing or older than the lock file or a patch of
// one of them (patches/, applied by the install).
const stamp = 'node_modules/.package-lock.json'
const inputs = ['package-lock.json', ...readdirSync('patches').map((f) => `patches/${f}`)]
if (!existsSync(stamp) || inputs.some((f) => statSync(stamp).mtimeMs < statSync(f).mtimeMs)) {
  run('npm ci --no-audit --no-fund')
}

if (forTests || forFleet || forLighthouse) {
  const wanted = [
    ...(forTests
      ? [
          // The journeys run in Chromium's headless shell: the same engine without the desktop
          // browser around it, which took a third less CPU per journey on two cores.
          ['chromium-headless-shell', 'chromium-headless-shell'],
          ['java', 'default-jre-headless'],
        ]
      : []),
    // Lighthouse measures the browser users have.
    ...(forLighthouse ? [['chromium', 'chromium']] : []),
    ['redis-server', 'redis-server'],
    // Creates the Redis Cluster of the Sentinel and Cluster tests.
    ['redis-cli', 'redis-tools'],
    ...(forFleet ? [['haproxy', 'haproxy']] : []),
  ].filter(([command]) => !has(command))
  if (wanted.length > 0) {
    const packages = wanted.map(([, pkg]) => pkg).join(' ')
    const sudo = process.getuid?.() === 0 ? '' : 'sudo '
    if (!has('apt-get')) {
      console.error(`Missing: ${packages}. Install them with your system's package manager.`)
      process.exit(1)
    }
    run(`${sudo}apt-get update -qq`)
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`)
  }
}

// A quick sanity check that the lock file and the installed tree agree on the stack's key pieces.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
for (const name of ['@remix-run/node', 'react', 'undici']) {
  const installed = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version
  if (installed !== pkg.dependencies[name]) {
    console.log(`${name} ${installed} differs from package.json ${pkg.dependencies[name]}: reinstalling`)
    run('npm ci --no-audit --no-fund')
    break
  }
}
