import { describe, expect, it } from 'vitest'
import {
  competitionInfoAnswerSchema,
  competitionListAnswerSchema,
  competitionOrganisationsAnswerSchema,
  competitionSummaryWire,
} from './competitions.server'

const minimal = { id: 7, name: 'Spring Open' }

describe('competition summary wire schema', () => {
  it('reads a bare summary with every optional field defaulted', () => {
    const w = competitionSummaryWire.parse(minimal)
    expect(w).toMatchObject({
      id: 7,
      name: 'Spring Open',
      logo: '',
      dates: [],
      location: null,
      active: false,
      teamComp: false,
      counts: { athletes: 0, entries: 0, teams: 0 },
      compOrg: { id: 0, name: '' },
      options: {
        saleenddate: '',
        disabled: false,
        priority: { required: false, dateTime: '', message: '' },
        compLimits: { athletes: 0, entries: 0, teams: 0 },
        athleteSecurity: { areas: [], clubs: [], onlyClubsUpTo: '' },
        checkIn: { enabled: false, checkInDateTimeOpens: '' },
        ui: { enterButtonText: '', entryDefaultPanel: '', ticketComp: 0, ticketCompButtonText: '' },
        contact: { email: '', tel: '', userName: '', visible: false },
      },
    })
  })

  it('coerces legacy variance: numbers as strings, flags as 0/1 or text, dates as one text', () => {
    const w = competitionSummaryWire.parse({
      ...minimal,
      id: '7',
      active: '1',
      teamComp: 0,
      dates: '2026-06-01, 2026-06-02',
      counts: { athletes: '12', entries: 30, teams: null },
      location: { id: '3', name: 'Stadium', address1: null, postcode: 123 },
      options: { disabled: 'false', resultsAvailable: 1, compLimits: { athletes: '150' }, useV2Routes: 'yes', ui: { ticketComp: '9' } },
    })
    expect(w).toMatchObject({
      id: 7,
      active: true,
      teamComp: false,
      dates: ['2026-06-01', '2026-06-02'],
      counts: { athletes: 12, entries: 30, teams: 0 },
      location: { id: 3, name: 'Stadium', address1: '', address2: '', postcode: '123' },
      options: {
        disabled: false,
        resultsAvailable: true,
        compLimits: { athletes: 150, entries: 0 },
        useV2Routes: true,
        ui: { ticketComp: 9 },
      },
    })
  })

  it('does not let a bad optional field break the summary', () => {
    const w = competitionSummaryWire.parse({
      ...minimal,
      options: 'broken',
      counts: [],
      location: 'x',
      dates: 5,
      compOrg: null,
      newsFlash: { a: 1 },
    })
    expect(w.options.compLimits).toEqual({ athletes: 0, entries: 0, teams: 0 })
    expect(w).toMatchObject({ counts: { athletes: 0 }, location: null, dates: [], compOrg: { id: 0, name: '' }, newsFlash: '' })
    expect(
      competitionSummaryWire.parse({ ...minimal, options: { athleteSecurity: { clubs: 'all' } } }).options.athleteSecurity.clubs,
    ).toEqual([])
  })

  it('drops the priority code', () => {
    const w = competitionSummaryWire.parse({ ...minimal, options: { priority: { required: true, code: 'SECRET', message: '<p>m</p>' } } })
    expect(w.options.priority).toEqual({ required: true, dateTime: '', message: '<p>m</p>' })
  })

  it('requires the identity: a positive id and a name', () => {
    for (const bad of [
      { name: 'x' },
      { id: 'abc', name: 'x' },
      { id: 0, name: 'x' },
      { id: 1 },
      { id: 1, name: '' },
      { id: 1, name: null },
    ])
      expect(competitionSummaryWire.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('reads its own output again unchanged (the cache re-parses what it stored)', () => {
    const once = competitionListAnswerSchema.parse({
      errNo: '0',
      data: [{ ...minimal, active: '1', counts: { athletes: '3' }, dates: '2026-06-01', location: { id: '2', name: 'Track' } }],
      meta: { totalCount: '1', pagenumber: '1', pagesize: '20' },
    })
    expect(competitionListAnswerSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once)
    expect(once.meta).toEqual({ totalCount: 1, pagenumber: 1, pagesize: 20 })
    const info = competitionInfoAnswerSchema.parse({ errNo: 0, data: { ...minimal, information: null } })
    expect(info.data.information).toBe('')
    expect(competitionInfoAnswerSchema.parse(JSON.parse(JSON.stringify(info)))).toEqual(info)
  })

  it('fails the list when one summary has no identity', () => {
    expect(competitionListAnswerSchema.safeParse({ errNo: 0, data: [minimal, { name: 'no id' }], meta: {} }).success).toBe(false)
  })
})

describe('competition organisations wire schema', () => {
  it('reads id and name, tolerates a missing workflow', () => {
    const answer = competitionOrganisationsAnswerSchema.parse({ errNo: 0, data: [{ id: '12', name: 'Org' }], meta: null })
    expect(answer.data).toEqual([{ id: 12, name: 'Org', logo: '' }])
    expect(answer.meta.workflow).toEqual([])
  })
})
