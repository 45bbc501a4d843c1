import { withoutClonePrefix } from '../domain/builder/clone'
import { parseDisplayDate, toDisplayDate, toDisplayDateTime, toLegacyDateTime } from '../domain/builder/dates'
import { BIB_SORT_KEYS, OPTION_DEFAULTS, SECTIONS } from '../domain/builder/options'
import type { BuilderCompetitionAnswer, BuilderCompetitionInput, BuilderCompetitionWire } from '../legacy/builder.server'
import type { BuilderSettings } from '../services/builder.server'
import type { SessionUser } from '../session/session.server'
import type { BuilderScheduleRow } from '../views/builder'
import type { GeneralFormInput, GeneralFormValue } from '~/forms/builder-general'
import type { OptionsFormInput, OptionsFormValue } from '~/forms/builder-options'

/* Between the builder's forms and the competition as the legacy site reads and saves it. */

type Comp = BuilderCompetitionWire
const yes = (b: boolean) => (b ? 'on' : '')
/** The value when it is one of `values`, else the fallback. */
function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback
}

/** Step 1's starting values: the competition's, or for a new one the contact from the user and allowExpiredRegistration from the config. */
export function generalDefaults(comp: Comp | null, user: SessionUser, settings: BuilderSettings): GeneralFormInput {
  if (!comp)
    return {
      name: '',
      orgId: '',
      locationId: '',
      indoorOutdoor: 'O',
      date: '',
      openDate: '',
      openTime: '09:00',
      closeDate: '',
      closeTime: '23:59',
      contactName: user.displayName,
      contactEmail: user.email,
      contactTel: '',
      contactVisible: 'on',
      active: 'on',
      allowExpiredRegistration: yes(settings.allowExpiredRegistration),
      information: '',
    }
  const open = toDisplayDateTime(comp.opendate)
  const close = toDisplayDateTime(comp.closedate)
  const c = comp.options.contact
  return {
    name: withoutClonePrefix(comp.name),
    orgId: comp.compOrg.id ? String(comp.compOrg.id) : '',
    locationId: comp.location.id ? String(comp.location.id) : '',
    indoorOutdoor: comp.indoorOutdoor === 'I' ? 'I' : 'O',
    date: toDisplayDate(comp.date),
    openDate: open.date,
    openTime: open.time,
    closeDate: close.date,
    closeTime: close.time,
    contactName: c.userName,
    contactEmail: c.email,
    contactTel: c.tel,
    contactVisible: yes(c.visible),
    active: yes(comp.active),
    allowExpiredRegistration: yes(comp.options.allowExpiredRegistration),
    information: comp.information,
  }
}

/** Step 2's starting values, with the §9 defaults where the competition sets none. */
export function optionsDefaults(comp: Comp): OptionsFormInput {
  const o = comp.options
  const priority = toDisplayDateTime(o.priority.dateTime)
  const closes = toDisplayDateTime(o.subscription.timeCloses)
  return {
    priorityRequired: yes(o.priority.required),
    priorityCode: o.priority.code,
    priorityDate: priority.date,
    priorityTime: priority.time,
    priorityMessage: o.priority.message,
    checkInEnabled: yes(o.checkIn.enabled),
    checkInFrom: String(o.checkIn.defaultFrom),
    checkInTo: String(o.checkIn.defaultTo),
    checkInQrCode: yes(o.checkIn.qrCode),
    checkInUseTerms: yes(o.checkIn.useTerms),
    checkInTerms: o.checkIn.terms,
    bibNos: o.bibNos || OPTION_DEFAULTS.bibNos,
    bibSort1: oneOf(BIB_SORT_KEYS, o.bibSort1, OPTION_DEFAULTS.bibSort[0]),
    bibSort2: oneOf(BIB_SORT_KEYS, o.bibSort2, OPTION_DEFAULTS.bibSort[1]),
    bibSort3: oneOf(BIB_SORT_KEYS, o.bibSort3, OPTION_DEFAULTS.bibSort[2]),
    heatOrder: o.heatOrder === 'f' ? 'f' : OPTION_DEFAULTS.heatOrder,
    laneCount: String(o.laneCount > 0 ? o.laneCount : OPTION_DEFAULTS.laneCount),
    limitAthletes: String(o.compLimits.athletes),
    limitEntries: String(o.compLimits.entries),
    limitTeams: String(o.compLimits.teams),
    subscriptionEnabled: yes(o.subscription.enabled),
    subscriptionCloses: closes.date,
    subscriptionClosesTime: closes.time,
    subscriptionMessage: o.subscription.organiserMessage,
    cancelHours: String(o.cancelEvent.hrsBeforeClose),
    cancelRefund: yes(o.cancelEvent.refund.allow),
    cancelCredit: yes(o.cancelEvent.credit.allow),
    enterButtonText: o.ui.enterButtonText,
    entryDefaultPanel: o.ui.entryDefaultPanel === 'SHOP' ? 'SHOP' : 'SCHEDULE',
    sectionsToHide: o.ui.sectionsToHide.flatMap((v) => SECTIONS.filter((s) => s === v)),
    allowUnregistered: yes(o.allowAdd.unregistered),
    allowRegistered: yes(o.allowAdd.registered),
    allowInternational: yes(o.allowAdd.international),
    chequesAllow: yes(o.cheques.allow),
    pbMandatory: yes(o.pbMandatory),
    timetable: o.timetable === 'final' ? 'final' : OPTION_DEFAULTS.timetable,
    disabled: yes(o.disabled),
    disabledReason: o.disabledReason,
    homeInfo: o.homeInfo,
    autoEntriesTarget: o.autoEntries.selectedTargetComp > 0 ? String(o.autoEntries.selectedTargetComp) : '',
  }
}

/** The entries window of a competition as the Options step's priority rules read it. */
export function entriesWindow(comp: Comp) {
  const open = toDisplayDateTime(comp.opendate)
  const close = toDisplayDateTime(comp.closedate)
  return { openDate: open.date, openTime: open.time, closeDate: close.date, closeTime: close.time }
}

function baseInput(comp: Comp): BuilderCompetitionInput {
  return {
    id: comp.id,
    name: comp.name,
    active: comp.active,
    date: comp.date,
    entriesOpenDateTime: comp.opendate,
    entriesCloseDateTime: comp.closedate,
    indoorOutdoor: comp.indoorOutdoor === 'I' ? 'I' : 'O',
    information: comp.information,
    compOrg: { id: comp.compOrg.id },
    location: { id: comp.location.id },
    options: { ...comp.options },
  }
}

/** Step 1 saved over the competition (id 0: a new one, its other options left to the legacy defaults). */
export function generalSave(comp: Comp | null, v: GeneralFormValue): BuilderCompetitionInput {
  const options = comp ? { ...comp.options } : {}
  return {
    ...(comp ? baseInput(comp) : {}),
    id: comp?.id ?? 0,
    name: v.name,
    active: v.active,
    date: parseDisplayDate(v.date) ?? '',
    entriesOpenDateTime: toLegacyDateTime(v.openDate, v.openTime) ?? '',
    entriesCloseDateTime: toLegacyDateTime(v.closeDate, v.closeTime) ?? '',
    indoorOutdoor: v.indoorOutdoor,
    information: v.information,
    compOrg: { id: v.orgId },
    location: { id: v.locationId },
    options: {
      ...options,
      allowExpiredRegistration: v.allowExpiredRegistration,
      contact: { userName: v.contactName, email: v.contactEmail, tel: v.contactTel, visible: v.contactVisible },
    },
  }
}

/** Step 2 saved over the competition. */
export function optionsSave(comp: Comp, v: OptionsFormValue): BuilderCompetitionInput {
  const base = baseInput(comp)
  const o = comp.options
  return {
    ...base,
    options: {
      ...base.options,
      priority: {
        required: v.priority.required,
        code: v.priority.code,
        dateTime: v.priority.required ? (toLegacyDateTime(v.priority.date, v.priority.time) ?? '') : o.priority.dateTime,
        message: v.priority.message,
      },
      checkIn: { ...o.checkIn, ...v.checkIn },
      bibNos: v.bibNos,
      bibSort1: v.bibSort[0],
      bibSort2: v.bibSort[1],
      bibSort3: v.bibSort[2],
      heatOrder: v.heatOrder,
      laneCount: v.laneCount,
      compLimits: v.compLimits,
      subscription: {
        enabled: v.subscription.enabled,
        timeCloses: toLegacyDateTime(v.subscription.closesDate, v.subscription.closesTime || '23:59') ?? '',
        organiserMessage: v.subscription.organiserMessage,
      },
      cancelEvent: {
        hrsBeforeClose: v.cancelEvent.hrsBeforeClose,
        refund: { allow: v.cancelEvent.refund, type: 'E4S_FEES' },
        credit: { allow: v.cancelEvent.credit },
      },
      ui: v.ui,
      allowAdd: v.allowAdd,
      cheques: { ...o.cheques, allow: v.chequesAllow },
      pbMandatory: v.pbMandatory,
      timetable: v.timetable,
      disabled: v.disabled,
      disabledReason: v.disabledReason,
      homeInfo: v.homeInfo,
      autoEntries: v.autoEntries,
    },
  }
}

/** The Schedule step: the competition's events by start time, with the names of their age groups. */
export function scheduleRows(answer: BuilderCompetitionAnswer): BuilderScheduleRow[] {
  const groups = new Map(answer.meta.ageGroups.map((g) => [g.id, g.shortName || g.name]))
  return answer.meta.compEvents
    .map((ce) => {
      const when = toDisplayDateTime(ce.startDateTime)
      return {
        id: ce.id,
        startDateTime: ce.startDateTime,
        order: `${ce.startDateTime.slice(0, 10)}${when.time}`,
        eventGroup: ce.eventGroup.name,
        eventName: ce.eventName,
        ageGroups: ce.ageGroupIds.map((id) => groups.get(id) ?? String(id)),
        maxAthletes: ce.maxAthletes,
        entries: ce.entryCount.total,
      }
    })
    .sort((a, b) => a.order.localeCompare(b.order) || a.id - b.id)
    .map(({ order: _order, ...row }) => row)
}
