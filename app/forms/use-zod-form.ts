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
  options: { constraint?: boolean; defaultValue?: DefaultValue<z.input<S>>; id?: string } = {},
) {
  const [form, fields] = useForm<z.input<S>>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    constraint: options.constraint ? getZodConstraint(schema) : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  // conform re-renders the form when what its render read changes, and counts a read only while
  // its state is the one this render began with: fields read in child components after a state
  // change were not counted, and a failed submit then showed no message (about one in four on
  // the status editor). Reading every error here subscribes the form to them all.
  void form.allErrors
  return [form, fields] as const
}
