import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import type { UploadFile } from './multipart'
import { flag, id, isRecord, lenient, namedRef, segment, text } from './wire'

/*
 * One organisation as the builder edits it (3-organiser-admin §3 "Organisation", §7
 * `GET /v5/comporg/{id}`, "org create/update" paths not shown) and the file upload (`POST
 * /v5/upload`). Create and update are our reading of the generic resource helper on the same
 * resource (docs/legacy-wire.md "Builder: organisations").
 */

/** The options the form sets; any other option the legacy site keeps is sent back as read. */
export const compOrgOptionsWire = z
  .preprocess(
    (v) => (isRecord(v) ? v : {}),
    z
      .object({
        checkIn: lenient({ useTerms: flag, terms: text }),
        priority: lenient({ required: flag, code: text, dateTime: text, message: text }),
      })
      .loose(),
  )
  .catch({ checkIn: { useTerms: false, terms: '' }, priority: { required: false, code: '', dateTime: '', message: '' } })

export const compOrgWire = z.object({
  id,
  name: text,
  logo: text,
  status: text,
  stripeUser: z.preprocess((v) => (isRecord(v) ? v : { id: 0, name: '' }), namedRef).catch({ id: 0, name: '' }),
  options: compOrgOptionsWire,
})
export type CompOrgWire = z.infer<typeof compOrgWire>

export const compOrgAnswerSchema = envelope(compOrgWire)
export type CompOrgAnswer = z.infer<typeof compOrgAnswerSchema>

/** What a save sends: the organisation in the read shape (id 0 creates). */
export type CompOrgInput = {
  id: number
  name: string
  logo: string
  stripeUser: { id: number }
  options: Record<string, unknown>
}

export function getCompOrg(legacy: LegacyCaller, orgId: number) {
  return legacy.call({
    endpoint: 'builder.comporg',
    method: 'GET',
    path: rest(`/v5/comporg/${segment(orgId)}`),
    auth: 'required',
    schema: compOrgAnswerSchema,
  })
}

/** Creates (id 0: POST) or updates (PUT by id) an organisation; the answer is the organisation as saved. */
export function saveCompOrg(legacy: LegacyCaller, input: CompOrgInput) {
  const create = input.id === 0
  return legacy.call({
    endpoint: create ? 'builder.comporg.create' : 'builder.comporg.update',
    method: create ? 'POST' : 'PUT',
    path: rest(create ? '/v5/comporg' : `/v5/comporg/${segment(input.id)}`),
    body: input,
    auth: 'required',
    schema: compOrgAnswerSchema,
    changes: [rest('/v5/comporg'), rest('/v5/myorgs'), rest('/v5/orgs')],
  })
}

/** §7: the answer is errNo, error and the stored file's path (no data envelope). */
export const uploadAnswerSchema = z.object({
  errNo: z.coerce.number().default(0),
  error: z.string().nullish(),
  path: z.string().trim().min(1),
})
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>

/** Sends one file; the answer's path is where the legacy site keeps it. */
export function uploadFile(legacy: LegacyCaller, file: Omit<UploadFile, 'field'>) {
  return legacy.call({
    endpoint: 'upload',
    method: 'POST',
    path: rest('/v5/upload'),
    file: { field: 'file', ...file },
    auth: 'required',
    schema: uploadAnswerSchema,
    changes: [],
  })
}
