import { useTranslation } from 'react-i18next'

/** A server message: a translation key with values, or a text the legacy site wrote. */
export type ViewMessage = { key: string; values?: Record<string, string | number> } | { text: string }

export function useMessageText() {
  const { t } = useTranslation()
  return (m: ViewMessage) => ('text' in m ? m.text : t(m.key, m.values ?? {}))
}

export function FormMessage({ message, tone }: { message?: ViewMessage | null; tone: 'error' | 'success' }) {
  const text = useMessageText()
  if (!message) return null
  return (
    <p className={`form-message ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text(message)}
    </p>
  )
}

/** Why a section of a page is empty: one of its calls failed, the rest of the page stands. */
export function SectionFailure({ message }: { message: ViewMessage }) {
  const text = useMessageText()
  return (
    <p className="form-message error section-failure" role="alert">
      {text(message)}
    </p>
  )
}
