import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

const LANGUAGES = [
  { code: 'en', label: 'EN', name: 'English' },
  { code: 'fr', label: 'FR', name: 'Français' },
] as const

/**
 * EN / FR: a form post that sets the language cookie and comes back here; works without JavaScript.
 * The accessible name starts with the visible text ('FR Français'), so 'click FR' works (WCAG 2.5.3).
 */
export function LanguagePicker({ current }: { current: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <Form method="post" action="/v2/language" className="language-picker" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span className="visually-hidden">{t('app.language')}</span>
      {LANGUAGES.map((l) => (
        <button key={l.code} type="submit" name="lng" value={l.code} className="link" aria-pressed={current === l.code} lang={l.code}>
          {l.label}
          <span className="visually-hidden"> {l.name}</span>
        </button>
      ))}
    </Form>
  )
}
