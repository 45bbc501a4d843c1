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
