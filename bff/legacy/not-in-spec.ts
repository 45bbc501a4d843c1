// The legacy calls this project makes that the spec does not name (our invention): a legacy site
// as the spec shows it lacks them until it adds them. One list, read by the simulator's spec-only
// mode (it answers each `rest_no_route`), by the screens' declared needs and by the test that
// writes docs/legacy-wire.md's table of them (`inventionTable`, decisions 067 and 074).
// `endpoint` is the legacy client's name for the call; `path` the path under /wp-json/e4s/v5,
// `{name}` a number, `{name|word}` a number or that word.

export type NotInSpecCall = {
  endpoint: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** What it is, one line, and where docs/legacy-wire.md describes it. */
  what: string
  /** What the legacy site must add, and what the screens do until it has. */
  mustAdd: string
}

export const NOT_IN_SPEC_CALLS: readonly NotInSpecCall[] = [
  {
    endpoint: 'basket.handoff',
    method: 'GET',
    path: '/basket/handoff',
    what: 'a one-time basket address (`BASKET_HANDOFF=handoff-url` only; below, "Basket hand-off")',
    mustAdd:
      "nothing by default: the default `wp-cookie` mode signs the browser in with `POST /wp-login.php`; for `handoff-url`, a one-time address of the user's basket",
  },
  {
    endpoint: 'messages.list',
    method: 'GET',
    path: '/messages',
    what: 'the user\'s messages, `?compid=` a competition\'s (the spec names the screens, not their calls; below, "Messages")',
    mustAdd: "a list of the user's messages; until then the messages page hands over to the legacy one",
  },
  {
    endpoint: 'messages.get',
    method: 'GET',
    path: '/messages/{id}',
    what: 'one message (below, "Messages")',
    mustAdd: 'one message by id for its reader; until then the message page hands over to the legacy one',
  },
  {
    endpoint: 'messages.read',
    method: 'POST',
    path: '/messages/{id}/read',
    what: 'marking one message read (below, "Messages")',
    mustAdd: 'marking a message read; until then the mark answers with the mapped failure',
  },
  {
    endpoint: 'messages.delete',
    method: 'POST',
    path: '/messages/{id}/delete',
    what: 'deleting one message (below, "Messages")',
    mustAdd: 'deleting a message; until then the delete answers with the mapped failure',
  },
  {
    endpoint: 'messages.create',
    method: 'POST',
    path: '/messages',
    what: 'sending a message to a competition\'s entrants or to every user (the spec: "Email messages service … create", path not shown; below, "Send a message")',
    mustAdd:
      'a message send; until then sending answers with the mapped failure, and the send page hands over once the call is known missing',
  },
  {
    endpoint: 'clubs.read',
    method: 'GET',
    path: '/clubs/{id}',
    what: 'one club by id, the generic resource helper\'s `GET {endpoint}/{id}` on the clubs endpoint (below, "Club")',
    mustAdd: "one club by id, in the clubs lookup's row shape; until then the club page hands over to the legacy one",
  },
  {
    endpoint: 'builder.agegroup.create',
    method: 'POST',
    path: '/ag',
    what: 'age group create on the generic resource helper (the spec: "age group create / update", paths not shown; below, "Builder: age groups")',
    mustAdd: 'accepting an age group create; until then saving a new age group answers with the mapped failure',
  },
  {
    endpoint: 'builder.agegroup.update',
    method: 'PUT',
    path: '/ag/{id}',
    what: 'age group update on the generic resource helper (below, "Builder: age groups")',
    mustAdd: 'accepting an age group update; until then saving an age group answers with the mapped failure',
  },
  {
    endpoint: 'builder.price.create',
    method: 'POST',
    path: '/price',
    what: 'a price created with each event added (the spec names only the list; below, "Builder: events")',
    mustAdd: 'accepting a price create on its resource; until then adding an event answers with the mapped failure',
  },
  {
    endpoint: 'builder.compevent.create',
    method: 'POST',
    path: '/compevent',
    what: 'an event added to a competition (the spec names `GET /v5/compevent?compId` and the delete; below, "Builder: events")',
    mustAdd: 'accepting a competition event create; until then adding an event answers with the mapped failure',
  },
  {
    endpoint: 'scoreboard.event',
    method: 'GET',
    path: '/public/scoreboard/{compId}/{eventNo|all}',
    what: 'one event\'s live results for a scoreboard (below, "Scoreboard event")',
    mustAdd: "an event's live results and ranking; until then the scoreboard page hands over to the legacy one",
  },
  {
    endpoint: 'scoreboard.outputs',
    method: 'GET',
    path: '/scoreboard/outputs/{compId}',
    what: 'a competition\'s scoreboard outputs (below, "Scoreboard outputs")',
    mustAdd: "the list of a competition's outputs; until then the output list hands over to the legacy one",
  },
  {
    endpoint: 'scoreboard.output',
    method: 'GET',
    path: '/public/scoreboard/output/{compId}/{id}',
    what: 'one scoreboard output (below, "Scoreboard outputs")',
    mustAdd: 'one output by id; until then the output pages hand over to the legacy ones',
  },
  {
    endpoint: 'scoreboard.output.save',
    method: 'POST',
    path: '/scoreboard/output',
    what: 'saving a scoreboard output (below, "Scoreboard outputs")',
    mustAdd: 'saving an output; until then saving answers with the mapped failure',
  },
  {
    endpoint: 'scoreboard.output.delete',
    method: 'DELETE',
    path: '/scoreboard/output/{compId}/{id}',
    what: 'deleting a scoreboard output (below, "Scoreboard outputs")',
    mustAdd: 'deleting an output; until then deleting answers with the mapped failure',
  },
  {
    endpoint: 'bibs.list',
    method: 'GET',
    path: '/bib/list/{compId}',
    what: 'a competition\'s athletes and their bib numbers (below, "Bibs"; the check-in search, which has bibs, answers only when check-in is on)',
    mustAdd: "the list of a competition's athletes with their bibs; until then the bibs page hands over to the legacy one",
  },
  {
    endpoint: 'secondary.basket',
    method: 'POST',
    path: '/secondary/basket',
    what: 'shop items put in the basket (below, "Shop basket")',
    mustAdd: 'adding a shop item to the basket; until then the shop page shows without them',
  },
  {
    endpoint: 'secondary.basket.list',
    method: 'GET',
    path: '/secondary/basket',
    what: 'the basket\'s shop lines, `?compid=` (below, "Shop basket lines")',
    mustAdd: "the basket's shop lines; until then the shop page shows without them",
  },
  {
    endpoint: 'results.entries',
    method: 'GET',
    path: '/results/entries/{compId}/{eventGroupId}',
    what: 'an event group\'s entries for results entry (below, "Results")',
    mustAdd: "an event group's entries with their bibs and lanes; until then results entry hands over to the legacy one",
  },
  {
    endpoint: 'results.field',
    method: 'POST',
    path: '/otd/secure/field/{compId}/{eventGroupId}',
    what: 'a field event\'s results upload, the track upload\'s counterpart (below, "Field upload")',
    mustAdd: "accepting a field event's series; until then saving field results answers with the mapped failure",
  },
  {
    endpoint: 'results.public',
    method: 'GET',
    path: '/public/results/{compId}',
    what: 'a competition\'s results by event group and heat (below, "Results"; no call the spec names carries a result)',
    mustAdd: "a competition's public results; until then the results pages hand over to the legacy ones",
  },
  {
    endpoint: 'seeding.list',
    method: 'GET',
    path: '/public/seeding/{compId}',
    what: 'the seeding entry list (below, "Seeding")',
    mustAdd: "a competition's entries by event group for seeding; until then the seeding page hands over to the legacy one",
  },
  {
    endpoint: 'seeding.heats',
    method: 'GET',
    path: '/public/seeding/{compId}/heats',
    what: 'the saved heats (below, "Seeding")',
    mustAdd: 'the heats saved for a competition; until then the seeding page shows none saved',
  },
  {
    endpoint: 'seeding.save',
    method: 'POST',
    path: '/seeding/{compId}/{eventGroupId}',
    what: 'saving an event group\'s heats (below, "Seeding")',
    mustAdd: 'saving heats; until then saving answers with the mapped failure',
  },
  {
    endpoint: 'help.readById',
    method: 'GET',
    path: '/help/{id}',
    what: 'one help text by id, through the generic resource helper (below, "Field help")',
    mustAdd: 'one help item by id; until then the help form hands over to the legacy one',
  },
  {
    endpoint: 'help.list',
    method: 'GET',
    path: '/help',
    what: 'the help texts, `?startswith=&pagenumber=&pagesize=&sortkey=key` (below, "Field help")',
    mustAdd: 'the list of help items; until then the help list hands over to the legacy one',
  },
  {
    endpoint: 'cheques.list',
    method: 'GET',
    path: '/cheques',
    what: 'the cheque payments (the spec names the cheques screen, its rule and the payment status labels, no call; below, "Cheques")',
    mustAdd: 'the list of cheque payments; until then the cheques page hands over to the legacy one',
  },
  {
    endpoint: 'cheques.received',
    method: 'POST',
    path: '/cheques/{orderId}/received',
    what: 'marking a cheque received (below, "Cheques")',
    mustAdd: 'marking a cheque received; until then the mark answers with the mapped failure',
  },
  {
    endpoint: 'entry.read',
    method: 'GET',
    path: '/entry/read/{entryId}',
    what: 'one entry for the entry actions (below, "Entry actions")',
    mustAdd: 'one entry by id with its event, price and paid state; until then the actions page hands over to the legacy one',
  },
  {
    endpoint: 'stripe.users',
    method: 'GET',
    path: '/stripe/users',
    what: 'the payment-provider users (below, "Finance")',
    mustAdd: 'the list of payment-provider users; until then the page hands over to the legacy one',
  },
  {
    endpoint: 'config.admin.save',
    method: 'PUT',
    path: '/admin/config',
    what: 'saving the store configuration (the spec names the read; below, "Store configuration")',
    mustAdd: 'saving the store configuration; until then saving answers with the mapped failure',
  },
  {
    endpoint: 'tickets.list',
    method: 'GET',
    path: '/tickets/{compId}',
    what: 'a competition\'s tickets (below, "Tickets")',
    mustAdd: "the list of a competition's tickets; until then the ticket admin page hands over to the legacy one",
  },
  {
    endpoint: 'tickets.read',
    method: 'GET',
    path: '/tickets/{compId}/{id}',
    what: 'one ticket (below, "Tickets")',
    mustAdd: 'one ticket by id; until then the ticket page hands over to the legacy one',
  },
  {
    endpoint: 'tickets.scan',
    method: 'POST',
    path: '/tickets/{compId}/{id}/scan',
    what: 'scanning a ticket at the gate (below, "Tickets")',
    mustAdd: 'marking a ticket scanned; until then the gate page hands over once the call is known missing',
  },
  {
    endpoint: 'tickets.order',
    method: 'GET',
    path: '/ticket-order/{orderId}',
    what: 'a ticket order (below, "Tickets")',
    mustAdd: 'one ticket order with its tickets; until then the order page hands over to the legacy one',
  },
  {
    endpoint: 'eventgroup.read',
    method: 'GET',
    path: '/public/eventgroup/{id}',
    what: "one event group with its competition and its events' age groups; the address carries only the group's id, so the competition's events cannot be read first (below, \"Event groups\")",
    mustAdd: 'one event group by id; until then the event-group athletes and age-group coverage pages hand over to the legacy ones',
  },
  {
    endpoint: 'eventgroup.entries',
    method: 'GET',
    path: '/eventgroup/{id}/entries',
    what: 'an event group\'s entries with paid states (below, "Event groups")',
    mustAdd: "an event group's entries with their paid state; until then the event-group athletes page hands over to the legacy one",
  },
  {
    endpoint: 'autoentries.read',
    method: 'GET',
    path: '/autoentries/{compId}',
    what: 'the automatic entries of a competition (below, "Automatic entries")',
    mustAdd: 'the automatic entries read; until then the page hands over to the legacy one',
  },
  {
    endpoint: 'autoentries.copy',
    method: 'POST',
    path: '/autoentries/{compId}',
    what: 'copying entries into the target competition (below, "Automatic entries")',
    mustAdd: 'copying automatic entries; until then copying answers with the mapped failure',
  },
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

/** A table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|')

/**
 * docs/legacy-wire.md's table of our inventions, one row per call, generated from this list
 * (`npx tsx scripts/legacy-wire-inventions.ts` writes it; tests/lint checks it is the same).
 */
export function inventionTable(calls: readonly NotInSpecCall[] = NOT_IN_SPEC_CALLS): string {
  const rows = calls.map((c) => `| \`${cell(wireName(c))}\` | **Our invention**: ${cell(c.what)} | ${cell(c.mustAdd)} |`)
  return ['| Call | What it is | What the legacy site must add |', '|---|---|---|', ...rows].join('\n')
}

export const INVENTION_TABLE_START = '<!-- inventions: generated from bff/legacy/not-in-spec.ts by scripts/legacy-wire-inventions.ts -->'
export const INVENTION_TABLE_END = '<!-- end of inventions -->'

/** The doc with its inventions table (between the two markers) written from the list. */
export function withInventionTable(doc: string, calls: readonly NotInSpecCall[] = NOT_IN_SPEC_CALLS): string {
  const start = doc.indexOf(INVENTION_TABLE_START)
  const end = doc.indexOf(INVENTION_TABLE_END)
  if (start < 0 || end < start) throw new Error('the inventions table markers are missing')
  return `${doc.slice(0, start)}${INVENTION_TABLE_START}\n${inventionTable(calls)}\n${doc.slice(end)}`
}
