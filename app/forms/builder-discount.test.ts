import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import en from '~/locales/en/builder.json'
import fr from '~/locales/fr/builder.json'
import { deleteDiscountSchema, discountSchema } from './builder-discount'

// The discount form (decision 071) as both the browser and the server parse it.

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}
const create = (fields: Record<string, string>) =>
  parseWithZod(form({ intent: 'create', description: 'Club night', type: 'A', value: '1.50', fromEntry: '1', ...fields }), {
    schema: discountSchema,
  })

describe('the discount form', () => {
  it('trims the description and reads the numbers', () => {
    const s = create({ description: '  Second event on ', type: 'P', value: ' 12.5 ', fromEntry: '2' })
    expect(s.status).toBe('success')
    if (s.status === 'success') expect(s.value).toEqual({ description: 'Second event on', type: 'P', value: 12.5, fromEntry: 2 })
  })

  const refused: Array<[string, Record<string, string>, string, string]> = [
    ['an empty description', { description: ' ' }, 'description', 'descriptionRequired'],
    ['an unknown type', { type: 'X' }, 'type', 'typeRequired'],
    ['an amount in words', { value: 'ten' }, 'value', 'notANumber'],
    ['an empty amount', { value: '' }, 'value', 'notANumber'],
    ['a percentage over 100', { type: 'P', value: '100.01' }, 'value', 'percentOver100'],
    ['an empty entry number', { fromEntry: '' }, 'fromEntry', 'fromEntryRange'],
  ]
  it.each(refused)('refuses %s with a message both languages have', (_name, fields, field, problem) => {
    const s = create(fields)
    expect(s.status).toBe('error')
    expect(s.reply().error).toEqual({ [field]: [`builder:discounts.${problem}`] })
    expect(en.discounts).toHaveProperty(problem)
    expect(fr.discounts).toHaveProperty(problem)
  })

  it('a delete names one discount by a number', () => {
    expect(parseWithZod(form({ intent: 'delete', discountId: '5011' }), { schema: deleteDiscountSchema }).status).toBe('success')
    expect(parseWithZod(form({ intent: 'delete', discountId: '1;2' }), { schema: deleteDiscountSchema }).status).toBe('error')
  })
})
