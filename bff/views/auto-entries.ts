import type { UserMessage } from './message'

/** Why an entry is not copied (3-organiser-admin §2 auto-entries). */
export type AutoEntryRefusal = 'noMatch' | 'alreadyEntered' | 'targetClosed' | 'notFound'

export type AutoEntryRow = {
  entryId: number
  athleteName: string
  eventName: string
  /** The target's matching event; null when it has none. */
  targetEvent: string | null
  /** Already copied into the target by an earlier run. */
  copied: boolean
  /** Why it cannot be copied now; null when it can be ticked. */
  refusal: AutoEntryRefusal | null
}

export type AutoEntriesView = {
  compId: number
  competitionName: string
  /** Null: no target selected in the options (the page says so and links there). */
  target: { id: number; name: string; open: boolean } | null
  rows: AutoEntryRow[]
}

export type AutoEntriesResult = {
  ok: boolean
  message: UserMessage | null
  copied: { athleteName: string; eventName: string }[]
  refused: { athleteName: string; eventName: string; reason: AutoEntryRefusal }[]
}
