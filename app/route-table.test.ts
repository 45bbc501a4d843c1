import { describe, expect, it } from 'vitest'
import { PRODUCT_NAME } from '#bff/domain/routing/route-table'
import { pageTitle, routeMeta, titleText } from './components/title'
import '~/i18n-texts.server'
import en from './locales/en/routes.json'
import fr from './locales/fr/routes.json'
import { matchV1, ROUTES, titleFor } from './route-table'

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const rootFor = (lang: string) => [{ id: 'root', data: { lang, config: { systemName: 'Acme Entries' } } }]

// 1-shell §2.3 with every param 7; the other screens are titled with the product name.
const SPEC: Record<string, string> = {
  home: 'Home',
  homeV2: 'Home',
  login: 'Login',
  register: 'Register',
  forgot: 'Forgot',
  reset: 'Reset',
  entry: '7: Entry',
  showEntry: '7: Comp',
  athlete: '7: Athlete',
  athletes: 'Athletes',
  schedule: 'Schedule',
  messages: 'Messages for Comp: 7',
  userSearch: 'Users',
  user: 'User',
  clubSearch: 'Clubs',
  club: '7: Club',
  orgSearch: 'Organisations',
  reports: 'Reports',
  cheques: 'Cheques',
  builder: '7: Builder',
  contactOrganiser: '7: Contact',
  shop: '7: Shop',
  // Issue 30: no v1 screen, so no spec title; titled like the screens of §2.3.
  myCompetitions: 'My competitions',
  competitionHub: '7: Competition tools',
  organiserReport: '7: Organiser report',
  // Issue 30's self-service profile: no v1 screen either.
  profile: 'My profile',
  secondaryProducts: '7: Secondary products',
}

describe('route titles', () => {
  it.each(ROUTES.map((entry) => ({ name: entry.name, entry })))('$name: the §2.3 title, else the product name', ({ name, entry }) => {
    const shape = entry.v2 ?? entry.v1[0]
    const params = Object.fromEntries([...shape.matchAll(/:(\w+)/g)].map((m) => [m[1], '7']))
    const title = titleFor({ entry, params })
    expect(titleText(rootFor('en')[0].data, title)).toBe(SPEC[name] ?? 'Acme Entries')
    expect(titleText(undefined, title)).toBe(SPEC[name] ?? PRODUCT_NAME)
    const french = titleText(rootFor('fr')[0].data, title)
    if (SPEC[name]) expect(french).not.toMatch(/Acme|\{/)
    else expect(french).toBe('Acme Entries')
  })

  it('every titled screen has an English and a French text with the same placeholders, all route params; no other title texts', () => {
    const keys = ROUTES.flatMap((e) => (e.titleKey ? [e.titleKey.replace(/^titles\./, '')] : []))
    expect(keys.sort()).toEqual(Object.keys(SPEC).sort())
    for (const key of keys) {
      expect(en.titles[key as keyof typeof en.titles], key).toBeTruthy()
      expect(fr.titles[key as keyof typeof fr.titles], key).toBeTruthy()
    }
    // Variants (`messages_withParam`) included: same placeholders in both languages, all of them route params.
    for (const [key, text] of Object.entries(en.titles)) {
      expect(variables(fr.titles[key as keyof typeof fr.titles]), key).toEqual(variables(text))
      const route = ROUTES.find((e) => e.titleKey === `titles.${key.replace(/_\w+$/, '')}`)
      expect(route, key).toBeDefined()
      const params = new Set(Array.from([route!.v2 ?? '', ...route!.v1].join('/').matchAll(/:(\w+)/g), (m) => m[1]))
      for (const name of variables(text)) expect(params.has(name), `${key} {{${name}}}`).toBe(true)
    }
    expect(Object.keys(fr.titles).sort()).toEqual(Object.keys(en.titles).sort())
    expect(Object.keys(fr.placeholder).sort()).toEqual(Object.keys(en.placeholder).sort())
  })

  it('pageTitle speaks the page language, with the optional-param variant', () => {
    const messages = ROUTES.find((e) => e.name === 'messages')!
    expect(pageTitle(rootFor('en'), titleFor({ entry: messages, params: {} }))).toContainEqual({ title: 'Messages' })
    expect(pageTitle(rootFor('fr'), titleFor({ entry: messages, params: { compId: '4' } }))).toContainEqual({
      title: 'Messages de la compétition\u00a0: 4',
    })
    expect(pageTitle(rootFor('en'), titleFor(matchV1('/entry')!))).toContainEqual({ title: 'Entry' })
  })

  it('routeMeta titles a page from its route table entry and its params', () => {
    const args = (lang: string, params: Record<string, string | undefined>) => ({ matches: rootFor(lang), params }) as never
    expect(routeMeta('showEntry')(args('fr', { id: '12' }))).toContainEqual({ title: '12 : Compétition' })
    expect(routeMeta('entry')(args('fr', { id: '3' }))).toContainEqual({ title: '3 : Engagement' })
    expect(routeMeta('user')(args('fr', { id: undefined }))).toContainEqual({ title: 'Utilisateur' })
    expect(routeMeta('cart')(args('fr', {}))).toContainEqual({ title: 'Acme Entries' })
    expect(routeMeta('cart')({ matches: [], params: {} } as never)).toContainEqual({ title: PRODUCT_NAME })
    expect(() => routeMeta('noSuchScreen')).toThrow()
  })

  it('every page has a description: its own, else the site one in its language (issue 11)', () => {
    const description = (meta: unknown) => (meta as { name?: string; content?: string }[]).find((d) => d.name === 'description')?.content
    const args = (lang: string, data?: unknown) => ({ matches: rootFor(lang), params: { id: '12' }, data }) as never
    expect(description(routeMeta('cart')(args('en')))).toBe('Acme Entries: find athletics competitions and enter your athletes online.')
    expect(description(routeMeta('cart')(args('fr')))).toBe(
      'Acme Entries\u00a0: trouvez des compétitions d’athlétisme et inscrivez vos athlètes en ligne.',
    )
    expect(description(routeMeta('showEntry', () => 'Own text')(args('fr', {})))).toBe('Own text')
  })
})
