import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildRecordings, type Recording } from './build'
import { mappingText, readText } from './files'

const rootDir = fileURLToPath(new URL('../recordings/', import.meta.url))
const SCENARIOS = ['success', 'business-error', 'unauthorised', 'forbidden', 'server-error', 'malformed']
/** A call with a business error; one without (the legacy site never refuses it but for the token). */
const ALL = ['success', 'business-error', 'unauthorised', 'server-error', 'malformed']
const TOKEN_ONLY = ['success', 'unauthorised', 'server-error', 'malformed']

const endpointOf = (file: string) =>
  (JSON.parse(readText(rootDir, `mappings/${file}`)) as { metadata: { endpoint: string } }).metadata.endpoint

let built: Recording[]
beforeAll(async () => {
  built = await buildRecordings()
})

describe('recordings', () => {
  it('on disk are what the simulator answers today (regenerate with generate.ts)', () => {
    for (const r of built) {
      expect(readText(rootDir, `mappings/${r.file}`), r.file).toBe(mappingText(r))
      if (r.bodyFile) expect(readText(rootDir, `__files/${r.bodyFile.name}`), r.bodyFile.name).toBe(r.bodyFile.text)
    }
  })

  it('name their endpoint and scenario, and cover the scenarios of every call', () => {
    const files = readdirSync(`${rootDir}/mappings`).filter((f) => f.endsWith('.json'))
    const byEndpoint = new Map<string, Set<string>>()
    for (const file of files) {
      const mapping = JSON.parse(readText(rootDir, `mappings/${file}`)) as { metadata?: { endpoint?: string; scenario?: string } }
      expect(SCENARIOS, file).toContain(mapping.metadata?.scenario)
      expect(['simulator', 'legacy-site'], file).toContain((mapping.metadata as { source?: string } | undefined)?.source)
      expect(mapping.metadata?.endpoint, file).toMatch(/^(GET|POST|PUT|DELETE) \//)
      const seen = byEndpoint.get(mapping.metadata!.endpoint!) ?? new Set<string>()
      seen.add(mapping.metadata!.scenario!)
      byEndpoint.set(mapping.metadata!.endpoint!, seen)
    }
    const expected: Record<string, string[]> = {
      'POST /wp-json/jwt-auth/v1/token': ['success', 'forbidden', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/public/config': ['success', 'unauthorised', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/admin/config': ['success', 'business-error', 'unauthorised', 'server-error', 'malformed'],
      'POST /wp-json/e4s/v5/register': ['success', 'business-error', 'server-error', 'malformed'],
      'POST /wp-json/e4s/v5/public/pwdresetrequest': ['success', 'server-error', 'malformed'],
      'POST /wp-json/e4s/v5/public/pwdreset': ['success', 'business-error', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/logout': ['success', 'unauthorised', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/minicart': ['success', 'unauthorised', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/public/comps/filter': ['success', 'business-error', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/public/comp/{id}/info': ['success', 'business-error', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/public/get-all-comps': ['success', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/messages/unread': ['success', 'unauthorised', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/messages': TOKEN_ONLY,
      'GET /wp-json/e4s/v5/messages/{id}': ALL,
      'POST /wp-json/e4s/v5/messages/{id}/read': ALL,
      'GET /wp-json/e4s/v5/competition/{id}': ALL,
      'GET /wp-json/e4s/v5/competition/agegroups/{id}': ALL,
      'POST /wp-json/e4s/v5/competition/priority/{id}': ALL,
      'GET /wp-json/e4s/v5/uom': TOKEN_ONLY,
      'GET /wp-json/e4s/v5/athletes': TOKEN_ONLY,
      'POST /wp-json/e4s/v5/athlete': ALL,
      'GET /wp-json/e4s/v5/athlete/{id}': ALL,
      'PUT /wp-json/e4s/v5/athlete/{id}': ALL,
      'POST /wp-json/e4s/v5/athlete/{id}/{userid}': ALL,
      'DELETE /wp-json/e4s/v5/athlete/{id}/{userid}': ALL,
      'GET /wp-json/e4s/v5/athlete/getid': ALL,
      'POST /wp-json/e4s/v5/athlete/pbupdate': ALL,
      'POST /wp-json/e4s/v5/athlete/pbupdatev2': ALL,
      'GET /wp-json/e4s/v5/events/{compId}/{athleteId}': ALL,
      'PUT /wp-json/e4s/v5/product/{ceid}/{athleteId}/{entityId}/{teamId}': ALL,
      'POST /wp-json/e4s/v5/product/delete/{productId}': ALL,
      'POST /wp-json/e4s/v5/basket/add': ALL,
      'GET /wp-json/e4s/v5/cart': TOKEN_ONLY,
      'POST /wp-json/e4s/v5/entry/switch': ALL,
      'GET /wp-json/e4s/v5/basket/handoff': TOKEN_ONLY,
      'GET /wp-json/e4s/v5/clubs': ['success', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/areas': ['success', 'server-error', 'malformed'],
      'GET /wp-json/e4s/v5/events/multi/{ceid}/{athleteId}': ALL,
      'POST /wp-json/e4s/v5/athlete/multi/{athleteId}': ALL,
      'GET /wp-json/e4s/v5/locs': ['success', 'malformed'],
      'GET /wp-json/e4s/v5/event': ['success', 'malformed'],
      'GET /wp-json/e4s/v5/myorgs/{id}': TOKEN_ONLY,
      'POST /wp-json/e4s/v5/competition': ALL,
      'PUT /wp-json/e4s/v5/competition/{id}': ALL,
    }
    for (const [endpoint, scenarios] of Object.entries(expected)) {
      expect([...(byEndpoint.get(endpoint) ?? [])].sort(), endpoint).toEqual([...scenarios].sort())
    }
  })

  it('say where they come from; the calls with a recording from a real legacy site are counted', () => {
    const files = readdirSync(join(rootDir, 'mappings'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))
    const generated = new Set(built.map((r) => r.file))
    const real = new Set<string>()
    const calls = new Set<string>()
    let realRecordings = 0
    for (const file of files) {
      const metadata = (JSON.parse(readText(rootDir, `mappings/${file}`)) as { metadata?: { endpoint?: string; source?: string } }).metadata
      // What generate.ts writes is marked simulator; anything else on disk came through the recorder.
      expect(metadata?.source, file).toBe(generated.has(file) ? 'simulator' : 'legacy-site')
      calls.add(metadata!.endpoint!)
      if (metadata?.source === 'legacy-site') {
        realRecordings += 1
        real.add(metadata.endpoint!)
      }
    }
    process.stdout.write(
      `recordings: ${real.size} of ${calls.size} calls have a recording from a real legacy site ` +
        `(${realRecordings} of ${files.length} mappings; the others are generated from the simulator)\n`,
    )
    expect(real.size).toBe(new Set(files.filter((f) => !generated.has(f)).map((f) => endpointOf(f))).size)
    expect(realRecordings).toBe(files.length - built.length)
  })

  it('hold no simulator token', () => {
    for (const r of built) expect(JSON.stringify(r.mapping) + (r.bodyFile?.text ?? ''), r.file).not.toMatch(/sim_[0-9a-f]{40}/)
  })
})
