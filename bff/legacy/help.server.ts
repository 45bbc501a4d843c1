import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, lenient, num, segment, text } from './wire'

/*
 * Field help (3-organiser-admin §3 "Help item", §7 "Field help: read by key (GET help endpoint/{key});
 * create (id 0) or update"; the generic resource helper for the rest). The endpoint is our reading:
 * `/v5/help` (docs/legacy-wire.md "Field help").
 */

export const helpItemWire = lenient({ id: num, key: text, title: text, type: text, data: text, preload: flag })
export type HelpItemWire = z.infer<typeof helpItemWire>

export const helpAnswerSchema = envelope(helpItemWire)

const helpList = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((raw) => {
      const parsed = helpItemWire.safeParse(raw)
      return parsed.success && parsed.data.key ? [parsed.data] : []
    }),
  )
export const helpListAnswerSchema = envelope(helpList, lenient({ totalCount: num }))
export type HelpListAnswer = z.infer<typeof helpListAnswerSchema>

const HELP = '/v5/help'

/** One help item by its key; public (the panel shows on forms anyone may open). */
export function getHelpByKey(legacy: LegacyCaller, key: string) {
  return legacy.call({
    endpoint: 'help.read',
    method: 'GET',
    path: rest(`${HELP}/${encodeURIComponent(key)}`),
    auth: 'none',
    schema: helpAnswerSchema,
  })
}

/** One help item by id, for the admin's form (the resource helper's GET /{id}; keys never start with a digit). */
export function getHelpById(legacy: LegacyCaller, id: number) {
  return legacy.call({
    endpoint: 'help.readById',
    method: 'GET',
    path: rest(`${HELP}/${segment(id)}`),
    auth: 'required',
    schema: helpAnswerSchema,
  })
}

export type HelpListQuery = { startswith: string; pagenumber: number; pagesize: number }

/** The help items whose key starts with `startswith`, by key (the resource helper's list). */
export function listHelp(legacy: LegacyCaller, query: HelpListQuery) {
  return legacy.call({
    endpoint: 'help.list',
    method: 'GET',
    path: rest(HELP),
    query: { ...query, sortkey: 'key' },
    auth: 'required',
    schema: helpListAnswerSchema,
  })
}

export type HelpItemInput = { id: number; key: string; title: string; type: string; data: string; preload: boolean }

/** Creates (id 0, the resource helper's POST) or updates (PUT) a help item; answers the item saved. */
export function saveHelp(legacy: LegacyCaller, item: HelpItemInput) {
  return legacy.call({
    endpoint: item.id === 0 ? 'help.create' : 'help.update',
    method: item.id === 0 ? 'POST' : 'PUT',
    path: rest(HELP),
    body: item,
    auth: 'required',
    schema: helpAnswerSchema,
    changes: [rest(HELP)],
  })
}
