import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TOOLS } from '#bff/domain/competition/competition-tools'
import { ANONYMOUS, menuVisibility, type MenuVisibility, type UserAuth } from '#bff/domain/routing/permissions'
import { ROUTES, routeNamed, screenAccess, type RouteEntry } from '#bff/domain/routing/route-table'

// Every screen that needs a permission is linked from somewhere a user with that permission sees
// (issue 30): the competition tools (card, competition admin card, hub), the profile menu, or
// another screen. Each source is checked against the code that draws the link, so a new
// permissioned screen without one fails here until it has one and says where.

type Source =
  /** One of the competition tools (bff/domain/competition/competition-tools.ts): shown by the same permission. */
  | { tool: true }
  /** The profile menu (app/components/site-header.tsx), shown by a flag of the shell's user. */
  | { menu: true }
  /** Another screen's code draws the link; `seenBy` says who sees it there. */
  | { file: string; seenBy: string }

const LINKED_FROM: Record<string, Source[]> = {
  builder: [{ tool: true }],
  bibs: [{ tool: true }],
  autoEntries: [{ tool: true }],
  messageCreate: [{ tool: true }],
  ticketAdmin: [{ tool: true }],
  ticketGatekeeper: [{ tool: true }],
  scoreboardOutputList: [{ tool: true }],
  checkin: [{ tool: true }],
  resultsImportFile: [{ tool: true }],
  organiserReport: [{ tool: true }],
  secondaryProducts: [{ file: 'bff/pages/competition-hub.server.ts', seenBy: 'builders, on the hub' }],
  builderOrganisation: [{ file: 'app/components/builder-organisation-form.tsx', seenBy: 'the builder' }],
  builderAgeGroups: [{ file: 'app/routes/v2.builder-v2.$id.$step.tsx', seenBy: 'the builder' }],
  builderDiscounts: [{ file: 'app/routes/v2.builder-v2.$id.$step.tsx', seenBy: 'the builder' }],
  compStatus: [{ file: 'bff/domain/competition/competition-card.ts', seenBy: 'admins, on the card (E4S section)' }],
  actions: [{ file: 'bff/pages/event-group.server.ts', seenBy: 'builders, on the event group athletes page' }],
  eventGroupAthletes: [{ file: 'app/components/event-group-links.tsx', seenBy: 'builders, on the seeding page' }],
  ageGroupCoverage: [{ file: 'app/components/event-group-links.tsx', seenBy: 'builders, on the seeding page' }],
  myCompetitions: [{ menu: true }, { file: 'app/routes/v2._index.tsx', seenBy: 'the same users, on the home page' }],
  competitionHub: [
    { file: 'bff/pages/competition-hub.server.ts', seenBy: 'everyone who works the competition, on My competitions' },
    { file: 'bff/services/competition-cards.server.ts', seenBy: 'the same, on the card' },
  ],
  whoIsHere: [{ file: 'app/routes/v2.checkin-v2.$id.tsx', seenBy: 'the desk' }],
  ticket: [{ file: 'bff/domain/tickets/ticket-code.ts', seenBy: 'ticket staff, on the ticket admin table' }],
  scoreboardOutput: [{ file: 'app/routes/v2.scoreboard-output-list.$compId.tsx', seenBy: 'scoreboard staff, on the outputs' }],
  resultsEntry: [
    { file: 'bff/pages/competition-hub.server.ts', seenBy: 'scoreboard staff, on the hub' },
    { file: 'bff/pages/seeding.server.ts', seenBy: 'scoreboard staff, on the seeding page' },
  ],
  resultsImport: [{ file: 'app/components/results-import.tsx', seenBy: 'scoreboard staff, on the photo-finish import' }],
  user: [{ file: 'app/routes/v2.user-search-v2.tsx', seenBy: 'the search' }],
  helpForm: [{ file: 'app/routes/v2.help-form-list.tsx', seenBy: 'the help list' }],
  userSearch: [{ menu: true }],
  // The v2 menu offers Clubs to admins only (§6, decision 034): builders find it on My competitions.
  clubSearch: [{ file: 'app/routes/v2.my-competitions.tsx', seenBy: 'builders of any organisation, on My competitions' }],
  orgSearch: [{ menu: true }],
  stripeUsers: [{ menu: true }],
  financeReport: [{ menu: true }],
  cheques: [{ menu: true }],
  reports: [{ menu: true }],
  helpFormList: [{ menu: true }],
  secGrid: [{ menu: true }],
}

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** The screen's v2 address as code writes it: a literal segment as is, a param as `${…}` or a literal value. */
function linkPattern(e: RouteEntry): RegExp {
  const param = String.raw`(?:\$\{[^}]+\}|[\w-]+)`
  const parts = e.v2!.split('/').filter(Boolean)
  const body = parts
    .map((part) =>
      part.endsWith('?') ? `(?:/${param})?` : `/${part.startsWith(':') ? param : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('')
  // Or by its name, through the helpers that build a screen's address (the legacy screen's when it hands over).
  return new RegExp(`${body}(?![\\w-])|(?:competitionScreenHref|screenHref)\\('${e.name}'`)
}

const HEADER = read('app/components/site-header.tsx')
const SHELL = read('app/shell.server.ts')

/** The menuVisibility key that shows the header's link to `path`: the `user.<flag>` guarding it, as the shell fills it. */
function menuKeyFor(path: string): keyof MenuVisibility | null {
  const at = HEADER.search(new RegExp(`(?:to|href)="${path}"`))
  if (at < 0) return null
  const flag = [...HEADER.slice(0, at).matchAll(/\{user\.(\w+) \?/g)].at(-1)?.[1]
  const key = flag ? new RegExp(`\\b${flag}: menu\\.(\\w+)`).exec(SHELL)?.[1] : undefined
  return (key as keyof MenuVisibility | undefined) ?? null
}

const who = (role: UserAuth['role'], permissions: UserAuth['permissions'] = []): UserAuth => ({ userId: 9, role, permissions })
const USERS: UserAuth[] = [
  ANONYMOUS,
  who('USER'),
  who('USER', [{ role: 'BUILDER', orgId: 12, compId: 0 }]),
  who('USER', [{ role: 'BUILDER', orgId: 12, compId: 501 }]),
  who('USER', [{ role: 'CHECKIN', orgId: 12, compId: 501 }]),
  who('USER', [{ role: 'TICKET', orgId: 12, compId: 0 }]),
  who('USER', [{ role: 'SCOREBOARD', orgId: 12, compId: 501 }]),
  who('USER', [{ role: 'FINANCE', orgId: 38, compId: 0 }]),
  who('USER', [{ role: 'ADMIN', orgId: 0, compId: 0 }]),
  who('APPADMIN'),
  who('E4SUSER'),
]

const permissioned = ROUTES.filter((e) => e.requires && e.v2 !== null && e.built)

describe('every permissioned screen is linked where its users look (issue 30)', () => {
  it('each one says where it is linked from, and only those', () => {
    expect(Object.keys(LINKED_FROM).sort()).toEqual(permissioned.map((e) => e.name).sort())
  })

  it.each(permissioned.map((e) => [e.name, e] as const))('%s', (name, e) => {
    for (const source of LINKED_FROM[name] ?? []) {
      if ('tool' in source) {
        const tool = TOOLS.find((t) => t.route === name)
        expect(tool, `${name}: a competition tool`).toBeDefined()
        // The tool is shown by the screen's own permission.
        expect(e.requires).toMatchObject({ kind: 'permission', name: tool!.needs })
      } else if ('menu' in source) {
        const key = menuKeyFor(e.v2!)
        expect(key, `${name}: a menu link guarded by a shell flag`).not.toBeNull()
        // Shown exactly to those who may open it.
        for (const u of USERS)
          expect(menuVisibility(u)[key!], `${name} for ${u.role} ${JSON.stringify(u.permissions)}`).toBe(
            screenAccess({ entry: e, params: {} }, u) === 'open',
          )
      } else {
        expect(read(source.file), `${name} in ${source.file}`).toMatch(linkPattern(e))
      }
    }
  })

  it('the check finds a link and misses a screen nobody links to', () => {
    expect(read('app/routes/v2.checkin-v2.$id.tsx')).toMatch(linkPattern(routeNamed('whoIsHere')))
    expect(read('app/routes/v2.checkin-v2.$id.tsx')).not.toMatch(linkPattern(routeNamed('secGrid')))
    expect(menuKeyFor('/v2/no-such-screen')).toBeNull()
  })
})
