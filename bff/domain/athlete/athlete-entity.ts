// The generic athlete entity (2-entry.md §4, 1-shell.md §4): a competition may ask which entity
// (a club, for entity level 1) each athlete represents there. The athlete keeps one per competition
// in options.genericCompAthleteEntities; id 9999 is the legacy default for "none chosen".

import type { NamedRef } from './athlete'

/** The legacy default entity id: none chosen (1-shell.md §9). */
export const NO_ENTITY_ID = 9999

/** The competition option: whether it asks, and for which level and kind of entity (e.g. 1, 'Club'). */
export type GenericEntityOption = { required: boolean; entityLevel: number; entityName: string }

/** The athlete's entities keyed by competition id. */
export type CompetitionEntities = Readonly<Record<string, NamedRef>>

/** Entity levels this front offers a list for: clubs (level 1, the legacy club lookup). */
export const PICKABLE_ENTITY_LEVELS: readonly number[] = [1]

/**
 * The competition asks for an entity the user can pick here. Level 0 is unrestricted (nothing to
 * choose); other levels (counties and up) have no list yet, so they do not stop an entry.
 */
export function asksForEntity(option: GenericEntityOption): boolean {
  return option.required && PICKABLE_ENTITY_LEVELS.includes(option.entityLevel)
}

/** The entity the athlete chose for the competition; null when none is (missing, 9999 or not an id). */
export function chosenEntity(entities: CompetitionEntities, compId: number): NamedRef | null {
  const saved = entities[String(compId)]
  if (!saved || !Number.isSafeInteger(saved.id) || saved.id <= 0 || saved.id === NO_ENTITY_ID) return null
  return saved
}

/** Selecting the athlete opens the entity picker: the competition asks and the athlete has none for it. */
export function needsEntityPick(option: GenericEntityOption, entities: CompetitionEntities, compId: number): boolean {
  return asksForEntity(option) && chosenEntity(entities, compId) === null
}
