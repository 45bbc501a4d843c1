import cluster from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'

// A worker's /metrics asks the primary, which gathers every worker's registry (prom-client's own
// cluster messages) and answers with the sum. Our messages are tagged so nothing else reads them.
const ASK = 'bff:metrics-ask'
const ANSWER = 'bff:metrics-answer'
const TIMEOUT_MS = 5_000

type Ask = { type: typeof ASK; id: number }
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string }

const isAnswer = (m: unknown): m is Answer => typeof m === 'object' && m !== null && (m as Answer).type === ANSWER
const isAsk = (m: unknown): m is Ask => typeof m === 'object' && m !== null && (m as Ask).type === ASK

/** In a worker: the registry the primary collects from this process. */
export function joinClusterMetrics(registry: Registry) {
  AggregatorRegistry.setRegistries([registry])
  // The constructor installs prom-client's listener that answers the primary's collection.
  new AggregatorRegistry()
}

let asked = 0
const waiting = new Map<number, { resolve(text: string): void; reject(err: Error): void }>()
let listening = false

/** In a worker: the whole cluster's metrics, as Prometheus text. */
export function askPrimaryForMetrics(): Promise<string> {
  if (!listening) {
    listening = true
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return
      const pending = waiting.get(message.id)
      waiting.delete(message.id)
      if (message.text !== undefined) pending?.resolve(message.text)
      else pending?.reject(new Error(message.error ?? 'no metrics'))
    })
  }
  const id = ++asked
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id)
      reject(new Error('the primary did not answer with the metrics'))
    }, TIMEOUT_MS)
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer)
        resolve(text)
      },
      reject: (err) => {
        clearTimeout(timer)
        reject(err)
      },
    })
    process.send?.({ type: ASK, id } satisfies Ask)
  })
}

/** In the primary: answers the workers' asks with every worker's metrics summed. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (err: Error) => worker.send({ type: ANSWER, id: message.id, error: err.message } satisfies Answer),
    )
  })
}
