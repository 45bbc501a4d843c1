import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RECORDINGS_DIR, startWireMock } from '../../tests/support/wiremock'
import { startSimulator } from '../simulator/index'
import { buildRecordings } from './build'
import { readText } from './files'
import { scrubRecordedDir } from './scrub'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('WireMock', () => {
  it('replays every recording for the request that selects it, then stops (java gone)', async () => {
    const recordings = await buildRecordings()
    const wm = await startWireMock({ rootDir: RECORDINGS_DIR })
    try {
      for (const r of recordings) {
        const { example } = r
        const headers: Record<string, string> = { ...example.headers }
        if (example.json !== undefined) headers['content-type'] = 'application/json'
        const res = await fetch(`${wm.url}${example.path}`, {
          method: example.method,
          headers,
          body: example.json === undefined ? undefined : JSON.stringify(example.json),
        })
        const text = await res.text()
        expect(res.status, r.file).toBe(r.mapping.response.status)
        const { jsonBody, body, bodyFileName } = r.mapping.response
        if (jsonBody !== undefined) expect(JSON.parse(text), r.file).toEqual(jsonBody)
        if (body !== undefined) expect(text, r.file).toBe(body)
        if (bodyFileName) expect(JSON.parse(text), r.file).toEqual(JSON.parse(readText(RECORDINGS_DIR, `__files/${bodyFileName}`)))
      }
    } finally {
      await wm.stop()
    }
    expect(isRunning(wm.pid)).toBe(false)
    await expect(wm.admin.getAllMappings()).rejects.toThrow()
    // A JVM start and one request per recording (some 250): more than the default 20 s on a busy machine.
  }, 60_000)

  it('records through the proxy, and the scrub step leaves no token or password behind', async () => {
    const sim = await startSimulator({ referenceDate: '2026-06-01' })
    const dir = mkdtempSync(join(tmpdir(), 'record-fixtures-'))
    try {
      const wm = await startWireMock({ rootDir: dir, proxyAllTo: sim.url, record: true })
      let token = ''
      try {
        const login = await fetch(`${wm.url}/wp-json/jwt-auth/v1/token?username=entrant&password=Entrant%212026`, { method: 'POST' })
        token = ((await login.json()) as { token: string }).token
        expect(token).toMatch(/^sim_/)
        const config = await fetch(`${wm.url}/wp-json/e4s/v5/public/config`, { headers: { authorization: `Bearer ${token}` } })
        expect(((await config.json()) as { data: { userId: number } }).data.userId).toBe(101)
      } finally {
        await wm.stop()
      }
      const report = scrubRecordedDir(dir)
      expect(report.mappings).toBeGreaterThanOrEqual(2)
      const everything = ['mappings', '__files']
        .flatMap((sub) => readdirSync(join(dir, sub)).map((f) => readFileSync(join(dir, sub, f), 'utf8')))
        .join('\n')
      expect(everything).not.toContain(token)
      expect(everything).not.toContain('Entrant!2026')
      expect(everything).toContain('rec-recorded-token-1')
      expect(everything).toContain('"scenario": "success"')
      // Marked as recorded from a (here stand-in) legacy site, so the replay test counts it as real.
      expect(everything).toContain('"source": "legacy-site"')
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await sim.close()
    }
  })
})
