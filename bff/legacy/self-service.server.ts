import { rest, type LegacyCaller, writeAnswerSchema } from './client.server'

/*
 * Self-service profile (1-shell §4, §7 `POST /v5/selfservice?ssid&entityid`, answer "profile
 * updated"): the signed-in user sets the entity they represent. `ssid` is read as the user's own
 * id and the entity as a club (docs/legacy-wire.md "Self-service profile").
 */

/** No `changes`: the user's config (clubs, security) and everything kept for them is read again. */
export function setSelfServiceEntity(legacy: LegacyCaller, change: { userId: number; entityId: number }) {
  return legacy.call({
    endpoint: 'selfservice',
    method: 'POST',
    path: rest('/v5/selfservice'),
    query: { ssid: change.userId, entityid: change.entityId },
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}
