import { DEFAULT_LOGO, type SeedCompetition, type SeedCompetitionOptions, type SeedOrganisation } from '../seed/index'
import { defaultOptions } from '../seed/competitions'
import { isAdmin } from './entry-model'
import { textOf, whole } from './request'
import type { SimUser, SimulatorState } from './state'

/**
 * The builder side of a competition (3-organiser-admin.md §3 "Competition (builder)"): who may
 * build for which organisation, and a competition made or changed from the builder's save body.
 * The save body is our reading of the wire (docs/legacy-wire.md "Builder").
 */

/** The builder options beyond the ones the entry pages read (3-organiser-admin.md §3, §9 defaults). */
export type BuilderExtras = {
  bibNos: string
  bibSort1: string
  bibSort2: string
  bibSort3: string
  heatOrder: 's' | 'f'
  laneCount: number
  stopReport: boolean
}

export const DEFAULT_EXTRAS: BuilderExtras = {
  bibNos: '1',
  bibSort1: 'surname',
  bibSort2: 'firstname',
  bibSort3: 'dob',
  heatOrder: 's',
  laneCount: 8,
  stopReport: false,
}

/** The organisations a user may build for: every active one for admins, else the orgs of their builder (or admin) grants. */
export function buildableOrgs(state: SimulatorState, user: SimUser): SeedOrganisation[] {
  if (isAdmin(user)) return state.seed.organisations.filter((o) => o.status === 'ACTIVE')
  return state.seed.organisations.filter((o) => canBuildFor(user, o.id, 0))
}

/** E4SUSER passes; else a BUILDER or ADMIN grant for every organisation, or this one (all its competitions or this one). */
export function canBuildFor(user: SimUser, orgId: number, compId: number): boolean {
  if (isAdmin(user)) return true
  return user.permissions.some((p) => {
    const role = p.role.toUpperCase()
    if (role !== 'BUILDER' && role !== 'ADMIN') return false
    if (p.orgid === 0) return true
    return p.orgid === orgId && (p.compid === 0 || p.compid === compId)
  })
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
const bool = (v: unknown, fallback: boolean) =>
  v === undefined ? fallback : v === true || v === 1 || v === '1' || v === 'true' || v === 'on'
const numberOr = (v: unknown, fallback: number) => (Number.isFinite(Number(v)) && v !== '' && v !== null ? Number(v) : fallback)
const textOr = (v: unknown, fallback: string) => (v === undefined ? fallback : textOf(v))

export type SaveInput = {
  id: number
  name: string
  orgId: number
  locationId: number
  date: string
  opendate: string
  closedate: string
  active: boolean
  indoorOutdoor: 'I' | 'O'
  information: string
  options: Record<string, unknown>
}

/** Reads the builder's save body; the dates are ISO date-times with offset (the competition date YYYY-MM-DD). */
export function readSave(raw: unknown): SaveInput {
  const body = obj(raw)
  return {
    id: whole(body.id) || 0,
    name: textOf(body.name),
    orgId: whole(obj(body.compOrg).id) || 0,
    locationId: whole(obj(body.location).id) || 0,
    date: textOf(body.date).slice(0, 10),
    opendate: textOf(body.entriesOpenDateTime),
    closedate: textOf(body.entriesCloseDateTime),
    active: bool(body.active, false),
    indoorOutdoor: textOf(body.indoorOutdoor) === 'I' ? 'I' : 'O',
    information: textOf(body.information),
    options: obj(body.options),
  }
}

/** The refusals the legacy site makes itself (the builder checks the rest first). */
export function saveProblem(state: SimulatorState, input: SaveInput): string | null {
  if (!input.name) return 'Enter a competition name.'
  if (input.name.length > 60) return 'A competition name has at most 60 characters.'
  if (!state.seed.organisations.some((o) => o.id === input.orgId)) return 'Enter an organisation.'
  if (!state.seed.locations.some((l) => l.id === input.locationId)) return 'Enter a Location.'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(input.opendate)) || Number.isNaN(Date.parse(input.closedate)))
    return 'Competition, open and closed dates required.'
  const target = Number(obj(input.options.autoEntries).selectedTargetComp ?? 0)
  if (target) {
    const comp = state.seed.competitions.find((c) => c.id === target)
    if (!comp || comp.id === input.id || comp.compOrgId !== input.orgId)
      return 'The auto entries target must be another competition of the organisation.'
  }
  return null
}

/** The options a save sets, over the ones the competition had (a missing field keeps its value). */
export function mergeOptions(current: SeedCompetitionOptions & Partial<BuilderExtras>, given: Record<string, unknown>) {
  const priority = obj(given.priority)
  const checkIn = obj(given.checkIn)
  const limits = obj(given.compLimits)
  const subscription = obj(given.subscription)
  const cancel = obj(given.cancelEvent)
  const ui = obj(given.ui)
  const allowAdd = obj(given.allowAdd)
  const cheques = obj(given.cheques)
  const contact = obj(given.contact)
  const autoEntries = obj(given.autoEntries)
  const c = current
  const sections = Array.isArray(ui.sectionsToHide) ? ui.sectionsToHide.map(textOf) : c.ui.sectionsToHide
  const options: SeedCompetitionOptions & BuilderExtras = {
    ...c,
    bibNos: textOr(given.bibNos, c.bibNos ?? DEFAULT_EXTRAS.bibNos),
    bibSort1: textOr(given.bibSort1, c.bibSort1 ?? DEFAULT_EXTRAS.bibSort1),
    bibSort2: textOr(given.bibSort2, c.bibSort2 ?? DEFAULT_EXTRAS.bibSort2),
    bibSort3: textOr(given.bibSort3, c.bibSort3 ?? DEFAULT_EXTRAS.bibSort3),
    heatOrder: textOr(given.heatOrder, c.heatOrder ?? 's') === 'f' ? 'f' : 's',
    laneCount: numberOr(given.laneCount, c.laneCount ?? DEFAULT_EXTRAS.laneCount),
    stopReport: bool(given.stopReport, c.stopReport ?? false),
    saleenddate: textOr(given.saleenddate, c.saleenddate),
    disabled: bool(given.disabled, c.disabled),
    disabledReason: textOr(given.disabledReason, c.disabledReason),
    homeInfo: textOr(given.homeInfo, c.homeInfo),
    allowExpiredRegistration: bool(given.allowExpiredRegistration, c.allowExpiredRegistration),
    pbMandatory: bool(given.pbMandatory, c.pbMandatory),
    timetable: textOr(given.timetable, c.timetable) === 'final' ? 'final' : 'provisional',
    priority: {
      required: bool(priority.required, c.priority.required),
      code: textOr(priority.code, c.priority.code),
      dateTime: textOr(priority.dateTime, c.priority.dateTime),
      message: textOr(priority.message, c.priority.message),
    },
    checkIn: {
      ...c.checkIn,
      enabled: bool(checkIn.enabled, c.checkIn.enabled),
      checkInDateTimeOpens: textOr(checkIn.checkInDateTimeOpens, c.checkIn.checkInDateTimeOpens),
      defaultFrom: numberOr(checkIn.defaultFrom, c.checkIn.defaultFrom),
      defaultTo: numberOr(checkIn.defaultTo, c.checkIn.defaultTo),
      qrCode: bool(checkIn.qrCode, c.checkIn.qrCode),
      useTerms: bool(checkIn.useTerms, c.checkIn.useTerms),
      terms: textOr(checkIn.terms, c.checkIn.terms),
      text: textOr(checkIn.text, c.checkIn.text),
    },
    compLimits: {
      athletes: numberOr(limits.athletes, c.compLimits.athletes),
      entries: numberOr(limits.entries, c.compLimits.entries),
      teams: numberOr(limits.teams, c.compLimits.teams),
    },
    subscription: {
      ...c.subscription,
      enabled: bool(subscription.enabled, c.subscription.enabled),
      timeCloses: textOr(subscription.timeCloses, c.subscription.timeCloses),
      organiserMessage: textOr(subscription.organiserMessage, c.subscription.organiserMessage),
    },
    cancelEvent: {
      hrsBeforeClose: numberOr(cancel.hrsBeforeClose, c.cancelEvent.hrsBeforeClose),
      refund: { allow: bool(obj(cancel.refund).allow, c.cancelEvent.refund.allow), type: 'E4S_FEES' },
      credit: { allow: bool(obj(cancel.credit).allow, c.cancelEvent.credit.allow) },
    },
    ui: {
      ...c.ui,
      enterButtonText: textOr(ui.enterButtonText, c.ui.enterButtonText),
      entryDefaultPanel: textOr(ui.entryDefaultPanel, c.ui.entryDefaultPanel) === 'SHOP' ? 'SHOP' : 'SCHEDULE',
      sectionsToHide: sections.filter((s): s is 'SCHEDULE' | 'ATHLETES' | 'SHOP' | 'TEAMS' =>
        ['SCHEDULE', 'ATHLETES', 'SHOP', 'TEAMS'].includes(s),
      ),
    },
    allowAdd: {
      unregistered: bool(allowAdd.unregistered, c.allowAdd.unregistered),
      registered: bool(allowAdd.registered, c.allowAdd.registered),
      international: bool(allowAdd.international, c.allowAdd.international),
    },
    cheques: { allow: bool(cheques.allow, c.cheques.allow), ends: textOr(cheques.ends, c.cheques.ends) },
    contact: {
      email: textOr(contact.email, c.contact.email),
      tel: textOr(contact.tel, c.contact.tel),
      userName: textOr(contact.userName, c.contact.userName),
      visible: bool(contact.visible, c.contact.visible),
    },
    autoEntries: { selectedTargetComp: numberOr(autoEntries.selectedTargetComp, c.autoEntries?.selectedTargetComp ?? 0) },
  }
  return options
}

/** A new competition from a save with id 0: no events yet, the builder's options over the defaults. */
export function newCompetition(state: SimulatorState, input: SaveInput): SeedCompetition {
  const id = Math.max(0, ...state.seed.competitions.map((c) => c.id)) + 1
  const org = state.seed.organisations.find((o) => o.id === input.orgId)
  const comp: SeedCompetition = {
    id,
    name: input.name,
    compOrgId: input.orgId,
    compOrgName: org?.name ?? '',
    organiserClubId: 0,
    organiserClubName: org?.name ?? '',
    locationId: input.locationId,
    date: input.date,
    dates: [input.date],
    active: input.active,
    opendate: input.opendate,
    closedate: input.closedate,
    logo: org?.logo ?? DEFAULT_LOGO,
    indoorOutdoor: input.indoorOutdoor,
    newsFlash: '',
    information: input.information,
    termsConditions: '',
    teamComp: false,
    counts: { athletes: 0, entries: 0, teams: 0 },
    options: mergeOptions(defaultOptions(), input.options),
    compEvents: [],
    prices: [],
    rules: [],
    scenarios: [],
  }
  return comp
}

/** Applies a save to an existing competition. */
export function applySave(state: SimulatorState, comp: SeedCompetition, input: SaveInput): void {
  const org = state.seed.organisations.find((o) => o.id === input.orgId)
  comp.name = input.name
  comp.compOrgId = input.orgId
  comp.compOrgName = org?.name ?? comp.compOrgName
  comp.locationId = input.locationId
  comp.date = input.date
  comp.dates = [input.date, ...comp.dates.filter((d) => d > input.date)]
  comp.active = input.active
  comp.opendate = input.opendate
  comp.closedate = input.closedate
  comp.indoorOutdoor = input.indoorOutdoor
  comp.information = input.information
  comp.options = mergeOptions(comp.options, input.options)
}
