import { useTranslation } from 'react-i18next'
import type { UserMessage } from '#bff/views/message'

/** Keys may name their namespace ('builder:rules.SELECT_EVENTS'); the instance infers none (nsSeparator off). */
const NAMESPACED = /^(common|routes|athletes|builder):(.+)$/

export function useMessageText() {
  const { t } = useTranslation()
  return (m: UserMessage) => {
    if ('text' in m) return m.text
    const ns = NAMESPACED.exec(m.key)
    return ns ? t(ns[2]!, { ...m.values, ns: ns[1] }) : t(m.key, m.values ?? {})
  }
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
