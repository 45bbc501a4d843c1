import type { StoreField, StoreForm } from '../domain/finance/store-config'
import type { UserMessage } from './message'

export type StoreConfigView = {
  /** What the grid holds: the saved values, or what was typed when a value is refused. */
  form: StoreForm
  errors: Partial<Record<StoreField, UserMessage>>
  message: UserMessage | null
  ok: boolean
}
