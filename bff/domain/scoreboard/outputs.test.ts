import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TIMINGS, outputFormValues, outputMode, parseOutputForm, rankingPageAt, type OutputField } from './outputs'

const form = (fields: Partial<Record<OutputField, string>>) => {
  const all: Record<OutputField, string> = {
    name: 'Track screen',
    kind: 'scoreboard',
    eventNo: 'all',
    showScore: '5',
    showPicture: '5',
    showVideo: '5',
    ranksPerPage: '10',
    ranksPageTime: '10',
    ...fields,
  }
  return (f: OutputField) => all[f]
}

describe('parseOutputForm', () => {
  it("reads the spec's defaults (seconds on the form, milliseconds in the config)", () => {
    expect(parseOutputForm(form({}))).toEqual({
      ok: true,
      value: { name: 'Track screen', kind: 'scoreboard', eventNo: 'all', timings: DEFAULT_TIMINGS },
    })
  })

  it('reads an event number and trims the name', () => {
    const parsed = parseOutputForm(form({ name: '  Field  ', eventNo: '3', kind: 'schedule' }))
    expect(parsed).toMatchObject({ ok: true, value: { name: 'Field', eventNo: 3, kind: 'schedule' } })
  })

  it.each([
    [{ name: '' }, 'name', 'outputs.errors.nameRequired'],
    [{ name: 'x'.repeat(101) }, 'name', 'outputs.errors.nameTooLong'],
    [{ kind: 'video' }, 'kind', 'outputs.errors.kind'],
    [{ eventNo: '0' }, 'eventNo', 'outputs.errors.eventNo'],
    [{ eventNo: 'two' }, 'eventNo', 'outputs.errors.eventNo'],
    [{ showScore: '0' }, 'showScore', 'outputs.errors.seconds'],
    [{ showPicture: '121' }, 'showPicture', 'outputs.errors.seconds'],
    [{ showVideo: '2.5' }, 'showVideo', 'outputs.errors.seconds'],
    [{ ranksPageTime: '' }, 'ranksPageTime', 'outputs.errors.seconds'],
    [{ ranksPerPage: '31' }, 'ranksPerPage', 'outputs.errors.ranksPerPage'],
  ] as const)('refuses %j on %s', (fields, field, key) => {
    const parsed = parseOutputForm(form(fields))
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.errors).toEqual({ [field]: key })
  })

  it('names every bad field at once', () => {
    const parsed = parseOutputForm(form({ name: '', showScore: 'x', ranksPerPage: '0' }))
    expect(parsed.ok ? null : Object.keys(parsed.errors).sort()).toEqual(['name', 'ranksPerPage', 'showScore'])
  })

  it('gives back what the form shows for any config it accepts (round trip)', () => {
    const seconds = fc.integer({ min: 1, max: 120 }).map(String)
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim() === s && s !== ''),
          kind: fc.constantFrom('scoreboard', 'schedule'),
          eventNo: fc.oneof(fc.constant('all'), fc.integer({ min: 1, max: 9999 }).map(String)),
          showScore: seconds,
          showPicture: seconds,
          showVideo: seconds,
          ranksPerPage: fc.integer({ min: 1, max: 30 }).map(String),
          ranksPageTime: seconds,
        }),
        (fields) => {
          const parsed = parseOutputForm((f) => fields[f])
          expect(parsed.ok).toBe(true)
          if (parsed.ok) expect(outputFormValues(parsed.value)).toEqual(fields)
        },
      ),
    )
  })
})

describe('rankingPageAt', () => {
  const timings = { ranksPerPage: 10, ranksPageTimeMs: 10_000 }

  it('shows 10 ranks a page, 10 s a page, round again after the last (§9)', () => {
    expect([0, 9_999, 10_000, 19_999, 20_000, 29_999, 30_000].map((t) => rankingPageAt(t, 25, timings))).toEqual([0, 0, 1, 1, 2, 2, 0])
  })

  it('stays on the one page of a short ranking', () => {
    expect(rankingPageAt(55_000, 10, timings)).toBe(0)
    expect(rankingPageAt(55_000, 0, timings)).toBe(0)
  })

  it('is always a page that exists, and each page shows for its whole time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 120 }).map((s) => s * 1000),
        (t, count, perPage, pageMs) => {
          const page = rankingPageAt(t, count, { ranksPerPage: perPage, ranksPageTimeMs: pageMs })
          const pageCount = Math.max(1, Math.ceil(count / perPage))
          expect(page).toBeGreaterThanOrEqual(0)
          expect(page).toBeLessThan(pageCount)
          const start = t - (t % pageMs)
          expect(rankingPageAt(start + pageMs - 1, count, { ranksPerPage: perPage, ranksPageTimeMs: pageMs })).toBe(page)
        },
      ),
    )
  })
})

describe('outputMode', () => {
  it('shows controls only on output-v3 when asked', () => {
    expect(outputMode('v1')).toEqual({ showControls: false })
    expect(outputMode('v2')).toEqual({ showControls: false })
    expect(outputMode('v3', 'true')).toEqual({ showControls: true })
    expect(outputMode('v3', '1')).toEqual({ showControls: true })
    expect(outputMode('v3', 'false')).toEqual({ showControls: false })
  })
})
