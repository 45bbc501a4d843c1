import type { MoveChoice } from '../domain/status/status-workflow'

/** The admin's status editor of one competition (3-organiser-admin §2 "Competition status (admin)"). */
export type StatusEditorView = {
  compId: number
  competitionName: string
  /** The current status's description. */
  current: string
  choices: MoveChoice[]
  /** Move To choices that land on PAID: the bank reference is required for them. */
  paidIds: number[]
  defaultValue: { paid: string; moveto: string; reference: string; notes: string }
  /** Where the editor closes to (a same-site path). */
  returnTo: string
}
