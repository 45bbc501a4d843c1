import { useCallback, useEffect, useRef, useState } from 'react'
import type { QueuedMark, QueuedStatus } from '#bff/domain/checkin/queued-marks'
import type { CheckInReplayResult } from '#bff/views/checkin'

// The check-in desk's offline queue: marks made while the network is down are kept in IndexedDB
// (they survive a reload), shown, and sent in order when it comes back. Sent marks leave the store;
// conflicts and refusals stay until the steward dismisses them.

export type MarkLabel = { name: string; event?: string; action: 'collected' | 'uncollected' | 'checkedIn' | 'uncheckedIn' }
export type StoredMark = { key: string; compId: number; seq: number; mark: QueuedMark; label: MarkLabel; status: QueuedStatus }

const DB = 'e4s-checkin'
let counter = 0
const STORE = 'marks'

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' })
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb()
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = work(db.transaction(STORE, mode).objectStore(STORE))
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
  } finally {
    db.close()
  }
}

const readAll = (compId: number) =>
  run<StoredMark[]>('readonly', (s) => s.getAll() as IDBRequest<StoredMark[]>).then((all) =>
    all.filter((m) => m.compId === compId).sort((a, b) => a.seq - b.seq),
  )
const put = (mark: StoredMark) => run('readwrite', (s) => s.put(mark))
const remove = (key: string) => run('readwrite', (s) => s.delete(key))

export function useMarkQueue(compId: number, onSent: () => void) {
  const [marks, setMarks] = useState<StoredMark[]>([])
  const sending = useRef(false)

  const reload = useCallback(async () => setMarks(await readAll(compId)), [compId])

  const replay = useCallback(async () => {
    if (sending.current || !navigator.onLine) return
    const queued = (await readAll(compId)).filter((m) => m.status === 'queued')
    if (queued.length === 0) return
    sending.current = true
    try {
      const body = new FormData()
      body.set('marks', JSON.stringify(queued.map((m) => m.mark)))
      const res = await fetch(`/v2/checkin-marks/${compId}`, { method: 'POST', body, headers: { accept: 'application/json' } })
      // Not reached, or the site is down: the marks stay queued for the next try.
      if (res.status >= 500 || res.redirected || !(res.headers.get('content-type') ?? '').includes('json')) return
      const result = (await res.json()) as CheckInReplayResult
      const sent: StoredMark[] = []
      for (const [i, mark] of queued.entries()) {
        const status: QueuedStatus = result.statuses[i] ?? 'refused'
        if (status === 'sent') {
          sent.push({ ...mark, status })
          await remove(mark.key)
        } else await put({ ...mark, status })
      }
      setMarks([...sent, ...(await readAll(compId))])
      onSent()
    } catch {
      // Still offline after all: try again on the next 'online'.
    } finally {
      sending.current = false
    }
  }, [compId, onSent])

  useEffect(() => {
    void reload().then(replay)
    const online = () => void replay()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [reload, replay])

  const enqueue = useCallback(
    async (mark: Omit<QueuedMark, 'key'>, label: MarkLabel) => {
      const key = `${compId}:${crypto.randomUUID()}`
      await put({ key, compId, seq: Date.now() * 1000 + (counter++ % 1000), mark: { ...mark, key }, label, status: 'queued' })
      await reload()
    },
    [compId, reload],
  )

  const dismiss = useCallback(async (key: string) => {
    await remove(key)
    setMarks((all) => all.filter((m) => m.key !== key))
  }, [])

  return { marks, enqueue, dismiss }
}

/** The list as the desk sees it: what is still queued already shown as done. */
export function withQueued<A extends { athleteId: number; collected: boolean; entries: Array<{ id: number; checkedIn: boolean }> }>(
  items: A[],
  marks: StoredMark[],
): A[] {
  const queued = marks.filter((m) => m.status === 'queued')
  if (queued.length === 0) return items
  return items.map((athlete) =>
    queued
      .filter((m) => m.mark.athleteId === athlete.athleteId)
      .reduce(
        (a, { mark }) => ({
          ...a,
          collected: mark.collected ?? a.collected,
          entries: a.entries.map((e) => ({ ...e, checkedIn: mark.entries?.find((c) => c.id === e.id)?.checkedIn ?? e.checkedIn })),
        }),
        athlete,
      ),
  )
}
