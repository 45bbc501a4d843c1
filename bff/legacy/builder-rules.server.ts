import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, lenient, num } from './wire'

/*
 * The Rules step's calls (3-organiser-admin.md §7 "services /v5/rule"): a competition rule saved
 * (created with id 0) and deleted. The paths are our reading of the generic resource helper
 * (docs/legacy-wire.md "Builder: rules"); the rules themselves come with the competition.
 */

export type RuleInput = {
  /** 0 creates. */
  id: number
  compId: number
  agid: number
  options: {
    maxEvents: number
    maxField: number
    maxTrack: number
    maxCompEvents: number
    maxCompField: number
    maxCompTrack: number
    maxExcludedEvents: number
    maxTeamEvents: number
    /** [] when the rule has no unique group, as the legacy lists carry it. */
    unique: { ids: string; events: string; type: string; text: string } | []
  }
}

const savedAnswerSchema = envelope(z.object({ id }).loose())
const deletedAnswerSchema = envelope(lenient({ deleted: num }))

/** Create (id 0) or update a rule of the competition. */
export function saveRule(legacy: LegacyCaller, input: RuleInput) {
  const create = input.id === 0
  return legacy.call({
    endpoint: create ? 'builder.rule.create' : 'builder.rule.update',
    method: create ? 'POST' : 'PUT',
    path: rest(create ? '/v5/rule' : `/v5/rule/${input.id}`),
    body: input,
    auth: 'required',
    schema: savedAnswerSchema,
  })
}

export function deleteRule(legacy: LegacyCaller, ruleId: number) {
  return legacy.call({
    endpoint: 'builder.rule.delete',
    method: 'DELETE',
    path: rest(`/v5/rule/${ruleId}`),
    auth: 'required',
    schema: deletedAnswerSchema,
  })
}
