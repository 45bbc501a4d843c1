import { z } from 'zod'
import { validateCloneDate } from '#bff/domain/builder/clone'
import { parseDisplayDate } from '#bff/domain/builder/dates'

// Cloning a competition to a new date: shared by the browser and the server.

export function cloneSchema(now: () => Date = () => new Date()) {
  return z
    .object({ intent: z.literal('clone'), cloneDate: z.string().max(10).optional() })
    .superRefine((v, ctx) => {
      const code = validateCloneDate(v.cloneDate ?? '', now())
      if (code) ctx.addIssue({ code: 'custom', path: ['cloneDate'], message: `builder:rules.${code}` })
    })
    .transform((v) => ({ date: parseDisplayDate((v.cloneDate ?? '').trim()) ?? '' }))
}

export type CloneFormInput = z.input<ReturnType<typeof cloneSchema>>
export type CloneFormValue = z.output<ReturnType<typeof cloneSchema>>
