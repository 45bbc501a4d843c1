import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkReportParams } from './report-params'

const REPORTS = [
  { id: 'competitions', compRequired: false },
  { id: 'entries', compRequired: true },
]

describe('checkReportParams', () => {
  it('a site report needs no competition; one given is passed on', () => {
    expect(checkReportParams({ report: 'competitions', compid: '' }, REPORTS)).toEqual({ ok: true, reportId: 'competitions', compId: 0 })
    expect(checkReportParams({ report: 'competitions', compid: ' 557 ' }, REPORTS)).toEqual({ ok: true, reportId: 'competitions', compId: 557 })
  })

  it('a competition report needs a competition number', () => {
    expect(checkReportParams({ report: 'entries', compid: '' }, REPORTS)).toEqual({ ok: false, errors: { compid: 'reports.errors.compid' } })
    expect(checkReportParams({ report: 'entries', compid: '557' }, REPORTS)).toEqual({ ok: true, reportId: 'entries', compId: 557 })
  })

  it.each(['abc', '0', '-3', '1.5', '1e3', '1234567890'])('a competition number %j is refused', (compid) => {
    expect(checkReportParams({ report: 'competitions', compid }, REPORTS)).toEqual({ ok: false, errors: { compid: 'reports.errors.compid' } })
  })

  it('a report not in the list is refused, with a bad number too', () => {
    expect(checkReportParams({ report: 'nope', compid: 'x' }, REPORTS)).toEqual({
      ok: false,
      errors: { report: 'reports.errors.report', compid: 'reports.errors.compid' },
    })
    expect(checkReportParams({ report: '', compid: '' }, REPORTS)).toEqual({ ok: false, errors: { report: 'reports.errors.report' } })
  })

  it('passes exactly the positive whole numbers (property)', () => {
    fc.assert(
      fc.property(fc.string(), (compid) => {
        const result = checkReportParams({ report: 'competitions', compid }, REPORTS)
        const t = compid.trim()
        const good = t === '' || (/^\d{1,9}$/.test(t) && Number(t) > 0)
        expect(result.ok).toBe(good)
      }),
    )
  })
})
