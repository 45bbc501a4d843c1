import type { MetaDescriptor, MetaFunction } from '@remix-run/node'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'
import { PRODUCT_NAME, ROUTES, titleFor } from '#bff/domain/routing/route-table'
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

/**
 * The title and the meta description (the page's own text, else the site's in the page's language).
 * Meta functions run outside React, so no hook: the root data comes from the matches.
 */
export function pageTitle(matches: Match[], title: Title, description?: string): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as Root | undefined
  const lang = isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE
  const content = description || getI18n(lang).t('app.description', { name: root?.config?.systemName || PRODUCT_NAME })
  return [{ title: titleText(root, title) }, { name: 'description', content }]
}

/** The `meta` of the page of route table entry `name`; `describe` gives the page's own description from its data. */
export function routeMeta(name: string, describe?: (data: unknown) => string | undefined): MetaFunction {
  const entry = ROUTES.find((e) => e.name === name)
  if (!entry) throw new Error(`No route named ${name}`)
  return ({ matches, params, error, data }) => {
    // An error page is titled like the root's (the product name), whichever boundary draws it.
    if (error) return pageTitle(matches, UNTITLED)
    const given = Object.entries(params).filter((p): p is [string, string] => p[1] !== undefined)
    return pageTitle(matches, titleFor({ entry, params: Object.fromEntries(given) }), describe?.(data))
  }
}
