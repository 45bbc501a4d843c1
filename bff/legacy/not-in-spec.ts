// The legacy calls this project makes that the spec does not name (our invention): a legacy site
// as the spec shows it lacks them until it adds them. One list, read by the simulator's spec-only
// mode (it answers each `rest_no_route`), by the screens' declared needs and by the test that
// keeps docs/legacy-wire.md's table "Calls the spec does not name" the same (decision 067).
// `endpoint` is the legacy client's name for the call; `path` the path under /wp-json/e4s/v5,
// `{name}` a number, `{name|word}` a number or that word.

export type NotInSpecCall = { endpoint: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }

export const NOT_IN_SPEC_CALLS: readonly NotInSpecCall[] = [
  { endpoint: 'basket.handoff', method: 'GET', path: '/basket/handoff' },
  { endpoint: 'messages.list', method: 'GET', path: '/messages' },
  { endpoint: 'messages.get', method: 'GET', path: '/messages/{id}' },
  { endpoint: 'messages.read', method: 'POST', path: '/messages/{id}/read' },
  { endpoint: 'messages.delete', method: 'POST', path: '/messages/{id}/delete' },
  { endpoint: 'messages.create', method: 'POST', path: '/messages' },
  { endpoint: 'clubs.read', method: 'GET', path: '/clubs/{id}' },
  { endpoint: 'builder.agegroup.create', method: 'POST', path: '/ag' },
  { endpoint: 'builder.agegroup.update', method: 'PUT', path: '/ag/{id}' },
  { endpoint: 'builder.price.create', method: 'POST', path: '/price' },
  { endpoint: 'builder.compevent.create', method: 'POST', path: '/compevent' },
  { endpoint: 'scoreboard.event', method: 'GET', path: '/public/scoreboard/{compId}/{eventNo|all}' },
  { endpoint: 'scoreboard.outputs', method: 'GET', path: '/scoreboard/outputs/{compId}' },
  { endpoint: 'scoreboard.output', method: 'GET', path: '/public/scoreboard/output/{compId}/{id}' },
  { endpoint: 'scoreboard.output.save', method: 'POST', path: '/scoreboard/output' },
  { endpoint: 'scoreboard.output.delete', method: 'DELETE', path: '/scoreboard/output/{compId}/{id}' },
  { endpoint: 'bibs.list', method: 'GET', path: '/bib/list/{compId}' },
  { endpoint: 'schedule.public', method: 'GET', path: '/public/schedule/{compId}' },
  { endpoint: 'secondary.basket', method: 'POST', path: '/secondary/basket' },
  { endpoint: 'secondary.basket.list', method: 'GET', path: '/secondary/basket' },
  { endpoint: 'results.entries', method: 'GET', path: '/results/entries/{compId}/{eventGroupId}' },
  { endpoint: 'results.field', method: 'POST', path: '/otd/secure/field/{compId}/{eventGroupId}' },
  { endpoint: 'results.public', method: 'GET', path: '/public/results/{compId}' },
  { endpoint: 'seeding.list', method: 'GET', path: '/public/seeding/{compId}' },
  { endpoint: 'seeding.heats', method: 'GET', path: '/public/seeding/{compId}/heats' },
  { endpoint: 'seeding.save', method: 'POST', path: '/seeding/{compId}/{eventGroupId}' },
  { endpoint: 'help.readById', method: 'GET', path: '/help/{id}' },
  { endpoint: 'help.list', method: 'GET', path: '/help' },
  { endpoint: 'cheques.list', method: 'GET', path: '/cheques' },
  { endpoint: 'cheques.received', method: 'POST', path: '/cheques/{orderId}/received' },
  { endpoint: 'entry.read', method: 'GET', path: '/entry/read/{entryId}' },
  { endpoint: 'stripe.users', method: 'GET', path: '/stripe/users' },
  { endpoint: 'config.admin.save', method: 'PUT', path: '/admin/config' },
  { endpoint: 'tickets.list', method: 'GET', path: '/tickets/{compId}' },
  { endpoint: 'tickets.read', method: 'GET', path: '/tickets/{compId}/{id}' },
  { endpoint: 'tickets.scan', method: 'POST', path: '/tickets/{compId}/{id}/scan' },
  { endpoint: 'tickets.order', method: 'GET', path: '/ticket-order/{orderId}' },
  { endpoint: 'eventgroup.read', method: 'GET', path: '/public/eventgroup/{id}' },
  { endpoint: 'eventgroup.entries', method: 'GET', path: '/eventgroup/{id}/entries' },
  { endpoint: 'autoentries.read', method: 'GET', path: '/autoentries/{compId}' },
  { endpoint: 'autoentries.copy', method: 'POST', path: '/autoentries/{compId}' },
]

export const LEGACY_REST_BASE = '/wp-json/e4s/v5'

/** The full path of a call as the doc writes it: `GET /wp-json/e4s/v5/clubs/{id}`. */
export function wireName(call: NotInSpecCall): string {
  return `${call.method} ${LEGACY_REST_BASE}${call.path}`
}

/** Matches the path of a request (query allowed) that is this call. */
export function pathPattern(call: NotInSpecCall): RegExp {
  const parts = `${LEGACY_REST_BASE}${call.path}`.split(/(\{[^}]+\})/)
  const source = parts
    .map((part) => {
      if (!part.startsWith('{')) return part.replace(/[.*+?^$()[\]\\|/]/g, '\\$&')
      const word = part.slice(1, -1).split('|')[1]
      return word ? `(?:\\d+|${word})` : '\\d+'
    })
    .join('')
  return new RegExp(`^${source}(?:\\?.*)?$`)
}
