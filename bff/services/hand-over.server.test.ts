import { describe, expect, it } from 'vitest'
import { LegacyError } from '../legacy/errors'
import { createMemoryStore, type KeyValueStore } from '../platform/store.server'
import { handingOver, handOverAfter, handOverFirst, handOverLinks, MISSING_CALLS_KEY } from './hand-over.server'

// Which screens hand over, learnt from the store in one read per request and shared by the
// request's loaders (the shell's menu, the page's links, the page's own hand-over): decision 074.

const FINANCE = { userId: 7, role: 'USER' as const, permissions: [{ role: 'FINANCE' as const, orgId: 0, compId: 0 }] }
const ADMIN = { userId: 1, role: 'E4SUSER' as const, permissions: [] }

function counting(store: KeyValueStore) {
  let gets = 0
  return {
    store: { ...store, get: (key: string) => ((gets += 1), store.get(key)) } as KeyValueStore,
    gets: () => gets,
  }
}

function contextOf(
  store: KeyValueStore,
  options: { always?: string[]; never?: string[]; knownMissing?: string[]; signedIn?: boolean; admin?: boolean } = {},
) {
  const signedIn = options.signedIn ?? true
  const auth = options.admin ? ADMIN : FINANCE
  return {
    config: {
      legacySiteUrl: 'https://legacy.example',
      handOver: {
        always: options.always ?? [],
        never: options.never ?? [],
        knownMissing: options.knownMissing ?? [],
        missingSeconds: 3600,
      },
    },
    store,
    log: { warn: () => undefined },
    user: signedIn ? { userId: auth.userId, displayName: 'F' } : null,
    auth: signedIn ? auth : { userId: 0, role: 'ANONYMOUS', permissions: [] },
    url: new URL('http://app.test/v2'),
    sessionUnavailable: false,
  } as unknown as Parameters<typeof handingOver>[0]
}

const noRoute = (endpoint: string) => new LegacyError('http', endpoint, 'legacy answered 404', { status: 404, noRoute: true })

describe('screens that hand over', () => {
  it('are none while nothing is known missing and the operator forces none', async () => {
    expect([...(await handingOver(contextOf(createMemoryStore())))]).toEqual([])
    expect(await handOverLinks(contextOf(createMemoryStore()))).toBeNull()
  })

  it("are the operator's, less those told to stay", async () => {
    const context = contextOf(createMemoryStore(), { always: ['club', 'cheques'], never: ['cheques'] })
    expect([...(await handingOver(context))]).toEqual(['club'])
  })

  it('are those needing a call learnt missing, for every process (the store), after one failure', async () => {
    const store = createMemoryStore()
    const failed = contextOf(store)
    const answer = await handOverAfter(failed, new Request('http://app.test/v2/cheques'), noRoute('cheques.list'))
    expect(answer).not.toBeNull()
    const next = contextOf(store)
    expect((await handingOver(next)).has('cheques')).toBe(true)
    expect((await handingOver(next)).has('stripeUsers')).toBe(false)
    expect(await handOverLinks(next)).toMatchObject({ legacySiteUrl: 'https://legacy.example' })
    // A second call learnt keeps the first.
    await handOverAfter(contextOf(store), new Request('http://app.test/v2/stripe-users'), noRoute('stripe.users'))
    const both = await handingOver(contextOf(store))
    expect(both.has('cheques') && both.has('stripeUsers')).toBe(true)
  })

  it('cost one store read per request, shared by the menu, the links and the page', async () => {
    const base = createMemoryStore()
    await base.set(MISSING_CALLS_KEY, JSON.stringify({ 'cheques.list': Date.now() + 60_000 }), 60)
    const { store, gets } = counting(base)
    const context = contextOf(store, { admin: true })
    await Promise.all([handOverLinks(context), handOverLinks(context)])
    const first = await handOverFirst(context, new Request('http://app.test/v2/cheques'))
    expect(first).not.toBeNull()
    expect(gets()).toBe(1)
  })

  it('are those needing a call the conformance report marks missing, for a visitor too (decision 073)', async () => {
    const visitor = contextOf(createMemoryStore(), { knownMissing: ['cheques.list'], signedIn: false })
    expect((await handingOver(visitor)).has('cheques')).toBe(true)
    const signedIn = contextOf(createMemoryStore(), { knownMissing: ['cheques.list'], never: ['cheques'] })
    expect((await handingOver(signedIn)).has('cheques')).toBe(false)
  })

  it('read nothing from the store for a visitor (public pages link to no such screen)', async () => {
    const { store, gets } = counting(createMemoryStore())
    expect([...(await handingOver(contextOf(store, { signedIn: false, always: ['club'] })))]).toEqual(['club'])
    expect(gets()).toBe(0)
  })

  it('forget a call once its time is up, and ignore a value this code did not write', async () => {
    const store = createMemoryStore()
    await store.set(MISSING_CALLS_KEY, JSON.stringify({ 'cheques.list': Date.now() - 1, 'stripe.users': 'x' }), 60)
    expect([...(await handingOver(contextOf(store)))]).toEqual([])
    await store.set(MISSING_CALLS_KEY, 'not json', 60)
    expect([...(await handingOver(contextOf(store)))]).toEqual([])
  })
})
