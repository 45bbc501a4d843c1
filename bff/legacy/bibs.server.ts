import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller, writeAnswerSchema } from './client.server'
import { id, text } from './wire'

/*
 * Bib calls (3-organiser-admin §7: `POST /v5/bib/change/{a}/{b}/{c}`, `GET /v5/bib/unused/{compId}`).
 * Our readings: change's segments are competition, athlete and the new bib; unused answers the
 * numbers. The list of athletes and their bibs is our invention (docs/legacy-wire.md "Bibs").
 */

export const bibHolderWire = z.object({ athleteId: id, firstName: text, surName: text, dob: text, club: text, bibNo: text })
export type BibHolderWire = z.infer<typeof bibHolderWire>

// Strict: a bib list with an athlete left out could hide a duplicate.
const listAnswer = envelope(z.array(bibHolderWire))
const unusedAnswer = envelope(z.array(z.coerce.number().int()).catch([]))

const seg = (value: number | string) => encodeURIComponent(String(value))

export function listBibs(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'bibs.list',
    method: 'GET',
    path: rest(`/v5/bib/list/${seg(compId)}`),
    auth: 'required',
    schema: listAnswer,
  })
}

export function getUnusedBibs(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'bibs.unused',
    method: 'GET',
    path: rest(`/v5/bib/unused/${seg(compId)}`),
    auth: 'required',
    schema: unusedAnswer,
  })
}

export function changeBib(legacy: LegacyCaller, compId: number, athleteId: number, bibNo: string) {
  return legacy.call({
    endpoint: 'bibs.change',
    method: 'POST',
    path: rest(`/v5/bib/change/${seg(compId)}/${seg(athleteId)}/${seg(bibNo)}`),
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}
