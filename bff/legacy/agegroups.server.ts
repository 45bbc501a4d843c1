import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, id, lenient, num, segment, text } from './wire'

/*
 * Age groups from the builder (3-organiser-admin §3 "Age group", §7 `GET /v5/ag/def/{id}?compid`
 * and "age group list / create / update", paths not shown). The list, create and update paths are
 * our reading of the generic resource helper (docs/legacy-wire.md "Builder: age groups").
 */

export const ageGroupWire = z.object({
  id,
  name: text,
  shortName: text,
  minAge: num,
  maxAge: num,
  /** The day and month the age counts on (0: the competition's first day); the year, 0 the competition's. */
  minAtDay: num,
  minAtMonth: num,
  minAtYear: num,
  maxAtDay: num,
  maxAtMonth: num,
  maxAtYear: num,
  keyName: text,
  options: lenient({ aocode: text, default: flag, base: num }),
})
export type AgeGroupWire = z.infer<typeof ageGroupWire>

/** The list keeps the groups it can read: one bad row does not lose the builder its choices. */
export const ageGroupsAnswerSchema = envelope(
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((i) => (ageGroupWire.safeParse(i).success ? [ageGroupWire.parse(i)] : []))),
)
const ageGroupAnswerSchema = envelope(ageGroupWire)

/** What a save sends: the group in the read shape without its id, for the competition the builder is on. */
export type AgeGroupInput = Omit<AgeGroupWire, 'id' | 'options'> & {
  compId: number
  options: { aocode: string; base: number }
}

/** Every age group; meta, no token. */
export function listAgeGroups(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'builder.agegroups',
    method: 'GET',
    path: rest('/v5/ag'),
    auth: 'optional',
    schema: ageGroupsAnswerSchema,
  })
}

/** One age group's definition, read for a competition (§7). */
export function getAgeGroupDefinition(legacy: LegacyCaller, agId: number, compId: number) {
  return legacy.call({
    endpoint: 'builder.agegroup',
    method: 'GET',
    path: rest(`/v5/ag/def/${segment(agId)}`),
    query: { compid: compId },
    auth: 'optional',
    schema: ageGroupAnswerSchema,
  })
}

/** Creates (id 0: POST) or updates (PUT by id) an age group; the answer is the group as saved. */
export function saveAgeGroup(legacy: LegacyCaller, agId: number, input: AgeGroupInput) {
  const create = agId === 0
  return legacy.call({
    endpoint: create ? 'builder.agegroup.create' : 'builder.agegroup.update',
    method: create ? 'POST' : 'PUT',
    path: rest(create ? '/v5/ag' : `/v5/ag/${segment(agId)}`),
    body: input,
    auth: 'required',
    schema: ageGroupAnswerSchema,
    changes: [rest('/v5/ag')],
  })
}
