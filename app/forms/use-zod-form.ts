import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'

/**
 * A form checked in the browser with the schema the server checks it with: first when the user
 * leaves a field, then as they type. `constraint` also puts the schema's limits on the inputs.
 */
export function useZodForm<S extends z.ZodTypeAny>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: { constraint?: boolean; defaultValue?: DefaultValue<z.input<S>> } = {},
) {
  return useForm<z.input<S>>({
    lastResult,
    defaultValue: options.defaultValue,
    constraint: options.constraint ? getZodConstraint(schema) : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}
