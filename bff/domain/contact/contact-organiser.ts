/**
 * The ask-organiser form (2-entry.md §5 "Ask-organiser form", §3 "Ask-organiser message", §9):
 * its categories, its limits and its messages. Plain data and pure functions, safe in the browser.
 */

export const CONTACT_MESSAGES_EN = {
  categoryRequired: 'Please select a category.',
  bodyRequired: 'Please enter a message.',
  bodyTooLong: 'Please only enter 600 characters.',
  emailRequired: 'Please enter a contact email address.',
  sent: 'Message sent.',
} as const

export type ContactMessageCode = keyof typeof CONTACT_MESSAGES_EN

/** The longest message a visitor may send (§9). */
export const CONTACT_BODY_MAX = 600

/** The form's categories, in the order the spec lists them; the value is what the form posts. */
export const CONTACT_CATEGORIES = ['competition', 'technical'] as const
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]

/** The category as the legacy site reads it: the spec's own label (docs/legacy-wire.md). */
const WIRE_CATEGORY: Record<ContactCategory, string> = {
  competition: 'Competition query',
  technical: 'Technical or Payment query',
}

export function isContactCategory(value: unknown): value is ContactCategory {
  return typeof value === 'string' && (CONTACT_CATEGORIES as readonly string[]).includes(value)
}

/** A message's length as a person counts it: one per character, an emoji or accented letter included. */
export function contactBodyLength(body: string): number {
  return [...body.trim()].length
}

export type ContactMessage = { compId: number; category: ContactCategory; body: string; email: string }

/**
 * The call's body (§7 `{ compId, category, body, email, foaE4s }`). A technical or payment query
 * is for the attention of the platform (foaE4s), not the organiser.
 */
export function toContactWire(message: ContactMessage) {
  return {
    compId: message.compId,
    category: WIRE_CATEGORY[message.category],
    body: message.body.trim(),
    email: message.email.trim(),
    foaE4s: message.category === 'technical',
  }
}
