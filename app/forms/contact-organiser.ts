import { z } from 'zod'
import { CONTACT_BODY_MAX, CONTACT_CATEGORIES, contactBodyLength } from '#bff/domain/contact/contact-organiser'
import { isEmailShape, isRequired } from '#bff/domain/athlete/validators'

// Messages are translation keys (app/locales/*/common.json `contact`), the spec's texts.

/**
 * The ask-organiser form, for the browser and the server alike. A logged-in user may leave the
 * email empty (their account's is used); a visitor must give one.
 */
export function contactSchema(loggedIn: boolean) {
  const email = z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isEmailShape(v), 'validation.validEmail')
  return z.object({
    category: z.enum(CONTACT_CATEGORIES, { errorMap: () => ({ message: 'contact.categoryRequired' }) }),
    body: z
      .string({ required_error: 'contact.bodyRequired' })
      .refine(isRequired, 'contact.bodyRequired')
      .refine((v) => contactBodyLength(v) <= CONTACT_BODY_MAX, 'contact.bodyTooLong'),
    email: loggedIn ? email : email.refine((v) => Boolean(v), 'contact.emailRequired'),
  })
}

export type ContactForm = z.infer<ReturnType<typeof contactSchema>>
