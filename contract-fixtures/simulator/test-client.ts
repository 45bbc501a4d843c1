import type { Simulator } from './server'

/** Small fetch helpers for the simulator's own tests. */
export function client(sim: Simulator) {
  const call = async (method: string, path: string, init: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers }
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${sim.url}${path}`, {
      method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
    })
    const text = await res.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    // Assertions read arbitrary wire fields; the wire is what is under test, so it stays untyped here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: body as any, text, headers: res.headers }
  }
  return {
    call,
    async login(username: string, password: string) {
      const q = new URLSearchParams({ username, password })
      return call('POST', `/wp-json/jwt-auth/v1/token?${q}`)
    },
    async token(username: string, password: string): Promise<string> {
      const res = await this.login(username, password)
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`)
      return res.body.token as string
    },
  }
}
