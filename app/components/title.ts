import type { MetaDescriptor, MetaFunction } from '@remix-run/node'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/language'
import { PRODUCT_NAME, ROUTES, titleFor } from '#bff/domain/route-table'
import { getI18n } from '~/i18n'

type Match = { id: string; data: unknown }
type Root = { lang?: string; config?: { systemName?: string } }
export type Title = ReturnType<typeof titleFor>

/** A page without a title of its own: the product name. */
export const UNTITLED: Title = { key: null, values: {} }

/** A page's title in its language: its route table text, else the product name (1-shell §2.3). */
export function titleText(root: Root | undefined, { key, values }: Title): string {
  if (!key) return root?.config?.systemName || PRODUCT_NAME
  const lang = isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE
  return getI18n(lang).t(key, { ...values, ns: 'routes' })
}

/** Meta functions run outside React, so no hook: the root data comes from the matches. */
export function pageTitle(matches: Match[], title: Title): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as Root | undefined
  return [{ title: titleText(root, title) }]
}

/** The `meta` of the page of route table entry `name`. */
export function routeMeta(name: string): MetaFunction {
  const entry = ROUTES.find((e) => e.name === name)
  if (!entry) throw new Error(`No route named ${name}`)
  return ({ matches, params, error }) => {
    // An error page is titled like the root's (the product name), whichever boundary draws it.
    if (error) return pageTitle(matches, UNTITLED)
    const given = Object.entries(params).filter((p): p is [string, string] => p[1] !== undefined)
    return pageTitle(matches, titleFor({ entry, params: Object.fromEntries(given) }))
  }
}
