/** The club a user representing several acts for on the entry page (decision 052): browser-safe. */
export type ClubChoiceView = {
  /** The club teams are made for now. */
  acting: number
  /** Every club the user represents; a name may be empty in a session older than names. */
  clubs: Array<{ id: number; name: string }>
}
