import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createLogger } from '../platform/logger.server'

// The primary's bookkeeping against a stand-in for node:cluster, so the order of a dead worker's
// events can be chosen: a real kill gives either order, a few times in a hundred the awkward one.

class FakeWorker extends EventEmitter {
  connected = true
  process = { kill: vi.fn() }
  constructor(readonly id: number) {
    super()
  }
  isConnected() {
    return this.connected
  }
}

const fake = vi.hoisted(() => ({ cluster: null as unknown as EventEmitter & { fork: () => unknown; workers: Record<number, unknown> } }))

vi.mock('node:cluster', async () => {
  const { EventEmitter } = await import('node:events')
  const cluster = Object.assign(new EventEmitter(), { workers: {}, fork: () => undefined, setupPrimary: () => undefined })
  fake.cluster = cluster
  return { default: cluster }
})
vi.mock('../platform/cluster-metrics.server', () => ({ serveClusterMetrics: () => undefined }))

const { runPrimary, workerExecArgv } = await import('./cluster.server')

let forked: FakeWorker[]
let lines: string[]
type Listener = (signal: NodeJS.Signals) => void
const signalListeners = (): Listener[] => [...process.listeners('SIGTERM'), ...process.listeners('SIGINT')]
let before: Listener[]

beforeEach(() => {
  vi.useFakeTimers()
  forked = []
  lines = []
  before = signalListeners()
  fake.cluster.removeAllListeners()
  fake.cluster.fork = () => {
    const worker = new FakeWorker(forked.length + 1)
    forked.push(worker)
    return worker
  }
  runPrimary({
    workers: 2,
    log: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line).msg) } }),
    workerEnv: {},
    shutdownTimeoutMs: 1_000,
    listeningMessage: 'listening',
    onListening: () => undefined,
    onStopped: async () => undefined,
  })
})

afterEach(() => {
  vi.useRealTimers()
  for (const listener of signalListeners()) {
    if (!before.includes(listener)) {
      process.removeListener('SIGTERM', listener)
      process.removeListener('SIGINT', listener)
    }
  }
})

it('replaces a dead worker only once its channel is closed, whichever event comes first', async () => {
  expect(forked).toHaveLength(2)
  const [first, second] = forked as [FakeWorker, FakeWorker]
  await vi.advanceTimersByTimeAsync(6_000)

  // Exit while the channel is still open: Node may still hand it connections, so nothing is said yet.
  fake.cluster.emit('exit', first, null, 'SIGKILL')
  await vi.advanceTimersByTimeAsync(10)
  expect(lines).not.toContain('worker died: starting a new one')
  expect(forked).toHaveLength(2)

  first.connected = false
  first.emit('disconnect')
  await vi.advanceTimersByTimeAsync(10)
  expect(lines.filter((l) => l === 'worker died: starting a new one')).toHaveLength(1)
  expect(forked).toHaveLength(3)

  // The other order: the channel closed before the exit.
  second.connected = false
  second.emit('disconnect')
  fake.cluster.emit('exit', second, null, 'SIGKILL')
  await vi.advanceTimersByTimeAsync(10)
  expect(lines.filter((l) => l === 'worker died: starting a new one')).toHaveLength(2)
  expect(forked).toHaveLength(4)
})

it('gives the workers a larger young generation, unless the node flags already size it', () => {
  expect(workerExecArgv([])).toEqual(['--max-semi-space-size=64'])
  expect(workerExecArgv(['--cpu-prof'])).toEqual(['--cpu-prof', '--max-semi-space-size=64'])
  expect(workerExecArgv(['--max-semi-space-size=16'])).toEqual(['--max-semi-space-size=16'])
  expect(workerExecArgv([], '--max_semi_space_size=32 --enable-source-maps')).toEqual([])
  expect(workerExecArgv([], '--max-old-space-size=512')).toEqual(['--max-semi-space-size=64'])
})
