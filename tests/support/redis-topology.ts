import { spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import type { HostPort } from '../../bff/platform/store.server'
import { freePort, kill, spawnRedis, waitUntil, waitUntilReady } from './redis-server'

const HOST = '127.0.0.1'
const COMMON = ['--bind', HOST, '--save', '', '--appendonly', 'no']

type Node = { port: number; child: ChildProcess }

async function startNode(args: string[], port: number): Promise<Node> {
  const child = spawnRedis(args)
  await waitUntilReady(child, port)
  return { port, child }
}

/** One command to one node, on a connection of its own. */
export async function ask(port: number, ...command: string[]): Promise<unknown> {
  const client = new Redis({ host: HOST, port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  // A node just killed refuses: the command rejects, and ioredis need not print it too.
  client.on('error', () => undefined)
  try {
    await client.connect()
    return await client.call(command[0], ...command.slice(1))
  } finally {
    client.disconnect()
  }
}

export type SentinelGroup = {
  name: string
  sentinels: HostPort[]
  /** The port of the primary the sentinels name now. */
  primaryPort(): Promise<number>
  /**
   * SIGKILL the primary; resolves once the sentinels name another one, with how long that took.
   * `onKilled` runs in the same tick as the kill, before any client can have seen it.
   */
  killPrimary(onKilled?: () => void): Promise<{ ms: number }>
  stop(): Promise<void>
}

/**
 * A primary, one replica and three sentinels (quorum 2) on 127.0.0.1, tuned to fail over within a
 * few seconds (a primary is down after 1 s without an answer). `ports`: the five nodes' ports in
 * that order (default: free ones).
 */
export async function startSentinelGroup(name = 'bff', ports?: number[]): Promise<SentinelGroup> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentinel-'))
  const [primaryPort, replicaPort, ...sentinelPorts] = ports ?? (await Promise.all([1, 2, 3, 4, 5].map(() => freePort())))
  const nodes: Node[] = []
  // In the group's own directory: a replica writes the primary's snapshot to disk when it syncs.
  nodes.push(await startNode(['--port', String(primaryPort), ...COMMON, '--dir', dir], primaryPort))
  nodes.push(
    await startNode(['--port', String(replicaPort), ...COMMON, '--dir', dir, '--replicaof', HOST, String(primaryPort)], replicaPort),
  )
  for (const port of sentinelPorts) {
    const config = path.join(dir, `sentinel-${port}.conf`)
    writeFileSync(
      config,
      [
        `port ${port}`,
        `bind ${HOST}`,
        `dir ${dir}`,
        `sentinel monitor ${name} ${HOST} ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${name} 1000`,
        `sentinel failover-timeout ${name} 4000`,
        `sentinel parallel-syncs ${name} 1`,
        '',
      ].join('\n'),
    )
    nodes.push(await startNode([config, '--sentinel'], port))
  }
  const sentinels = sentinelPorts.map((port) => ({ host: HOST, port }))
  // A failover needs the sentinels to know the replica and each other (hello messages, every 2 s).
  await waitUntil(async () => {
    for (const port of sentinelPorts) {
      const replicas = (await ask(port, 'SENTINEL', 'REPLICAS', name)) as unknown[]
      const others = (await ask(port, 'SENTINEL', 'SENTINELS', name)) as unknown[]
      if (replicas.length < 1 || others.length < 2) return false
    }
    return true
  }, 15_000)
  await waitUntil(async () => String(await ask(replicaPort, 'INFO', 'replication')).includes('master_link_status:up'), 10_000)

  async function primaryPortNow(): Promise<number> {
    const [, port] = (await ask(sentinelPorts[0], 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name)) as [string, string]
    return Number(port)
  }

  return {
    name,
    sentinels,
    primaryPort: primaryPortNow,
    async killPrimary(onKilled) {
      const before = await primaryPortNow()
      const node = nodes.find((n) => n.port === before)
      const started = Date.now()
      node?.child.kill('SIGKILL')
      onKilled?.()
      await waitUntil(async () => (await primaryPortNow()) !== before, 20_000, 100)
      return { ms: Date.now() - started }
    },
    async stop() {
      await Promise.all(nodes.map((n) => kill(n.child)))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type RedisCluster = {
  nodes: HostPort[]
  /** The port of the primary serving this key's slot now. */
  primaryOf(key: string): Promise<number>
  /** SIGKILL the primary serving this key; resolves once its replica serves the slot, with how long that took. */
  killPrimaryOf(key: string): Promise<{ port: number; ms: number }>
  stop(): Promise<void>
}

/**
 * Three primaries with every slot assigned (redis-cli --cluster create), on free ports of
 * 127.0.0.1; with `replicas: 1`, a replica for each, which takes over when its primary has not
 * answered for `nodeTimeoutMs` (the cluster-node-timeout, Redis' default 15 s).
 */
export async function startRedisCluster(options: { replicas?: 0 | 1; nodeTimeoutMs?: number } = {}): Promise<RedisCluster> {
  const replicas = options.replicas ?? 0
  const dir = mkdtempSync(path.join(tmpdir(), 'cluster-'))
  const ports = await Promise.all(Array.from({ length: 3 * (1 + replicas) }, () => freePort()))
  const nodes: Node[] = []
  try {
    for (const port of ports) {
      const args = [
        '--port',
        String(port),
        ...COMMON,
        '--dir',
        dir,
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        ...(options.nodeTimeoutMs ? ['--cluster-node-timeout', String(options.nodeTimeoutMs)] : []),
      ]
      nodes.push(await startNode(args, port))
    }
    const created = spawnSync(
      'redis-cli',
      ['--cluster', 'create', ...ports.map((p) => `${HOST}:${p}`), '--cluster-replicas', String(replicas), '--cluster-yes'],
      { encoding: 'utf8' },
    )
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed: ${created.stderr || created.stdout}`)
    await waitUntil(async () => {
      for (const port of ports) if (!String(await ask(port, 'CLUSTER', 'INFO')).includes('cluster_state:ok')) return false
      if (replicas === 0) return true
      // Every replica has synced with its primary, so a failover finds the data there.
      for (const port of ports) {
        const info = String(await ask(port, 'INFO', 'replication'))
        if (info.includes('role:slave') && !info.includes('master_link_status:up')) return false
      }
      return true
    }, 20_000)
  } catch (error) {
    await Promise.all(nodes.map((n) => kill(n.child)))
    throw error
  }
  const live = () => nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null)

  async function primaryOf(key: string): Promise<number> {
    const slot = Number(await ask(live()[0]!.port, 'CLUSTER', 'KEYSLOT', key))
    for (const node of live()) {
      const ranges = (await ask(node.port, 'CLUSTER', 'SLOTS')) as Array<[number, number, [string, number, ...unknown[]]]>
      const range = ranges.find(([from, to]) => slot >= from && slot <= to)
      if (range) return Number(range[2][1])
    }
    throw new Error(`no node serves the slot of ${key}`)
  }

  return {
    nodes: ports.map((port) => ({ host: HOST, port })),
    primaryOf,
    async killPrimaryOf(key) {
      const port = await primaryOf(key)
      const started = Date.now()
      nodes.find((n) => n.port === port)?.child.kill('SIGKILL')
      await waitUntil(
        async () => {
          const now = await primaryOf(key).catch(() => port)
          if (now === port) return false
          return String(await ask(now, 'CLUSTER', 'INFO')).includes('cluster_state:ok')
        },
        20_000,
        100,
      )
      return { port, ms: Date.now() - started }
    },
    async stop() {
      await Promise.all(nodes.map((n) => kill(n.child)))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
