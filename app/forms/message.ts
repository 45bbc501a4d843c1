import { z } from 'zod'
import { isRequired } from '#bff/domain/athlete/validators'
import { isAddressList } from '#bff/domain/messages/audience'

// A new message (3-organiser-admin §3 Email message; §9 priority 2, text inputs 100 long).
// Messages are translation keys (app/locales/*/common.json), shown by the field components.

export const MESSAGE_PRIORITIES = ['1', '2', '3'] as const
export const SUBJECT_MAX = 100
export const BODY_MAX = 20000

const addresses = z
  .string()
  .optional()
  .transform((s) => (s ?? '').trim())
  .refine(isAddressList, 'messageCreate.validEmails')

export const messageSchema = z.object({
  type: z.enum(['E', 'M'], { errorMap: () => ({ message: 'validation.required' }) }),
  to: addresses,
  cc: addresses,
  bcc: addresses,
  subject: z
    .string({ required_error: 'validation.required' })
    .max(SUBJECT_MAX)
    .refine(isRequired, 'validation.required')
    .transform((s) => s.trim()),
  body: z.string({ required_error: 'validation.required' }).max(BODY_MAX).refine(isRequired, 'validation.required'),
  priority: z.enum(MESSAGE_PRIORITIES).default('2').transform(Number),
})

export type MessageForm = z.output<typeof messageSchema>
