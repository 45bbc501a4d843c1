import type { RequestContext } from '../context.server'
import { bibSortOrder, duplicateBibs, sortForBibs, type BibSortKey } from '../domain/bibs/bibs'
import { changeBib, getUnusedBibs, listBibs } from '../legacy/bibs.server'
import type { BibRowView } from '../views/bibs'
import { refused, type Outcome } from './failure.server'

/* Bibs of a competition (3-organiser-admin §2 Bibs): the list in bib sort order, unused numbers, a change. User data: never cached. */

type Ctx = Pick<RequestContext, 'legacy'>

export type BibList = { rows: BibRowView[]; duplicates: string[] }

export async function loadBibList(ctx: Ctx, compId: number, sort: readonly BibSortKey[]): Promise<BibList> {
  const { data } = await listBibs(ctx.legacy, compId)
  const duplicates = duplicateBibs(data)
  const rows = sortForBibs(data, sort).map((a) => ({
    athleteId: a.athleteId,
    name: `${a.firstName} ${a.surName}`,
    dob: a.dob,
    club: a.club,
    bibNo: a.bibNo,
    duplicate: duplicates.includes(a.bibNo.trim()),
  }))
  return { rows, duplicates }
}

export async function loadUnusedBibs(ctx: Ctx, compId: number): Promise<number[]> {
  return (await getUnusedBibs(ctx.legacy, compId)).data
}

/** The competition's bib sort from its options (bibSort1..3; default surname, firstname, dob). */
export function bibSortOf(options: { bibSort1: string; bibSort2: string; bibSort3: string }): BibSortKey[] {
  return bibSortOrder([options.bibSort1, options.bibSort2, options.bibSort3])
}

/**
 * Gives an athlete a new bib. Checked against the list first (the spec's uniqueness message), so a
 * taken number is refused before any write; the legacy site checks again.
 */
export async function changeAthleteBib(ctx: Ctx, compId: number, athleteId: number, bibNo: string): Promise<Outcome> {
  try {
    const { data } = await listBibs(ctx.legacy, compId)
    if (!data.some((a) => a.athleteId === athleteId)) return { ok: false, status: 404, message: { key: 'bibs.unknownAthlete' } }
    const after = data.map((a) => (a.athleteId === athleteId ? { ...a, bibNo } : a))
    if (duplicateBibs(after).includes(bibNo)) return { ok: false, status: 400, message: { key: 'bibs.notUnique' } }
    await changeBib(ctx.legacy, compId, athleteId, bibNo)
    return { ok: true }
  } catch (err) {
    return refused(err)
  }
}
