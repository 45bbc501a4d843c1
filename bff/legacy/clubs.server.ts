import { envelope, rest, type LegacyCaller } from './client.server'
import { clubWire } from './lookups.server'
import { segment } from './wire'

/*
 * One club by id: our invention, the generic resource helper's `GET {endpoint}/{id}` (1-shell §7)
 * on the clubs endpoint the spec names (3-organiser-admin §7 `GET /v5/clubs`). docs/legacy-wire.md
 * "Club" says what the legacy site would have to add.
 */

export const clubAnswerSchema = envelope(clubWire)

export function getClub(legacy: LegacyCaller, clubId: number) {
  return legacy.call({
    endpoint: 'clubs.read',
    method: 'GET',
    path: rest(`/v5/clubs/${segment(clubId)}`),
    auth: 'none',
    schema: clubAnswerSchema,
  })
}
