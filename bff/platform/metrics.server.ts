import cluster from 'node:cluster'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { askPrimaryForMetrics, joinClusterMetrics } from './cluster-metrics.server'

export type Metrics = ReturnType<typeof createMetrics>

export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requestDuration = new Histogram({
    name: 'bff_http_request_duration_seconds',
    help: 'BFF request durations by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const upstreamDuration = new Histogram({
    name: 'bff_upstream_duration_seconds',
    help: 'Legacy API call durations by endpoint and outcome',
    labelNames: ['endpoint', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const cacheEvents = new Counter({
    name: 'bff_cache_events_total',
    help: 'Cache hits, misses, stale serves and store errors',
    labelNames: ['status'] as const,
    registers: [registry],
  })
  const circuitState = new Gauge({
    name: 'bff_circuit_open',
    help: '1 when the circuit to the legacy API is open, 0.5 half-open, 0 closed',
    labelNames: ['upstream'] as const,
    registers: [registry],
  })
  circuitState.set({ upstream: 'legacy' }, 0)
  // In a worker of the cluster, /metrics answers for every worker: the primary gathers them.
  const clustered = cluster.isWorker
  if (clustered) joinClusterMetrics(registry)
  /** The Prometheus text of this process, or of all the cluster's workers summed. */
  const text = (): Promise<string> => (clustered ? askPrimaryForMetrics() : registry.metrics())
  return { registry, requestDuration, upstreamDuration, cacheEvents, circuitState, text, contentType: registry.contentType }
}
