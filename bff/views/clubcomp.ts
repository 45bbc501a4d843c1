import type { AllowanceSummary, ClubAllowance } from '../domain/clubcomp/club-allowance'

/** A club competition as the entry page shows it to the club's representative (browser-safe). */
export type ClubCompView =
  /** The club's allowances and what it has entered. */
  | { kind: 'allowance'; allowance: ClubAllowance; summary: AllowanceSummary }
  /** The club info call answered that the competition has none ('Not a club info competition.'). */
  | { kind: 'notClubComp' }
