import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, maybe, partial } from './wire'

const id = z.coerce.number().int()
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '')
const money = z.coerce.number().catch(0)

const permissionWire = z.object({
  role: z.string(),
  orgid: id.catch(0),
  compid: id.catch(0),
  orgname: maybe(text),
})

const healthCheckWire = z.object({ every: z.coerce.number().catch(0), lastRun: text })

export const appConfigWire = z.looseObject({
  systemName: text,
  env: text,
  theme: text.transform((t) => t.toLowerCase() || 'default'),
  logo: text,
  lite: z.coerce.boolean().catch(false),
  currency: text,
  userguide: text,
  defaultao: text,
  userId: id.catch(0),
  role: z.string().catch('ANON'),
  logout: text,
  options: partial({
    addCost: money,
    minFee: money,
    minCost: money,
    percCharged: money,
    message: text,
    nationalminCost: money,
    nationaladdCost: money,
    homeMessage: text,
    cartTimeLimit: z.coerce.number().catch(30),
    health: z.record(z.string(), healthCheckWire).catch({}),
    pwd: partial({ regex: text, helpText: text }).catch({}),
    useStripeConnect: z.coerce.boolean().catch(false),
    /** A new competition's allowExpiredRegistration (3-organiser-admin.md §2 builder). */
    defaultAllowExpiredRegistration: flag,
  })
    .loose()
    .catch({}),
  userInfo: partial({
    user: partial({
      id: id.catch(0),
      display_name: text,
      user_email: text,
      impersonating: z.coerce.boolean().catch(false),
      version: partial({ current: text, toggle: z.coerce.boolean().catch(false) }).catch({}),
    }).catch({}),
    e4s_credit: money,
    /** Entities the user represents: clubs, and areas with their level (2 county, 3 region). */
    clubs: z.array(z.looseObject({ id: id.catch(0), name: text.catch('') })).catch([]),
    areas: z.array(z.looseObject({ id: id.catch(0), entityLevel: z.coerce.number().catch(0) })).catch([]),
    security: partial({ permissions: z.array(permissionWire).catch([]) }).catch({}),
  }).catch({}),
  /** User messages (1-shell §3): `adminOnly` is our reading of "some admin-only" (docs/legacy-wire.md). */
  messages: z
    .array(z.looseObject({ id: z.coerce.number().catch(0), level: text.catch(''), message: text.catch(''), adminOnly: flag }))
    .catch([]),
})

const namedWire = z.object({ id, name: z.string() })
export const configMetaWire = partial({
  events: z.array(namedWire.extend({ tf: maybe(text), uomType: maybe(text) }).loose()).catch([]),
  locations: z.array(namedWire.loose()).catch([]),
  organisers: z.array(namedWire.loose()).catch([]),
})

export const configAnswerSchema = envelope(appConfigWire, configMetaWire.optional())
export type ConfigAnswer = z.infer<typeof configAnswerSchema>

/** Public config: without a token it is the same for everyone (cacheable under a shared key). */
export function getPublicConfig(legacy: LegacyCaller, options: { asUser: boolean }) {
  return legacy.call({
    endpoint: options.asUser ? 'config.public.user' : 'config.public',
    method: 'GET',
    path: rest('/v5/public/config'),
    auth: options.asUser ? 'required' : 'none',
    schema: configAnswerSchema,
  })
}

export function getAdminConfig(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'config.admin',
    method: 'GET',
    path: rest('/v5/admin/config'),
    auth: 'required',
    schema: configAnswerSchema,
  })
}

/**
 * Saves the store configuration (3-organiser-admin §2 sec-grid; **our invention** `PUT
 * /v5/admin/config`, docs/legacy-wire.md "Store configuration"): the fee and basket options only;
 * the answer is the admin config with them.
 */
export function saveStoreOptions(legacy: LegacyCaller, options: Record<string, number>) {
  return legacy.call({
    endpoint: 'config.admin.save',
    method: 'PUT',
    path: rest('/v5/admin/config'),
    body: { options },
    auth: 'required',
    schema: configAnswerSchema,
    changes: [rest('/v5/admin/config'), rest('/v5/public/config')],
  })
}
