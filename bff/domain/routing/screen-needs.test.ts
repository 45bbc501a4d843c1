import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ROUTES } from './route-table'
import { SCREEN_NEEDS } from './screen-needs'

// The declared needs stay true to the code: each screen is a built screen of the table, each call
// one the legacy client makes (its `endpoint` name in bff/legacy).

const legacyDir = fileURLToPath(new URL('../../legacy', import.meta.url))
const endpoints = new Set(
  readdirSync(legacyDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((f) => [...readFileSync(path.join(legacyDir, f), 'utf8').matchAll(/endpoint: '([\w.]+)'/g)].map((m) => m[1]!)),
)

describe('screen needs', () => {
  it.each(Object.entries(SCREEN_NEEDS))('%s is a built screen and needs calls the client makes', (screen, needs) => {
    const entry = ROUTES.find((e) => e.name === screen)
    expect(entry?.built, screen).toBe(true)
    expect(entry?.v2, screen).not.toBeNull()
    expect(needs.length).toBeGreaterThan(0)
    for (const call of needs) expect(endpoints, call).toContain(call)
  })
})
