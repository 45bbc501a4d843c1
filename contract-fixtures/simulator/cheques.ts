import type { SeedData } from '../seed/index'

/* The cheque payments the simulator keeps (cheque-routes.ts). */

export type SimCheque = {
  id: number
  compId: number
  compName: string
  userName: string
  email: string
  value: number
  /** Payment status (§3): 2 awaiting the cheque, 1 paid. */
  paid: number
  dateOrdered: string
}

/** Five cheque orders on the first competitions, by the seed's plain users; the last one already paid. */
export function seedCheques(seed: SeedData): SimCheque[] {
  const people = seed.users.filter((u) => /^runner\d$/.test(u.login))
  return seed.competitions.slice(0, 5).map((c, i) => {
    const user = people[i % Math.max(1, people.length)]
    return {
      id: 9101 + i,
      compId: c.id,
      compName: c.name,
      userName: user?.displayName ?? 'Runner',
      email: user?.email ?? 'runner@example.org',
      value: 12.5 + i * 4,
      paid: i === 4 ? 1 : 2,
      dateOrdered: `${seed.referenceDate}T09:${String(10 + i).padStart(2, '0')}:00+01:00`,
    }
  })
}
