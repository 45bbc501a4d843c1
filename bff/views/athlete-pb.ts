/** The PB page of one entry (athlete-pb/{entryId}): browser-safe view. */
export type EntryPbView = {
  entryId: number
  compId: number
  compName: string
  athleteName: string
  eventName: string
  /** The entry's performance as the event's unit shows it; '' for none. */
  perfText: string
  /** The athlete's PB for the event; '' for none. */
  pbText: string
  /** How to type it (the unit's pattern, e.g. 'm:ss.SS'). */
  placeholder: string
  limits: { min: number; max: number }
}
