import { describe, expect, it } from 'vitest'
import { pageTitle } from './components/title'
import en from './locales/en/routes.json'
import fr from './locales/fr/routes.json'
import { ROUTES } from './route-table'

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const rootFor = (lang: string) => [{ id: 'root', data: { lang } }]

describe('route titles', () => {
  it('every title key has an English and a French text with the same placeholders, all route params', () => {
    for (const { titleKey } of ROUTES) {
      const key = titleKey.replace(/^titles\./, '') as keyof typeof en.titles
      expect(en.titles[key], titleKey).toBeTruthy()
      expect(fr.titles[key], titleKey).toBeTruthy()
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

  it('pageTitle reads namespaced keys, in the page language, with the optional-param variant', () => {
    expect(pageTitle(rootFor('en'), 'routes:titles.showEntry', { id: 12 })).toEqual([{ title: '12: Comp' }])
    expect(pageTitle(rootFor('fr'), 'routes:titles.showEntry', { id: 12 })).toEqual([{ title: '12 : Compétition' }])
    expect(pageTitle(rootFor('en'), 'routes:titles.messages', {})).toEqual([{ title: 'Messages' }])
    expect(pageTitle(rootFor('en'), 'routes:titles.messages', { compId: 4, context: 'withParam' })).toEqual([
      { title: 'Messages for Comp: 4' },
    ])
    expect(pageTitle(rootFor('en'), 'routes:titles.entry', { context: 'noParam' })).toEqual([{ title: 'Entry' }])
    expect(pageTitle(rootFor('fr'), 'routes:titles.user', { context: 'withParam', id: 3 })).toEqual([{ title: 'Utilisateur' }])
    expect(pageTitle(rootFor('en'), 'home.title')).toEqual([{ title: 'Home' }])
  })
})
