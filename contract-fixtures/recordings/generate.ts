import { fileURLToPath } from 'node:url'
import { buildRecordings } from './build'
import { writeRecordings } from './files'

/** `npx tsx contract-fixtures/recordings/generate.ts`: rewrites the recordings from the simulator. */
const rootDir = fileURLToPath(new URL('.', import.meta.url))
const written = writeRecordings(rootDir, await buildRecordings())
process.stdout.write(`Wrote ${written.length} files under contract-fixtures/recordings/\n`)
