import { DEMO_ACCOUNTS } from '../seed/index'
import { startSimulator } from './server'

/** `npm run simulator`: the legacy simulator on its own (PORT, LATENCY_MS, SEED, REFERENCE_DATE, APP_ORIGINS). */

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    process.stderr.write(`${name} must be a whole number of 0 or more, got "${raw}"\n`)
    process.exit(1)
  }
  return value
}

async function main() {
  const simulator = await startSimulator({
    port: numberFromEnv('PORT', 8090),
    host: process.env.HOST || '127.0.0.1',
    latencyMs: numberFromEnv('LATENCY_MS', 0),
    seed: numberFromEnv('SEED', 1),
    ...(process.env.REFERENCE_DATE ? { referenceDate: process.env.REFERENCE_DATE } : {}),
    // Absolute return addresses the checkout may follow (comma-separated origins); relative paths always work.
    appOrigins: (process.env.APP_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logger: (line) => process.stdout.write(`${line}\n`),
  })
  const lines = [
    '',
    `  Legacy simulator: ${simulator.url}`,
    `  Outbox (password mails): ${simulator.url}/__sim/outbox`,
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(10)} ${a.password.padEnd(16)} ${a.description}`),
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)

  const stop = async () => {
    await simulator.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((err: unknown) => {
  process.stderr.write(`Simulator failed to start: ${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
