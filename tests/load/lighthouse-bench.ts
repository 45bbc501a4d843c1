// Bench section `lighthouse` (issue 11): Lighthouse 12 with Debian Chromium, desktop and mobile
// presets, on the home page and a competition page; the median of three runs of each.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const PRESETS = ['desktop', 'mobile'] as const

type Figures = { scores: Record<(typeof CATEGORIES)[number], number>; lcpMs: number; tbtMs: number; cls: number; jsBytes: number }
export type LighthouseResult = { page: string; preset: (typeof PRESETS)[number]; median: Figures }

type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>
}

async function lighthouse(url: string, preset: (typeof PRESETS)[number], dir: string, i: number): Promise<Figures> {
  const output = path.join(dir, `${preset}-${i}.json`)
  const args = ['--yes', 'lighthouse@12', url, '--chrome-flags=--headless=new --no-sandbox', `--only-categories=${CATEGORIES.join(',')}`, '--output=json', `--output-path=${output}`, '--quiet']
  if (preset === 'desktop') args.push('--preset=desktop')
  // Async: the app under test serves from this same process.
  await run('npx', args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 })
  const report = JSON.parse(await readFile(output, 'utf8')) as Report
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Figures['scores'],
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function medianOf(runs: Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick))
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((f) => f.scores[c])])) as Figures['scores'],
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    jsBytes: of((f) => f.jsBytes),
  }
}

export async function benchLighthouse(origin: string, pages: string[]): Promise<LighthouseResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'))
  try {
    const results: LighthouseResult[] = []
    for (const page of pages)
      for (const preset of PRESETS) {
        const runs: Figures[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${origin}${page}`, preset, dir, i))
        results.push({ page, preset, median: medianOf(runs) })
      }
    return results
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export function lighthouseReport(results: LighthouseResult[]): string[] {
  return [
    '',
    `12. Lighthouse 12 (median of ${RUNS}; targets: mobile CLS < 0.05, SEO 100, accessibility 100, mobile performance >= 95)`,
    ...results.map(({ page, preset, median: m }) => {
      const s = m.scores
      return `  ${page} ${preset}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}; LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, JS ${(m.jsBytes / 1024).toFixed(1)} KB`
    }),
  ]
}
