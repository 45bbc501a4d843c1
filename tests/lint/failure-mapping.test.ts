import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * One mapping from a failed legacy call to what the user gets (bff/services/failure.server.ts):
 * no other module looks at a LegacyError's kind to choose a message, a status or a fallback. They
 * call the mapper (failureOf, refused, orAbsent, unlessFailed, essential, secondary) instead.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

/** Where a kind may be read, and why. */
const ALLOWED: Record<string, string> = {
  'bff/services/failure.server.ts': 'the mapper itself',
  'bff/context.server.ts': 'ends the session when the legacy site no longer takes the token (no message)',
}
/** The legacy layer makes and names the kinds (bff/legacy/client.server.ts, errors.ts). */
const LEGACY_LAYER = 'bff/legacy/'

const kinds = [...readFileSync(path.join(root, 'bff/legacy/errors.ts'), 'utf8').matchAll(/^\s*\|\s*'([a-z-]+)'/gm)].map((m) => m[1])
const kind = `'(?:${kinds.join('|')})'`

const PATTERNS: Array<[string, RegExp]> = [
  ['isLegacyError with a kind', new RegExp(`isLegacyError\\([^()]*,\\s*${kind}`)],
  ['a kind compared', new RegExp(`\\.kind\\s*[!=]==?\\s*${kind}|${kind}\\s*[!=]==?\\s*[\\w.]+\\.kind\\b`)],
  ['a switch on the kind', new RegExp(`case\\s+${kind}\\s*:`)],
]

/** What in a module decides by a LegacyError kind, as "line: what". */
function kindDecisions(source: string): string[] {
  const usesLegacyErrors = /LegacyError|isLegacyError/.test(source)
  return source
    .split('\n')
    .flatMap((line, i) =>
      PATTERNS.filter(([what, re]) => re.test(line) && (what !== 'a switch on the kind' || usesLegacyErrors)).map(
        ([what]) => `${i + 1}: ${what}`,
      ),
    )
}

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|test-support/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

describe('failures are mapped in one place', () => {
  it('no module outside the mapper decides by a LegacyError kind', () => {
    const found = [...sources('bff'), ...sources('app')]
      .filter((file) => !file.startsWith(LEGACY_LAYER) && !(file in ALLOWED))
      .flatMap((file) => kindDecisions(readFileSync(path.join(root, file), 'utf8')).map((d) => `${file}:${d}`))
    expect(found).toEqual([])
  })

  it('reads every kind the legacy client can give', () => {
    expect(kinds).toEqual(expect.arrayContaining(['business', 'http', 'timeout', 'auth-expired', 'unavailable']))
  })

  const planted: Record<string, string> = {
    'a refusal turned into a message': `if (isLegacyError(err, 'business')) return { ok: false, message: { key: 'x' } }`,
    'a kind compared to choose a status': `return { status: err.kind === 'business' ? 409 : 502 }`,
    'a kind compared the other way round': `if ('timeout' !== err.kind) throw err`,
    'a switch over the kinds': `import { isLegacyError } from '#bff/legacy/errors'\nswitch (err.kind) {\n  case 'http':\n    return m\n}`,
  }
  for (const [name, code] of Object.entries(planted)) {
    it(`fires on ${name}`, () => {
      expect(kindDecisions(code)).not.toEqual([])
    })
  }

  it('stays quiet on the mapper used as meant, a kind only logged, and kinds that are not legacy ones', () => {
    const legal = [
      `return refused(err, 409, { refusal: REMOVE_ERROR })`,
      `if (isLegacyError(err)) ctx.log.warn({ err: err.kind }, 'failed')`,
      `return (err as { kind?: unknown }).kind === 'session-store-unavailable'`,
      `switch (requirement.kind) {\n  case 'user':\n}`,
    ]
    for (const code of legal) expect(kindDecisions(code), code).toEqual([])
  })
})
