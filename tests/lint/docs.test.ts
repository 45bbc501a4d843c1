import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { clubBucketKey } from '../../bff/services/clubs.server'
import { AREAS_KEY } from '../../bff/services/areas.server'
import { COMPETITION_ORGS_KEY, competitionInfoKey, competitionListKey, fullCompetitionKey } from '../../bff/services/competitions.server'
import { PUBLIC_CONFIG_KEY } from '../../bff/services/config.server'
import { publicResultsKey } from '../../bff/services/results.server'
import { helpItemKey } from '../../bff/services/help.server'

const docs = fileURLToPath(new URL('../../docs/', import.meta.url))
const read = (path: string) => readFileSync(`${docs}${path}`, 'utf8')

describe('decision records', () => {
  const records = readdirSync(`${docs}decisions`).filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000-'))
  const numbers = new Set(records.map((f) => f.slice(0, 3)))

  it('are there, beside their template', () => {
    expect(records.length).toBeGreaterThan(0)
    expect(read('decisions/000-template.md')).toMatch(/^- Status: /m)
  })

  for (const file of records) {
    it(`${file} has a date and a status, from the template`, () => {
      const text = read(`decisions/${file}`)
      expect(text).toMatch(
        /^# \d{3}: .+\n\n- Date: \d{4}-\d{2}-\d{2}\n- Status: (Proposed|Accepted|Superseded by \[\d{3}\]\(\d{3}-[^)]+\.md\))\n/,
      )
      const by = /^- Status: Superseded by \[(\d{3})\]/m.exec(text)?.[1]
      if (by) expect(numbers.has(by), `superseded by a record that does not exist: ${by}`).toBe(true)
    })
  }
})

describe('the cache key table (docs/cache-keys.md)', () => {
  const table = read('cache-keys.md')
  // The fixed part of each family's key, as the services build it.
  const families = {
    PUBLIC_CONFIG_KEY,
    AREAS_KEY,
    COMPETITION_ORGS_KEY,
    competitionListKey: competitionListKey({}).replace(/:$/, ':<'),
    competitionInfoKey: competitionInfoKey(7).replace(/7$/, '<'),
    fullCompetitionKey: fullCompetitionKey(7).replace(/7$/, '<'),
    clubBucketKey: clubBucketKey('C', 'x').replace(/C:x$/, '<'),
    publicResultsKey: publicResultsKey(7).replace(/7$/, '<'),
    helpItemKey: helpItemKey('x').replace(/x$/, '<'),
  }
  for (const [name, stem] of Object.entries(families)) {
    it(`lists ${name} (${stem})`, () => expect(table).toContain(`\`${stem}`))
  }
})
