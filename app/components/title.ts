import type { MetaDescriptor } from '@remix-run/node'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/language'
import { getI18n, resources } from '~/i18n'

type Match = { id: string; data: unknown }

/** Page title in the page's language (meta functions run outside React, so no hook). */
export function pageTitle(matches: Match[], key: string, values?: Record<string, string | number>): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as { lang?: string; config?: { systemName?: string } } | undefined
  const lang = isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE
  const instance = getI18n(lang)
  const { ns, bare } = splitNamespace(key)
  return [{ title: instance.t(bare, { ...values, ns }) }]
}

/** 'routes:titles.athletes' → ns 'routes'. i18n.ts turns nsSeparator off (texts contain ':'), so only a known namespace is split off. */
function splitNamespace(key: string): { ns?: string; bare: string } {
  const i = key.indexOf(':')
  const ns = key.slice(0, Math.max(i, 0))
  return ns in resources.en ? { ns, bare: key.slice(i + 1) } : { bare: key }
}
