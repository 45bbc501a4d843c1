import { describe, expect, it } from 'vitest'
import en from './en/common.json'
import fr from './fr/common.json'

// The reports, finance (cheques, payment status labels, Stripe users) and store config texts: every English key has its French,
// and French puts a non-breaking space before : ; ? !.

const flat = (o: object, prefix = ''): Array<[string, string]> =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : flat(v as object, `${prefix}${k}.`)))

describe.each(['reports', 'finance', 'storeConfig'] as const)('%s texts', (ns) => {
  const english = new Map(flat(en[ns]))
  const french = new Map(flat(fr[ns]))

  it('French has every English key and no other', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('French typography: a non-breaking space before : ; ? !', () => {
    for (const [key, text] of french) expect(/[^\u00a0\u202f][:;?!]/.test(text.replace(/\{\{[^}]*\}\}/g, 'x')), key).toBe(false)
  })

  it('the payment status labels are the spec’s (§3)', () => {
    if (ns !== 'finance') return
    expect(en.finance.paymentStatus).toMatchObject({ 0: 'Not Paid', 1: 'Paid', 2: 'Cheque/Awaiting Payment', 3: 'Auto Free Price' })
  })
})
