// Writes docs/legacy-wire.md's table of the calls the spec does not name from the code's list of
// them (bff/legacy/not-in-spec.ts), so the two cannot differ (tests/lint/legacy-wire-not-in-spec.test.ts).
// Run: npx tsx scripts/legacy-wire-inventions.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { withInventionTable } from '../bff/legacy/not-in-spec'

const doc = fileURLToPath(new URL('../docs/legacy-wire.md', import.meta.url))
writeFileSync(doc, withInventionTable(readFileSync(doc, 'utf8')))
