import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { generalSchema } from './builder-general'
import { optionsSchema } from './builder-options'

// The builder's forms as both the browser and the server parse them: the rules' codes as keys of
// the builder namespace, checkboxes as 'on', texts trimmed.

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) data.append(k, one)
  return data
}

const NOW = () => new Date('2026-06-10T11:00:00Z')
const ORGS = [
  { id: 12, name: 'Northvale', stripeUserId: 0, logo: null },
  { id: 27, name: 'Riverside', stripeUserId: 5, logo: null },
]
const GENERAL = {
  name: ' Summer Open ',
  orgId: '12',
  locationId: '1',
  indoorOutdoor: 'O',
  date: '04.07.2026',
  openDate: '11-06-2026',
  openTime: '09:00',
  closeDate: '01/07/2026',
  closeTime: '23:59',
  contactName: 'Demo Organiser',
  contactEmail: 'organiser@example.org',
  active: 'on',
}
const general = (fields: Record<string, string>, paymentConnect = false) =>
  parseWithZod(form(fields), { schema: generalSchema({ paymentConnect, orgs: ORGS, now: NOW }) })

describe('General form', () => {
  it('a valid form: trimmed texts, ids as numbers, checkboxes as flags, any of the three date separators', () => {
    const result = general(GENERAL)
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({
      name: 'Summer Open',
      orgId: 12,
      locationId: 1,
      active: true,
      contactVisible: false,
      date: '04.07.2026',
    })
  })

  it('an empty form: the spec message for each field, as builder keys', () => {
    const result = general({})
    expect(result.status).toBe('error')
    expect(result.status === 'error' && result.error).toEqual({
      name: ['builder:rules.COMP_NAME_EMPTY'],
      orgId: ['builder:rules.COMP_ORG_EMPTY'],
      locationId: ['builder:rules.LOCATION_EMPTY'],
      date: ['builder:rules.DATES_REQUIRED'],
      openDate: ['builder:rules.DATES_REQUIRED'],
      closeDate: ['builder:rules.DATES_REQUIRED'],
      contactName: ['builder:rules.CONTACT_NAME_EMPTY'],
      contactEmail: ['builder:rules.CONTACT_EMAIL_EMPTY'],
    })
  })

  it("payment connect on: an active competition needs its organisation's connect user", () => {
    const refused = general(GENERAL, true)
    expect(refused.status === 'error' && refused.error).toEqual({ orgId: ['builder:rules.STRIPE_USER'] })
    expect(general({ ...GENERAL, orgId: '27' }, true).status).toBe('success')
    expect(general({ ...GENERAL, active: '' }, true).status).toBe('success')
  })
})

const WINDOW = { openDate: '11/06/2026', openTime: '09:00', closeDate: '01/07/2026', closeTime: '23:59' }
const options = (fields: Record<string, string | string[]>) => parseWithZod(form(fields), { schema: optionsSchema(WINDOW) })

describe('Options form', () => {
  it('an empty form takes the §9 defaults', () => {
    const result = options({})
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({
      bibNos: '1',
      bibSort: ['surname', 'firstname', 'dob'],
      heatOrder: 's',
      laneCount: 8,
      checkIn: { defaultFrom: 180, defaultTo: 60 },
      cancelEvent: { hrsBeforeClose: 48 },
      timetable: 'provisional',
      ui: { entryDefaultPanel: 'SCHEDULE', sectionsToHide: [] },
    })
  })

  it('reads the sections to hide as a list and numbers in range', () => {
    const result = options({ sectionsToHide: ['SHOP', 'TEAMS'], laneCount: '6', checkInTo: '-1' })
    expect(result.status === 'success' && result.value).toMatchObject({
      laneCount: 6,
      checkIn: { defaultTo: -1 },
      ui: { sectionsToHide: ['SHOP', 'TEAMS'] },
    })
  })

  it('refuses a lane count out of range and the priority rules with the spec texts', () => {
    const result = options({ laneCount: '0', priorityRequired: 'on', priorityDate: '02/07/2026', priorityTime: '10:00' })
    expect(result.status === 'error' && result.error).toEqual({
      laneCount: ['builder:rules.WHOLE_NUMBER'],
      priorityCode: ['builder:rules.PRIORITY_CODE_REQUIRED'],
      priorityDate: ['builder:rules.PRIORITY_AFTER_CLOSE'],
    })
  })
})
