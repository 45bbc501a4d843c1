import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { answerCompOrgVariants, compOrgVariants, withAnswerCompOrg, withCompOrg } from './comp-org'
import { at, keyVariants, matchKeys } from './variants'
import { flag, id, isRecord, lenient, namedRef, num, segment, text } from './wire'

/*
 * Public competition calls. The schemas are lenient where a bad optional field should not break a
 * page (numbers may come as strings, flags as 0/1 or "1", missing texts become ''), strict on
 * identity (id and name). Every output is a valid input again: the services cache these answers
 * and the cache re-parses them on read.
 */

const locationWire = z
  .object({ id: num, name: text, address1: text, address2: text, town: text, postcode: text })
  .nullish()
  .transform((v) => v ?? null)
  .catch(null)

/** The competition options a card reads; the entry page reads these and more (entry.server.ts). */
export const cardOptionsShape = {
  saleenddate: text,
  disabled: flag,
  disabledReason: text,
  homeInfo: text,
  // The legacy options also hold the priority code; this schema drops it, so it never travels on.
  priority: lenient({ required: flag, dateTime: text, message: text }),
  compLimits: lenient({ athletes: num, entries: num, teams: num }),
  athleteSecurity: lenient({
    areas: z.array(namedRef).catch([]),
    clubs: z.array(namedRef).catch([]),
    onlyClubsUpTo: text,
  }),
  clubComp: flag,
  isClubComp: flag,
  resultsAvailable: flag,
  checkIn: lenient({ enabled: flag, checkInDateTimeOpens: text }),
  ui: lenient({
    enterButtonText: text,
    entryDefaultPanel: text,
    sectionsToHide: z.array(z.string()).catch([]),
    ticketComp: num,
    ticketCompButtonText: text,
  }),
  contact: lenient({ email: text, tel: text, userName: text, visible: flag }),
  useV2Routes: flag,
  /** Teams list their athletes (2-entry §3). */
  showTeamAthletes: flag,
}

const optionsWire = lenient(cardOptionsShape)

export const competitionSummaryWire = z.object({
  id,
  name: z.string().min(1),
  logo: text,
  date: text,
  // Some legacy answers write the days as one comma-separated text.
  dates: z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((d) => d.trim())
              .filter(Boolean)
          : v,
      z.array(z.string()),
    )
    .catch([]),
  indoorOutdoor: text,
  clubId: num,
  club: text,
  compOrg: lenient({ id: num, name: text }),
  /** The competition's current workflow status (our reading: docs/legacy-wire.md "Competition status"); wfid 0 none. */
  status: lenient({ wfid: num, description: text, status: text }),
  location: locationWire,
  active: flag,
  teamComp: flag,
  counts: lenient({ athletes: num, entries: num, teams: num }),
  opendate: text,
  closedate: text,
  newsFlash: text,
  options: optionsWire,
})
export type CompetitionSummaryWire = z.infer<typeof competitionSummaryWire>

export const competitionInfoWire = competitionSummaryWire.extend({ information: text, termsConditions: text })
export type CompetitionInfoWire = z.infer<typeof competitionInfoWire>

/**
 * A competition object read with its keys in another casing (see matchKeys) and its organisation in
 * any spelling we know (comp-org.ts): who may work its desks depends on it.
 */
export function competitionKeys<S extends z.ZodObject>(schema: S) {
  const expected = Object.keys(schema.shape)
  return z.preprocess((v) => (isRecord(v) ? withCompOrg(matchKeys(v, expected).value) : v), schema)
}

/** One competition's envelope, its organisation read from beside its data when data lacks it. */
export function competitionAnswer<S extends z.ZodObject, M extends z.ZodType = z.ZodOptional<z.ZodUnknown>>(schema: S, meta?: M) {
  return z.preprocess(withAnswerCompOrg, envelope(competitionKeys(schema), meta))
}

export const competitionListAnswerSchema = envelope(
  z.array(competitionKeys(competitionSummaryWire)),
  lenient({ totalCount: num, pagenumber: num, pagesize: num }),
)
export type CompetitionListAnswer = z.infer<typeof competitionListAnswerSchema>

export const competitionInfoAnswerSchema = competitionAnswer(competitionInfoWire)

/**
 * Competition keys in another casing (e.g. `newsflash` for `newsFlash`: the spec writes both) in
 * one competition or a list of them. Nested option keys are read as the schema says.
 */
export function competitionVariants(data: unknown, expected: readonly string[] = Object.keys(competitionInfoWire.shape)): string[] {
  const objects = Array.isArray(data) ? data : [data]
  return [...keyVariants(objects, expected), ...compOrgVariants(objects)]
}

/** The variants of one competition's envelope: its keys, and where its organisation was found. */
export function competitionAnswerVariants(answer: unknown, expected: readonly string[] = Object.keys(competitionInfoWire.shape)): string[] {
  return [...keyVariants([at(answer, 'data')], expected), ...answerCompOrgVariants(answer)]
}
export type CompetitionInfoAnswer = z.infer<typeof competitionInfoAnswerSchema>

export const competitionOrganisationsAnswerSchema = envelope(
  z.array(z.object({ id, name: z.string().min(1), logo: text })),
  lenient({ workflow: z.array(z.unknown()).catch([]) }),
)
export type CompetitionOrganisationsAnswer = z.infer<typeof competitionOrganisationsAnswerSchema>

/** The query of the public list, as the legacy site names it (2-entry.md §7). */
export type CompetitionFilterQuery = {
  fromdate?: string
  todate?: string
  freetextsearch?: string
  organiserid?: number
  locationid?: number
  /** ALL, I (indoor) or O (outdoor). */
  type?: string
  comporgid?: number
  eventid?: number
  pagenumber?: number
  pagesize?: number
  /** Event kinds joined by '~', e.g. 'T~F'. */
  compTypes?: string
}

export function filterCompetitions(legacy: LegacyCaller, query: CompetitionFilterQuery) {
  return legacy.call({
    endpoint: 'competitions.filter',
    method: 'GET',
    path: rest('/v5/public/comps/filter'),
    query,
    auth: 'none',
    schema: competitionListAnswerSchema,
    variants: (answer) => competitionVariants(at(answer, 'data'), Object.keys(competitionSummaryWire.shape)),
  })
}

/** An unknown id is a business error (errNo 1, "Competition not found") with HTTP 200. */
export function getCompetitionInfo(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'competitions.info',
    method: 'GET',
    path: rest(`/v5/public/comp/${segment(compId)}/info`),
    auth: 'none',
    schema: competitionInfoAnswerSchema,
    variants: (answer) => competitionAnswerVariants(answer),
  })
}

/** The organisations that run competitions ("public comp org"); orgId narrows it to one. */
export function getCompetitionOrganisations(legacy: LegacyCaller, options: { orgId?: number } = {}) {
  return legacy.call({
    endpoint: 'competitions.orgs',
    method: 'GET',
    path: rest('/v5/public/get-all-comps'),
    query: { orgid: options.orgId },
    auth: 'none',
    schema: competitionOrganisationsAnswerSchema,
  })
}
