import { z } from 'zod'
import { isEmailShape, isRequired, matchesPasswordRule, type PasswordRule } from '#bff/domain/athlete/validators'

// Messages are translation keys (app/locales/*/common.json), shown by the field components.
const required = (s = z.string({ required_error: 'validation.required' })) => s.refine(isRequired, 'validation.required')

export const loginSchema = z.object({
  username: required().transform((s) => s.trim()),
  password: required(),
  redirectFrom: z.string().optional(),
})

export function registerSchema(rule?: PasswordRule) {
  return z.object({
    name: required().transform((s) => s.trim()),
    email: z
      .string({ required_error: 'validation.validEmail' })
      .trim()
      .refine(isEmailShape, 'validation.validEmail'),
    password: z
      .string()
      .optional()
      .refine((p) => !p || matchesPasswordRule(p, rule), rule?.helpText || 'validation.required'),
  })
}

export const forgotSchema = z.object({
  email: required().transform((s) => s.trim()),
})

export function resetSchema(rule?: PasswordRule) {
  return z
    .object({
      key: required(),
      login: required(),
      password: required().refine((p) => matchesPasswordRule(p, rule), rule?.helpText || 'validation.required'),
      confirm: required(),
    })
    .refine((v) => v.password === v.confirm, { message: 'validation.passwordsDiffer', path: ['confirm'] })
}
