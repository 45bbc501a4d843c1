import cluster, { type Worker } from 'node:cluster'
import type { Logger } from '../platform/logger.server'
import { serveClusterMetrics } from '../platform/cluster-metrics.server'

/** A worker that dies sooner than this after starting is replaced after a pause, not at once. */
const QUICK_DEATH_MS = 5_000
const MAX_RESTART_DELAY_MS = 10_000
/**
 * V8's young generation for each worker, in MB a semi-space (Node's default is 16). A rendered page
 * allocates megabytes that die with it; a larger nursery collects them less often: 10–15 % less CPU
 * per page (decision 063), for about 100 MB more memory a worker.
 */
const SEMI_SPACE_MB = 64

/** Whether node was given the young generation's size, on its command line or in NODE_OPTIONS. */
export function youngGenerationGiven(execArgv: string[], nodeOptions = ''): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => /^--max[-_]semi[-_]space[-_]size\b/.test(flag))
}

/** The workers' node flags: the primary's, and the young generation's size unless one is given. */
export function workerExecArgv(execArgv: string[], nodeOptions = ''): string[] {
  return youngGenerationGiven(execArgv, nodeOptions) ? execArgv : [...execArgv, `--max-semi-space-size=${SEMI_SPACE_MB}`]
}

export type PrimaryOptions = {
  workers: number
  log: Logger
  /** Variables the workers get on top of the primary's environment (the embedded simulator's address...). */
  workerEnv: Record<string, string>
  /** Cut the workers' connections and stop them after this long once SIGTERM came. */
  shutdownTimeoutMs: number
  /** The message type a worker sends, with its `port`, once the site listens. */
  listeningMessage: string
  /** Once, when every first worker listens. */
  onListening(port: number): void
  /** After every worker has exited on shutdown. */
  onStopped(): Promise<void>
}

/**
 * The primary of `WEB_CONCURRENCY` workers: forks them, replaces one that dies, and on SIGTERM or
 * SIGINT tells each to finish what it serves and exits once they all have.
 */
export function runPrimary(options: PrimaryOptions) {
  const { log } = options
  serveClusterMetrics()
  const started = new Map<number, number>()
  let quickDeaths = 0
  let stopping = false
  let failed = false
  let listening = 0

  const fork = () => {
    const worker = cluster.fork(options.workerEnv)
    started.set(worker.id, Date.now())
    worker.on('message', (message: { type?: string; port?: number }) => {
      if (message?.type !== options.listeningMessage) return
      log.info({ worker: worker.id, pid: worker.process.pid }, 'worker listening')
      if (++listening === options.workers) options.onListening(message.port ?? 0)
    })
  }

  const replace = (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0)
    started.delete(worker.id)
    if (stopping) {
      if (code !== 0) failed = true
      if (started.size === 0) void options.onStopped().finally(() => process.exit(failed ? 1 : 0))
      return
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0
    const delay = Math.min(MAX_RESTART_DELAY_MS, quickDeaths === 0 ? 0 : 250 * 2 ** (quickDeaths - 1))
    log.error({ worker: worker.id, code, signal, restartInMs: delay }, 'worker died: starting a new one')
    setTimeout(() => {
      if (!stopping) fork()
    }, delay)
  }

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    // Node stops handing connections to a worker only once its channel is closed, which can come
    // after its exit: until then a connection given to it is never answered. Whoever reads "worker
    // died" may rely on every new connection reaching a live worker.
    if (worker.isConnected()) worker.once('disconnect', () => replace(worker, code, signal))
    else replace(worker, code, signal)
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info({ signal, workers: started.size }, 'shutting down: workers finish the requests in flight')
    if (started.size === 0) void options.onStopped().finally(() => process.exit(0))
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    // A worker that cannot finish in time is stopped; the margin lets it cut its own connections first.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
    }, options.shutdownTimeoutMs + 2_000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)

  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) })
  for (let i = 0; i < options.workers; i++) fork()
}
