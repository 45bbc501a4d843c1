import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedisServer } from '../../tests/support/redis-server'
import { createLocks } from './lock.server'
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../platform/store.server'

/** Two holders that each read, wait, then write a shared value: interleaved, one write is lost. */
async function readWaitWrite(run: (fn: () => Promise<void>) => Promise<void>) {
  let value = 0
  const step = () =>
    run(async () => {
      const read = value
      await new Promise((resolve) => setTimeout(resolve, 5))
      value = read + 1
    })
  await Promise.all([step(), step(), step()])
  return value
}

describe('locks', () => {
  it('within one process, holders of one key take turns; other keys do not wait', async () => {
    const locks = createLocks(createMemoryStore())
    expect(await readWaitWrite((fn) => locks.run('row:1', fn))).toBe(3)
    const order: string[] = []
    let release: () => void = () => undefined
    const slow = locks.run('row:1', () => new Promise<void>((resolve) => (release = resolve)).then(() => void order.push('slow')))
    await locks.run('row:2', async () => void order.push('other'))
    release()
    await slow
    expect(order).toEqual(['other', 'slow'])
  })

  it('a holder that fails does not block the next one', async () => {
    const locks = createLocks(createMemoryStore())
    await expect(locks.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await locks.run('k', async () => 'next')).toBe('next')
  })

  describe('across instances sharing Redis', () => {
    let redis: Awaited<ReturnType<typeof startRedisServer>>
    const stores: KeyValueStore[] = []
    beforeAll(async () => {
      redis = await startRedisServer()
    })
    afterAll(async () => {
      for (const store of stores) await store.close()
      await redis?.stop()
    })

    it('two instances take turns on one key, and the key is gone afterwards', async () => {
      const [a, b] = [createRedisStore(redis.url), createRedisStore(redis.url)]
      stores.push(a, b)
      const [first, second] = [createLocks(a, { pollMs: 2 }), createLocks(b, { pollMs: 2 })]
      let turn = 0
      const value = await readWaitWrite((fn) => (turn++ % 2 ? first : second).run('row:9', fn))
      expect(value).toBe(3)
      expect(await a.get('lock:{row:9}')).toBeNull()
    })
  })
})
