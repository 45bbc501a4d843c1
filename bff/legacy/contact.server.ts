import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'

/*
 * Asking the organiser (2-entry.md §7 POST /v5/competition/contactorganiser, answer errNo and
 * error). The legacy site mails the organiser (or the platform, foaE4s); nothing comes back but
 * whether it was sent.
 */

export const contactAnswerSchema = envelope(z.unknown())
export type ContactAnswer = z.infer<typeof contactAnswerSchema>

export type ContactWire = { compId: number; category: string; body: string; email: string; foaE4s: boolean }

/** Sends a visitor's or a user's question to the competition's organiser; the token goes when there is one. */
export function sendContactOrganiser(legacy: LegacyCaller, body: ContactWire) {
  return legacy.call({
    endpoint: 'competition.contactorganiser',
    method: 'POST',
    path: rest('/v5/competition/contactorganiser'),
    body,
    auth: 'optional',
    schema: contactAnswerSchema,
    // It changes nothing any page reads.
    changes: [],
  })
}
