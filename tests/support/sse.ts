/** A Server-Sent Events viewer for tests and benchmarks: counts the frames it gets, by event name. */
export type SseViewer = {
  status: Promise<number>
  events: Array<{ event: string; id: string; data: string }>
  /** Resolves once `count` frames of `event` have arrived. */
  waitFor(event: string, count: number): Promise<void>
  close(): void
}

export function openSse(url: string, headers: Record<string, string> = {}): SseViewer {
  const abort = new AbortController()
  const events: SseViewer['events'] = []
  const waiters: Array<() => void> = []
  const wake = () => {
    for (const w of waiters.splice(0)) w()
  }
  let buffer = ''
  const status = fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal }).then((res) => {
    const reader = res.body?.getReader()
    const decoder = new TextDecoder()
    const pump = async (): Promise<void> => {
      if (!reader) return
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        )
        if (fields.event || fields.data) events.push({ event: fields.event ?? 'message', id: fields.id ?? '', data: fields.data ?? '' })
      }
      wake()
      return pump()
    }
    pump().catch(() => {})
    return res.status
  })
  status.catch(() => {})
  return {
    status,
    events,
    waitFor(event, count) {
      const ready = () => events.filter((e) => e.event === event).length >= count
      return new Promise<void>((resolve) => {
        const check = () => (ready() ? resolve() : waiters.push(check))
        check()
      })
    },
    close: () => abort.abort(),
  }
}
