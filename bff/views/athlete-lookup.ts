import type { UserMessage } from './message'

/** What the registration look-up of a new athlete's form found, for the message beside it. */
export type LookupOutcome =
  | { status: 'found' | 'already'; name: string; athleteId: number }
  | { status: 'notFound' }
  | { status: 'failed'; message: UserMessage }
