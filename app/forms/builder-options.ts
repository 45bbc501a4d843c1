import { z } from 'zod'
import { displayInstant } from '#bff/domain/builder/dates'
import { BIB_SORT_KEYS, ENTRY_PANELS, HEAT_ORDERS, SECTIONS, TIMETABLES, validateOptions } from '#bff/domain/builder/options'

// Builder step 2, shared by the browser and the server: every option of 3-organiser-admin.md §3
// an organiser sets here. Messages are keys of the `builder` namespace.

const trim = (s: string | undefined) => (s ?? '').trim()
const text = (max = 100) => z.string().max(max, 'builder:rules.TOO_LONG').optional()
const checkbox = () => z.string().optional()
/** A whole number within bounds; '' reads as the fallback. */
const count = (min: number, max: number) =>
  z
    .string()
    .optional()
    .refine((s) => trim(s) === '' || (/^-?\d{1,6}$/.test(trim(s)) && Number(trim(s)) >= min && Number(trim(s)) <= max), {
      message: min < 0 ? 'builder:rules.WHOLE_NUMBER_OR_UNSET' : 'builder:rules.WHOLE_NUMBER',
    })
const asCount = (s: string | undefined, fallback: number) => (trim(s) === '' ? fallback : Number(trim(s)))

/** The entries window of the competition (from the General step), for the priority rules. */
export type OptionsContext = {
  openDate: string
  openTime: string
  closeDate: string
  closeTime: string
  /** The competitions automatic entries may copy into (the organisation's others); absent: not checked. */
  autoEntryTargets?: readonly number[]
}

export function optionsSchema(context: OptionsContext) {
  return z
    .object({
      priorityRequired: checkbox(),
      priorityCode: text(30),
      priorityDate: text(10),
      priorityTime: text(5),
      priorityMessage: text(500),
      checkInEnabled: checkbox(),
      checkInFrom: count(-1, 100000),
      checkInTo: count(-1, 100000),
      checkInQrCode: checkbox(),
      checkInUseTerms: checkbox(),
      checkInTerms: text(5000),
      bibNos: text(10),
      bibSort1: z.enum(BIB_SORT_KEYS).optional(),
      bibSort2: z.enum(BIB_SORT_KEYS).optional(),
      bibSort3: z.enum(BIB_SORT_KEYS).optional(),
      heatOrder: z.enum(HEAT_ORDERS).optional(),
      laneCount: count(1, 20),
      limitAthletes: count(0, 100000),
      limitEntries: count(0, 100000),
      limitTeams: count(0, 100000),
      subscriptionEnabled: checkbox(),
      subscriptionCloses: text(10),
      subscriptionClosesTime: text(5),
      subscriptionMessage: text(500),
      cancelHours: count(0, 10000),
      cancelRefund: checkbox(),
      cancelCredit: checkbox(),
      enterButtonText: text(30),
      entryDefaultPanel: z.enum(ENTRY_PANELS).optional(),
      sectionsToHide: z.array(z.enum(SECTIONS)).optional(),
      allowUnregistered: checkbox(),
      allowRegistered: checkbox(),
      allowInternational: checkbox(),
      chequesAllow: checkbox(),
      pbMandatory: checkbox(),
      timetable: z.enum(TIMETABLES).optional(),
      disabled: checkbox(),
      disabledReason: text(500),
      homeInfo: text(500),
      autoEntriesTarget: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      const target = trim(v.autoEntriesTarget)
      if (target !== '' && (!/^\d{1,9}$/.test(target) || (context.autoEntryTargets && !context.autoEntryTargets.includes(Number(target)))))
        ctx.addIssue({ code: 'custom', path: ['autoEntriesTarget'], message: 'builder:options.autoEntriesInvalid' })
      const problems = validateOptions({
        priority: {
          required: Boolean(v.priorityRequired),
          code: trim(v.priorityCode),
          date: trim(v.priorityDate),
          time: trim(v.priorityTime),
        },
        entriesOpen: displayInstant(context.openDate, context.openTime),
        entriesClose: displayInstant(context.closeDate, context.closeTime),
        checkInUseTerms: Boolean(v.checkInUseTerms),
        checkInTerms: trim(v.checkInTerms),
        subscriptionCloses: { date: trim(v.subscriptionCloses), time: trim(v.subscriptionClosesTime) },
      })
      for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: `builder:rules.${p.code}` })
    })
    .transform((v) => ({
      priority: {
        required: Boolean(v.priorityRequired),
        code: trim(v.priorityCode),
        date: trim(v.priorityDate),
        time: trim(v.priorityTime),
        message: trim(v.priorityMessage),
      },
      checkIn: {
        enabled: Boolean(v.checkInEnabled),
        defaultFrom: asCount(v.checkInFrom, 180),
        defaultTo: asCount(v.checkInTo, 60),
        qrCode: Boolean(v.checkInQrCode),
        useTerms: Boolean(v.checkInUseTerms),
        terms: trim(v.checkInTerms),
      },
      bibNos: trim(v.bibNos) || '1',
      bibSort: [v.bibSort1 ?? 'surname', v.bibSort2 ?? 'firstname', v.bibSort3 ?? 'dob'] as const,
      heatOrder: v.heatOrder ?? 's',
      laneCount: asCount(v.laneCount, 8),
      compLimits: { athletes: asCount(v.limitAthletes, 0), entries: asCount(v.limitEntries, 0), teams: asCount(v.limitTeams, 0) },
      subscription: {
        enabled: Boolean(v.subscriptionEnabled),
        closesDate: trim(v.subscriptionCloses),
        closesTime: trim(v.subscriptionClosesTime),
        organiserMessage: trim(v.subscriptionMessage),
      },
      cancelEvent: { hrsBeforeClose: asCount(v.cancelHours, 48), refund: Boolean(v.cancelRefund), credit: Boolean(v.cancelCredit) },
      ui: {
        enterButtonText: trim(v.enterButtonText),
        entryDefaultPanel: v.entryDefaultPanel ?? 'SCHEDULE',
        sectionsToHide: v.sectionsToHide ?? [],
      },
      allowAdd: {
        unregistered: Boolean(v.allowUnregistered),
        registered: Boolean(v.allowRegistered),
        international: Boolean(v.allowInternational),
      },
      chequesAllow: Boolean(v.chequesAllow),
      pbMandatory: Boolean(v.pbMandatory),
      timetable: v.timetable ?? 'provisional',
      disabled: Boolean(v.disabled),
      disabledReason: trim(v.disabledReason),
      homeInfo: trim(v.homeInfo),
      autoEntries: { selectedTargetComp: Number(trim(v.autoEntriesTarget)) || 0 },
    }))
}

export type OptionsFormValue = z.output<ReturnType<typeof optionsSchema>>

/** The form's fields as sent (every value a text, sectionsToHide a list). */
export type OptionsFormInput = z.input<ReturnType<typeof optionsSchema>>
