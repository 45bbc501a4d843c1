import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ask, startSentinelGroup, type SentinelGroup } from '../../tests/support/redis-topology'
import { waitUntil } from '../../tests/support/redis-server'
import { createRedisStore, type KeyValueStore } from './store.server'

describe('redis store through Sentinel, the primary killed', () => {
  let group: SentinelGroup
  let store: KeyValueStore
  beforeAll(async () => {
    group = await startSentinelGroup()
    // Longer than the failover this test allows (10 s): a promotion slowed by a busy machine is not what it tests.
    store = createRedisStore({ kind: 'sentinel', sentinels: group.sentinels, name: group.name, failoverWaitMs: 15_000 })
    await store.set('before', 'one', 60, { replicated: true })
  }, 60_000)
  afterAll(async () => {
    await store?.close()
    await group?.stop()
  })

  it('lands a write sent as the primary dies on the new primary, and stays on it while every sentinel announces it', async () => {
    const redis = store.redis!
    let write: Promise<unknown> | undefined
    // In the same tick as the SIGKILL: the client still thinks it is connected.
    const failover = await group.killPrimary(() => {
      write = store.set('during', 'two', 60, { replicated: true }).then(
        () => 'written',
        (err: unknown) => err,
      )
    })
    expect(await write).toBe('written')
    const primary = await group.primaryPort()
    expect(await ask(primary, 'GET', 'during')).toBe('two')
    expect(await store.get('during')).toBe('two')

    // Each sentinel announces the new primary in turn (+switch-master): a client already on it
    // is not disconnected again, and never ends.
    let drops = 0
    const dropped = () => (drops += 1)
    redis.on('close', dropped)
    await waitUntil(async () => {
      for (const { port } of group.sentinels) {
        const [, now] = (await ask(port, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', group.name)) as [string, string]
        if (Number(now) !== primary) return false
      }
      return true
    }, 15_000)
    await new Promise((r) => setTimeout(r, 500))
    redis.off('close', dropped)
    expect(drops).toBe(0)
    expect(redis.status).toBe('ready')
    expect(failover.ms).toBeLessThan(10_000)
  }, 60_000)
})
