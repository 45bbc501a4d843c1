import type { NamedRef } from '../domain/athlete/athlete'

export type EntityPickerView = {
  athleteId: number
  athleteName: string
  /** The competition's word for the entity, e.g. 'Club'. */
  entityName: string
  /** The name prefix the choices were found with ('' for the first page). */
  search: string
  /** The athlete's own clubs, offered first. */
  own: NamedRef[]
  /** The clubs the legacy club lookup found, without the athlete's own. */
  found: NamedRef[]
  /** The club lookup could not answer: only the athlete's own clubs are offered. */
  lookupFailed: boolean
}
