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
  /** SIGKILL the primary; resolves once the sentinels name another one, with how long that took. */
  killPrimary(): Promise<{ ms: number }>
  stop(): Promise<void>
}

/**
 * A primary, one replica and three sentinels (quorum 2) on free ports of 127.0.0.1, tuned to fail
 * over within a few seconds (a primary is down after 1 s without an answer).
 */
export async function startSentinelGroup(name = 'bff'): Promise<SentinelGroup> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentinel-'))
  const [primaryPort, replicaPort, ...sentinelPorts] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()))
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
    async killPrimary() {
      const before = await primaryPortNow()
      const node = nodes.find((n) => n.port === before)
      const started = Date.now()
      node?.child.kill('SIGKILL')
      await waitUntil(async () => (await primaryPortNow()) !== before, 20_000, 100)
      return { ms: Date.now() - started }
    },
    async stop() {
      await Promise.all(nodes.map((n) => kill(n.child)))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type RedisCluster = { nodes: HostPort[]; stop(): Promise<void> }

/** Three primaries with every slot assigned (redis-cli --cluster create), on free ports of 127.0.0.1. */
export async function startRedisCluster(): Promise<RedisCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cluster-'))
  const ports = await Promise.all([1, 2, 3].map(() => freePort()))
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
      ]
      nodes.push(await startNode(args, port))
    }
    const created = spawnSync('redis-cli', ['--cluster', 'create', ...ports.map((p) => `${HOST}:${p}`), '--cluster-yes'], {
      encoding: 'utf8',
    })
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed: ${created.stderr || created.stdout}`)
    await waitUntil(async () => {
      for (const port of ports) if (!String(await ask(port, 'CLUSTER', 'INFO')).includes('cluster_state:ok')) return false
      return true
    }, 15_000)
  } catch (error) {
    await Promise.all(nodes.map((n) => kill(n.child)))
    throw error
  }
  return {
    nodes: ports.map((port) => ({ host: HOST, port })),
    async stop() {
      await Promise.all(nodes.map((n) => kill(n.child)))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
