// An organisation as the builder creates or updates it (3-organiser-admin.md §5 "Organisation
// options"): every rule with the spec's English text; the form shows the translation of the code.
import { priorityProblems, type PriorityInput } from '../builder/options'

export const ORGANISATION_MESSAGES_EN = {
  ORG_NAME_EMPTY: 'Enter an organisation name.',
  CHECKIN_TERMS_REQUIRED: "Enter 'terms and conditions'.",
  PRIORITY_CODE_REQUIRED: "A 'Priority' code is Required.",
  PRIORITY_TIME_REQUIRED: 'Required',
  PRIORITY_AFTER_CLOSE: "'Priority' date entered after entries closing date",
  PRIORITY_BEFORE_OPEN: "'Priority' date entered before entries open date",
  DATE_FORMAT: 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!',
  TIME_FORMAT: 'Please enter time HH:mm, e.g. 09:25, 23:59!',
  STRIPE_USER_ACCOUNT: 'Stripe user account required.',
} as const

export type OrganisationCode = keyof typeof ORGANISATION_MESSAGES_EN

export type OrganisationInput = {
  name: string
  useTerms: boolean
  terms: string
  priority: PriorityInput
  /** The app config's payment connect switch (useStripeConnect): the organisation then needs its user. */
  paymentConnect: boolean
  /** The payment connect user's id; 0 none. */
  stripeUserId: number
  /** The entries window of the competition the form was opened from (epoch ms); null without one. */
  entriesOpen: number | null
  entriesClose: number | null
}

export type OrganisationField = 'name' | 'terms' | 'priorityCode' | 'priorityDate' | 'priorityTime' | 'stripeUserId'
export type OrganisationProblem = { field: OrganisationField; code: OrganisationCode }

/** Every problem of the form, at most one per field; whitespace-only counts as empty. */
export function validateOrganisation(input: OrganisationInput): OrganisationProblem[] {
  const problems: OrganisationProblem[] = []
  if (input.name.trim() === '') problems.push({ field: 'name', code: 'ORG_NAME_EMPTY' })
  if (input.useTerms && input.terms.trim() === '') problems.push({ field: 'terms', code: 'CHECKIN_TERMS_REQUIRED' })
  for (const p of priorityProblems(input.priority, input.entriesOpen, input.entriesClose))
    problems.push({ field: p.field as OrganisationField, code: p.code as OrganisationCode })
  if (input.paymentConnect && !(input.stripeUserId > 0)) problems.push({ field: 'stripeUserId', code: 'STRIPE_USER_ACCOUNT' })
  return problems
}
