import { describe, expect, it } from 'vitest'
import { entrySections, isSectionShown, parseSectionsToHide } from './entry-sections'

const open = (s: ReturnType<typeof entrySections>) => ({ athletes: s.athletes.open, schedule: s.schedule.open, shop: s.shop.open })
const shown = (s: ReturnType<typeof entrySections>) => ({ athletes: s.athletes.shown, schedule: s.schedule.shown, shop: s.shop.shown })
const base = { hidden: [], defaultPanel: 'SCHEDULE', athleteChosen: false, cartHasLines: false } as const

describe('parseSectionsToHide', () => {
  it('keeps the four known names in any case, once each, and drops the rest', () => {
    expect(parseSectionsToHide(['shop', ' Teams ', 'SHOP', 'PRICES', ''])).toEqual(['SHOP', 'TEAMS'])
    expect(parseSectionsToHide(['SCHEDULE', 'ATHLETES', 'TEAMS'])).toEqual(['ATHLETES', 'SCHEDULE', 'TEAMS'])
    expect(parseSectionsToHide([])).toEqual([])
  })

  it('isSectionShown is false only for a hidden name', () => {
    expect(isSectionShown(['SCHEDULE'], 'SCHEDULE')).toBe(false)
    expect(isSectionShown(['SCHEDULE'], 'SHOP')).toBe(true)
  })
})

describe('entrySections', () => {
  it('shows every section unless hidden; TEAMS hides no section of this page', () => {
    expect(shown(entrySections(base))).toEqual({ athletes: true, schedule: true, shop: true })
    expect(shown(entrySections({ ...base, hidden: ['SCHEDULE', 'ATHLETES', 'TEAMS'] }))).toEqual({
      athletes: false,
      schedule: false,
      shop: true,
    })
    expect(shown(entrySections({ ...base, hidden: ['TEAMS'] }))).toEqual({ athletes: true, schedule: true, shop: true })
  })

  it('never opens a hidden section', () => {
    expect(open(entrySections({ ...base, hidden: ['SCHEDULE'], athleteChosen: true, cartHasLines: true }))).toEqual({
      athletes: true,
      schedule: false,
      shop: true,
    })
  })

  it('SCHEDULE default: athletes and schedule open, the empty order summary closed', () => {
    expect(open(entrySections(base))).toEqual({ athletes: true, schedule: true, shop: false })
  })

  it('SHOP default: only the order summary starts open', () => {
    expect(open(entrySections({ ...base, defaultPanel: 'SHOP' }))).toEqual({ athletes: false, schedule: false, shop: true })
    expect(open(entrySections({ ...base, defaultPanel: 'SHOP_ONLY' }))).toEqual({ athletes: false, schedule: false, shop: true })
  })

  it('a chosen athlete opens athletes and schedule whatever the default', () => {
    expect(open(entrySections({ ...base, defaultPanel: 'SHOP', athleteChosen: true }))).toEqual({
      athletes: true,
      schedule: true,
      shop: true,
    })
  })

  it('an order summary with lines to submit starts open', () => {
    expect(open(entrySections({ ...base, cartHasLines: true }))).toEqual({ athletes: true, schedule: true, shop: true })
  })

  it('opens the first shown section when the default panel is hidden', () => {
    const s = entrySections({ ...base, defaultPanel: 'SHOP', hidden: ['SHOP'] })
    expect(open(s)).toEqual({ athletes: true, schedule: false, shop: false })
    const noAthletes = entrySections({ ...base, defaultPanel: 'SHOP', hidden: ['SHOP', 'ATHLETES'] })
    expect(noAthletes.schedule.open).toBe(true)
  })
})
