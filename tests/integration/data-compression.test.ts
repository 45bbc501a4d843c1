import { readFile } from 'node:fs/promises'
import { ServerResponse } from 'node:http'
import path from 'node:path'
import { request } from 'undici'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ENTRY_DEMO } from '#fixtures/seed/entry-demo'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// A `.data` answer is compressed in one call, like a page (entry.server.tsx, decision 060).
let app: TestApp
let cookie: string
beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '0' } })
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
})
afterAll(async () => {
  await app?.close()
})

async function raw(path: string, acceptEncoding: string, signedIn = true) {
  const res = await request(`${app.url}${path}`, { headers: { 'accept-encoding': acceptEncoding, ...(signedIn ? { cookie } : {}) } })
  const body = Buffer.from(await res.body.arrayBuffer())
  const encoding = res.headers['content-encoding'] ?? null
  const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
  return {
    status: res.statusCode,
    encoding,
    length: Number(res.headers['content-length']),
    vary: res.headers.vary,
    body,
    text: decoded.toString('utf8'),
  }
}

describe('.data answers compressed in one call', () => {
  const data = `/v2/show-entry-v2/${ENTRY_DEMO.rulesCompId}.data`

  it('in the best encoding the client takes, with its length, the same data in each', async () => {
    const plain = await raw(data, 'identity')
    expect(plain.status).toBe(200)
    expect(plain.encoding).toBeNull()
    expect(plain.text).toContain('Larkhill Graded Open')
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await raw(data, accept)
      expect(answer.encoding).toBe(encoding)
      expect(answer.length).toBe(answer.body.length)
      expect(answer.length).toBeLessThan(plain.length)
      expect(String(answer.vary)).toMatch(/accept-encoding/i)
      expect(answer.text).toBe(plain.text)
    }
  })

  it('leaves a small answer as it is', async () => {
    const small = await raw('/v2/login-v2.data', 'br', false)
    expect(small.status).toBe(200)
    expect(small.encoding).toBeNull()
    expect(small.length).toBe(small.body.length)
    expect(small.length).toBeLessThan(1024)
  })

  it('sends a redirect as Remix makes it', async () => {
    // Signed in, the login page leads home.
    const redirect = await raw('/v2/login-v2.data', 'br')
    expect(redirect.status).toBe(202)
    expect(redirect.text).toContain('"/v2"')
  })
})

describe('a page and a .data answer go out in one write (decision 082)', () => {
  it('ends the response with the whole body, without writing it in chunks first', async () => {
    const write = vi.spyOn(ServerResponse.prototype, 'write')
    const end = vi.spyOn(ServerResponse.prototype, 'end')
    try {
      const ours = (contexts: unknown[], path: string) => contexts.filter((res) => (res as ServerResponse).req?.url === path)
      for (const path of ['/v2/login-v2', `/v2/show-entry-v2/${ENTRY_DEMO.rulesCompId}.data`]) {
        const answer = await raw(path, 'br', false)
        expect(answer.status).toBe(200)
        expect(ours(write.mock.contexts, path)).toEqual([])
        const ended = end.mock.calls.filter((_, i) => ours([end.mock.contexts[i]], path).length > 0)
        expect(ended).toHaveLength(1)
        expect(Buffer.compare(ended[0]![0] as Buffer, answer.body)).toBe(0)
      }
    } finally {
      write.mockRestore()
      end.mockRestore()
    }
  })
})

describe('the browser build’s files', () => {
  it('go out as compressed at build time, in the best encoding the client takes, the same file in each', async () => {
    const home = await raw('/v2', 'identity', false)
    const script = /<link rel="modulepreload" href="(\/assets\/context-[^"]+\.js)"\/>/.exec(home.text)?.[1]
    expect(script).toBeDefined()
    const plain = await raw(script!, 'identity')
    expect(plain.status).toBe(200)
    expect(plain.encoding).toBeNull()
    for (const [accept, encoding, suffix] of [
      ['gzip, deflate, br, zstd', 'br', 'br'],
      ['gzip', 'gzip', 'gz'],
    ] as const) {
      const answer = await raw(script!, accept)
      expect(answer.encoding).toBe(encoding)
      expect(answer.vary).toContain('Accept-Encoding')
      expect(answer.text).toBe(plain.text)
      expect(answer.body.equals(await readFile(path.join('build/client', `${script}.${suffix}`)))).toBe(true)
    }
  })
})
