import { z } from 'zod'
import { helpItemProblems, type HelpItemProblem } from '#bff/domain/help/help-item'

// The help admin form (3-organiser-admin "Help content", §3 "Help item"): shared by the browser and the server.

const MESSAGES: Record<HelpItemProblem, string> = {
  KEY_REQUIRED: 'helpAdmin.errors.keyRequired',
  KEY_FORMAT: 'helpAdmin.errors.keyFormat',
  TYPE_INVALID: 'helpAdmin.errors.typeInvalid',
  URL_INVALID: 'helpAdmin.errors.urlInvalid',
}

/** The spec's default text input length (§9). */
const TEXT_MAX = 100
const DATA_MAX = 20000

export const helpItemSchema = z
  .object({
    key: z.string().max(TEXT_MAX).optional(),
    title: z.string().max(TEXT_MAX).optional(),
    type: z.string().max(1).optional(),
    data: z.string().max(DATA_MAX).optional(),
    preload: z.string().max(5).optional(),
  })
  .transform((v) => ({
    key: (v.key ?? '').trim(),
    title: (v.title ?? '').trim(),
    type: v.type ?? '',
    data: (v.data ?? '').trim(),
    preload: v.preload === 'on',
  }))
  .superRefine((v, ctx) => {
    for (const [path, problem] of Object.entries(helpItemProblems(v)))
      ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES[problem] })
  })

export type HelpItemFormValue = z.output<typeof helpItemSchema>
