import { fileURLToPath } from 'node:url'
import { buildRecordings } from './build'
import { writeRecordings } from './files'

/** `npx tsx contract-fixtures/recorder/generate.ts`: rewrites the recordings from the simulator. */
const rootDir = fileURLToPath(new URL('../recordings/', import.meta.url))
const written = writeRecordings(rootDir, await buildRecordings())
process.stdout.write(`Wrote ${written.length} files under contract-fixtures/recordings/\n`)
