import { expect } from 'vitest'
import * as lookups from '../../bff/legacy/lookups.server'
import { LOOKUP_REC } from '../../contract-fixtures/recorder/lookup-recordings'
import { ok, type Row } from './rows'

/** Replay rows of the clubs and areas recordings: one per mapping file. */

const R = LOOKUP_REC
const PAGE = { pagenumber: 1, pagesize: 100 }
type Clubs = Awaited<ReturnType<typeof lookups.searchClubs>>
type Areas = Awaited<ReturnType<typeof lookups.listAreas>>

export const lookupRows: Record<string, Row> = {
  'clubs.success.json': {
    call: (l) => lookups.searchClubs(l(), PAGE),
    expect: ok((v: Clubs) => {
      expect(v.data.length).toBe(v.meta.totalCount)
      expect(v.data.map((c) => c.name)).toContain('Larkhill Striders')
      expect(v.data.every((c) => c.clubType === 'C' && c.id > 0)).toBe(true)
    }),
  },
  'clubs.success-search.json': {
    call: (l) => lookups.searchClubs(l(), { ...PAGE, startswith: R.clubPrefix }),
    expect: ok((v: Clubs) => expect(v.data.map((c) => c.name)).toEqual(['Larkhill Striders'])),
  },
  'clubs.success-schools.json': {
    call: (l) => lookups.searchClubs(l(), { ...PAGE, type: 'S' }),
    expect: ok((v: Clubs) => expect(v.data.every((c) => c.clubType === 'S')).toBe(true)),
  },
  'clubs.server-error.json': {
    call: (l) => lookups.searchClubs(l(), { ...PAGE, startswith: R.failingPrefix.serverError }),
    expect: { error: 'http', status: 500 },
  },
  'clubs.malformed.json': {
    call: (l) => lookups.searchClubs(l(), { ...PAGE, startswith: R.failingPrefix.malformed }),
    expect: { error: 'contract' },
  },

  'areas.success.json': {
    call: (l) => lookups.listAreas(l(), PAGE),
    expect: ok((v: Areas) => {
      expect(v.data.filter((a) => a.entityLevel === 3).map((a) => a.name)).toEqual(['Midlands', 'North', 'South East', 'South West'])
      expect(v.data.find((a) => a.name === 'Highmoor')).toMatchObject({ entityLevel: 2, parentid: 1 })
    }),
  },
  'areas.success-region.json': {
    call: (l) => lookups.listAreas(l(), { ...PAGE, parentid: R.region }),
    expect: ok((v: Areas) => expect(v.data.every((a) => a.parentid === R.region)).toBe(true)),
  },
  'areas.server-error.json': {
    call: (l) => lookups.listAreas(l(), { ...PAGE, parentid: R.failingParent.serverError }),
    expect: { error: 'http', status: 500 },
  },
  'areas.malformed.json': {
    call: (l) => lookups.listAreas(l(), { ...PAGE, parentid: R.failingParent.malformed }),
    expect: { error: 'contract' },
  },
}
