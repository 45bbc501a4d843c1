import { z } from 'zod'
import { GROUP_NAME_MAX, eventPrice, validateCompEvent, type EventFeeRule } from '#bff/domain/builder/events'

// Builder step 3, adding an event: shared by the browser and the server. Messages are keys of the
// `builder` namespace; the fee settings come from the app config, the fee is the one fee rule's.

const trim = (s: string | undefined) => (s ?? '').trim()
/** A money amount as typed ('8', '8.50', '8,50'); NaN for anything else. */
const amount = (s: string | undefined) => (/^\d{1,6}([.,]\d{1,2})?$/.test(trim(s)) ? Number(trim(s).replace(',', '.')) : Number.NaN)
const money = () =>
  z
    .string()
    .optional()
    .refine((s) => trim(s) === '' || !Number.isNaN(amount(s)), { message: 'builder:rules.AMOUNT' })
const whole = () =>
  z
    .string()
    .optional()
    .refine((s) => trim(s) === '' || /^\d{1,6}$/.test(trim(s)), { message: 'builder:rules.WHOLE_NUMBER' })
const orZero = (s: string | undefined) => (trim(s) === '' ? 0 : amount(s))

/** A message key with its values ('key?minFee=0.5'), read back by the field's error list. */
const withValues = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}` : key

const priceOf = (v: { priceDescription?: string; price?: string; freeEntry?: string; feeIncluded?: string }) => ({
  description: trim(v.priceDescription),
  price: orZero(v.price),
  freeEntry: Boolean(v.freeEntry),
  feeIncluded: Boolean(v.feeIncluded),
})

/**
 * The event discipline description, defaulted from the chosen event definition when left empty
 * (issue 30: choosing "100m" names the group "100m"), so the form works without JavaScript too.
 */
const groupNameOf = (v: { groupName?: string; eventId?: string }, events: ReadonlyArray<{ id: number; name: string }>) =>
  trim(v.groupName) || (events.find((e) => String(e.id) === trim(v.eventId))?.name ?? '')

export function addEventSchema(rule: EventFeeRule, events: ReadonlyArray<{ id: number; name: string }> = []) {
  return z
    .object({
      intent: z.literal('add'),
      eventId: z.string().optional(),
      groupName: z.string().max(200).optional(),
      ageGroupIds: z.array(z.string()).optional(),
      startDate: z.string().max(10).optional(),
      startTime: z.string().max(5).optional(),
      maxAthletes: whole(),
      priceDescription: z.string().max(100).optional(),
      price: money(),
      freeEntry: z.string().optional(),
      feeIncluded: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      const problems = validateCompEvent(
        {
          eventId: Number(trim(v.eventId)) || 0,
          groupName: groupNameOf(v, events),
          ageGroupIds: (v.ageGroupIds ?? []).map(Number).filter((n) => n > 0),
          startDate: trim(v.startDate),
          startTime: trim(v.startTime),
          price: priceOf(v),
        },
        rule,
      )
      // Amounts that are not numbers already have their message.
      for (const p of problems)
        if (p.field !== 'price' || !Number.isNaN(orZero(v.price)))
          ctx.addIssue({ code: 'custom', path: [p.field], message: withValues(`builder:rules.${p.code}`, p.values) })
    })
    .transform((v) => ({
      eventId: Number(trim(v.eventId)),
      groupName: groupNameOf(v, events),
      ageGroupIds: (v.ageGroupIds ?? []).map(Number).filter((n) => n > 0),
      startDate: trim(v.startDate),
      startTime: trim(v.startTime),
      maxAthletes: trim(v.maxAthletes) === '' ? 0 : Number(trim(v.maxAthletes)),
      price: eventPrice(priceOf(v), rule),
    }))
}

export type AddEventFormInput = z.input<ReturnType<typeof addEventSchema>>
export type AddEventFormValue = z.output<ReturnType<typeof addEventSchema>>

export const deleteEventsSchema = z.object({
  intent: z.literal('delete'),
  ceids: z.array(z.string().regex(/^\d{1,9}$/)).min(1, 'builder:rules.SELECT_EVENTS'),
})

const egId = z.string().regex(/^\d{1,9}$/)

/** An event group renamed: the name as an event's group description is checked (§5). */
export const renameGroupSchema = z.object({
  intent: z.literal('renameGroup'),
  egId,
  name: z
    .string()
    .optional()
    .transform((s) => trim(s))
    .refine((s) => s !== '' && s.length <= GROUP_NAME_MAX, { message: 'builder:rules.GROUP_NAME_REQUIRED' }),
})

/** Results possible set on (1) or off (0) for an event group. */
export const groupResultsSchema = z.object({ intent: z.literal('groupResults'), egId, possible: z.enum(['0', '1']) })

export const deleteGroupSchema = z.object({ intent: z.literal('deleteGroup'), egId })
