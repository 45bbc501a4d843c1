import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { discountsWire } from './builder-discounts.server'
import { compOrgVariants, withCompOrg } from './comp-org'
import { ruleWire } from './entry.server'
import { at } from './variants'
import { flag, id, isRecord, lenient, namedRef, num, text } from './wire'

/*
 * The builder calls (3-organiser-admin.md §7): the competition as the builder reads and saves it,
 * and the lists it offers. Paths the spec does not show are our reading (docs/legacy-wire.md
 * "Builder"). Lenient on options (a bad one shows as its default), strict on identity.
 */

const texts = z.array(z.string()).catch([])

/** Every option the builder sets (3-organiser-admin.md §3 "Competition options"), the priority code included. */
export const builderOptionsWire = lenient({
  saleenddate: text,
  disabled: flag,
  disabledReason: text,
  homeInfo: text,
  allowExpiredRegistration: flag,
  pbMandatory: flag,
  timetable: text,
  bibNos: text,
  bibSort1: text,
  bibSort2: text,
  bibSort3: text,
  heatOrder: text,
  laneCount: num,
  stopReport: flag,
  priority: lenient({ required: flag, code: text, dateTime: text, message: text }),
  checkIn: lenient({
    enabled: flag,
    checkInDateTimeOpens: text,
    defaultFrom: z.coerce.number().catch(180),
    defaultTo: z.coerce.number().catch(60),
    qrCode: flag,
    useTerms: flag,
    terms: text,
    text: text,
  }),
  compLimits: lenient({ athletes: num, entries: num, teams: num }),
  subscription: lenient({ enabled: flag, timeCloses: text, organiserMessage: text }),
  cancelEvent: lenient({
    hrsBeforeClose: z.coerce.number().catch(48),
    refund: lenient({ allow: flag }),
    credit: lenient({ allow: flag }),
  }),
  ui: lenient({ enterButtonText: text, entryDefaultPanel: text, sectionsToHide: texts }),
  allowAdd: lenient({ unregistered: flag, registered: flag, international: flag }),
  cheques: lenient({ allow: flag, ends: text }),
  contact: lenient({ email: text, tel: text, userName: text, visible: flag }),
  /** Automatic entries' target competition (0 none). */
  autoEntries: lenient({ selectedTargetComp: num }),
})
export type BuilderOptionsWire = z.infer<typeof builderOptionsWire>

/** The builder's names (entriesOpenDateTime) or the public answer's (opendate): either may come. */
const withEntryDates = (v: unknown) =>
  isRecord(v) ? { ...v, opendate: v.entriesOpenDateTime ?? v.opendate, closedate: v.entriesCloseDateTime ?? v.closedate } : v

export const builderCompetitionWire = z.preprocess(
  (v) => withCompOrg(withEntryDates(v)),
  z.object({
    id,
    name: text,
    active: flag,
    date: text,
    opendate: text,
    closedate: text,
    indoorOutdoor: text,
    information: text,
    compOrg: lenient({ id: num, name: text }),
    location: z.preprocess((v) => (isRecord(v) ? v : { id: 0, name: '' }), lenient({ id: num, name: text })).catch({ id: 0, name: '' }),
    options: builderOptionsWire,
    /** The competition's rules (the Rules step): one per age group, 0 for every other age group. */
    rules: z.array(ruleWire).catch([]),
  }),
)
export type BuilderCompetitionWire = z.infer<typeof builderCompetitionWire>

export const compEventWire = z.object({
  id,
  eventId: num,
  eventName: text,
  startDateTime: text,
  isOpen: flag,
  ageGroupIds: z.array(z.coerce.number()).catch([]),
  priceId: num,
  maxAthletes: num,
  eventGroup: lenient({ id: num, name: text, resultsPossible: flag }),
  entryCount: lenient({ total: num, waiting: num }),
})
export type CompEventWire = z.infer<typeof compEventWire>

const dropBad = <S extends z.ZodType>(item: S) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((i) => {
        const parsed = item.safeParse(i)
        return parsed.success ? [parsed.data as z.output<S>] : []
      }),
    )

export const builderMetaWire = lenient({
  compEvents: dropBad(compEventWire),
  ageGroups: dropBad(z.object({ id, name: text, shortName: text })),
  /** The competition's discounts (decision 071). */
  discounts: discountsWire,
})

export const builderCompetitionAnswerSchema = envelope(builderCompetitionWire, builderMetaWire)
export type BuilderCompetitionAnswer = z.infer<typeof builderCompetitionAnswerSchema>

export const locationWire = z.object({ id, name: text, town: text, postcode: text })
export const locationsAnswerSchema = envelope(dropBad(locationWire))
export type LocationsAnswer = z.infer<typeof locationsAnswerSchema>

export const orgWire = z.object({
  id,
  name: text,
  logo: text,
  status: text,
  stripeUser: z.preprocess((v) => (isRecord(v) ? v : { id: 0, name: '' }), namedRef).catch({ id: 0, name: '' }),
})
export const myOrgsAnswerSchema = envelope(dropBad(orgWire))
export type MyOrgsAnswer = z.infer<typeof myOrgsAnswerSchema>

export const eventDefinitionWire = z.object({ id, name: text, gender: text, tf: text, uom: text })
export const eventDefinitionsAnswerSchema = envelope(dropBad(eventDefinitionWire))
export type EventDefinitionsAnswer = z.infer<typeof eventDefinitionsAnswerSchema>

export const saveAnswerSchema = envelope(z.object({ id }).loose())

/** What the builder saves: the competition in the read shape, with the builder's date names. */
export type BuilderCompetitionInput = {
  id: number
  name: string
  active: boolean
  date: string
  entriesOpenDateTime: string
  entriesCloseDateTime: string
  indoorOutdoor: 'I' | 'O'
  information: string
  compOrg: { id: number }
  location: { id: number }
  options: Record<string, unknown>
}

const segment = (value: number) => encodeURIComponent(String(value))

/** The competition for the builder: with its priority code for those who build it, and its events in meta. */
export function getBuilderCompetition(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'builder.competition',
    method: 'GET',
    path: rest(`/v5/competition/${segment(compId)}`),
    auth: 'required',
    schema: builderCompetitionAnswerSchema,
    variants: (answer) => compOrgVariants([at(answer, 'data')]),
  })
}

/** Creates (id 0: POST) or updates (PUT by id) a competition; the answer carries its id. */
export function saveCompetition(legacy: LegacyCaller, input: BuilderCompetitionInput) {
  const create = input.id === 0
  return legacy.call({
    endpoint: create ? 'builder.competition.create' : 'builder.competition.update',
    method: create ? 'POST' : 'PUT',
    path: rest(create ? '/v5/competition' : `/v5/competition/${segment(input.id)}`),
    body: input,
    auth: 'required',
    schema: saveAnswerSchema,
  })
}

/** Meta, the same for everyone: call it without the user's token (the service caches it under a shared key). */
export function listLocations(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'builder.locations',
    method: 'GET',
    path: rest('/v5/locs'),
    auth: 'optional',
    schema: locationsAnswerSchema,
  })
}

/** The organisations the user builds for. */
export function listMyOrgs(legacy: LegacyCaller, userId: number) {
  return legacy.call({
    endpoint: 'builder.myorgs',
    method: 'GET',
    path: rest(`/v5/myorgs/${segment(userId)}`),
    auth: 'required',
    schema: myOrgsAnswerSchema,
  })
}

export function listEventDefinitions(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'builder.events',
    method: 'GET',
    path: rest('/v5/event'),
    auth: 'optional',
    schema: eventDefinitionsAnswerSchema,
  })
}

const clonedAnswerSchema = envelope(z.object({ id }).loose())

/** Clones a competition to a new date (ISO YYYY-MM-DD); `env` names the environment asking (our reading). */
export function cloneCompetition(legacy: LegacyCaller, input: { env: string; id: number; date: string }) {
  return legacy.call({
    endpoint: 'builder.competition.clone',
    method: 'POST',
    path: rest('/v5/builder/competition/clone'),
    body: input,
    auth: 'required',
    schema: clonedAnswerSchema,
  })
}
