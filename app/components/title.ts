import type { MetaDescriptor } from '@remix-run/node'
import type { i18n } from 'i18next'
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '#bff/domain/language'
import { createI18n, resources } from '~/i18n'

const instances = new Map<Language, i18n>()

type Match = { id: string; data: unknown }

/** Page title in the page's language (meta functions run outside React, so no hook). */
export function pageTitle(matches: Match[], key: string, values?: Record<string, string | number>): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as { lang?: string; config?: { systemName?: string } } | undefined
  const lang = isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE
  let instance = instances.get(lang)
  if (!instance) {
    instance = createI18n(lang)
    instances.set(lang, instance)
  }
  const { ns, bare } = splitNamespace(key)
  return [{ title: instance.t(bare, { ...values, ns }) }]
}

/** 'routes:titles.athletes' → ns 'routes'. i18n.ts turns nsSeparator off (texts contain ':'), so only a known namespace is split off. */
function splitNamespace(key: string): { ns?: string; bare: string } {
  const i = key.indexOf(':')
  const ns = key.slice(0, Math.max(i, 0))
  return ns in resources.en ? { ns, bare: key.slice(i + 1) } : { bare: key }
}
