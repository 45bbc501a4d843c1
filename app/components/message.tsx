import { useTranslation } from 'react-i18next'
import type { UserMessage } from '#bff/views/message'

export function useMessageText() {
  const { t } = useTranslation()
  return (m: UserMessage) => ('text' in m ? m.text : t(m.key, m.values ?? {}))
}

export function FormMessage({ message, tone }: { message?: UserMessage | null; tone: 'error' | 'success' }) {
  const text = useMessageText()
  if (!message) return null
  return (
    <p className={`form-message ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text(message)}
    </p>
  )
}

/** Why a section of a page is empty: one of its calls failed, the rest of the page stands. */
export function SectionFailure({ message }: { message: UserMessage }) {
  const text = useMessageText()
  return (
    <p className="form-message error section-failure" role="alert">
      {text(message)}
    </p>
  )
}
