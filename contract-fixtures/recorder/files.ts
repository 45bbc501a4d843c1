import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Recording } from './build'

export function mappingText(recording: Recording): string {
  return `${JSON.stringify(recording.mapping, null, 2)}\n`
}

/** Writes (overwrites) the given recordings; other files in the folders are left alone. */
export function writeRecordings(rootDir: string, recordings: Recording[]): string[] {
  mkdirSync(join(rootDir, 'mappings'), { recursive: true })
  mkdirSync(join(rootDir, '__files'), { recursive: true })
  const written: string[] = []
  for (const r of recordings) {
    writeFileSync(join(rootDir, 'mappings', r.file), mappingText(r))
    written.push(`mappings/${r.file}`)
    if (r.bodyFile) {
      writeFileSync(join(rootDir, '__files', r.bodyFile.name), r.bodyFile.text)
      written.push(`__files/${r.bodyFile.name}`)
    }
  }
  return written
}

export function readText(rootDir: string, relative: string): string {
  return readFileSync(join(rootDir, relative), 'utf8')
}
