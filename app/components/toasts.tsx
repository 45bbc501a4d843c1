import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageText, type ViewMessage } from './message'

export const TOAST_MS = 7000
export const WARNING_TOAST_MS = 10000

export type ViewToast = { level: 'info' | 'warn' | 'error' } & ViewMessage

/** Toasts last 7000 ms (10000 ms for warnings); without JavaScript they stay until the next page. */
export function Toasts({ initial }: { initial: ViewToast | null }) {
  const { t } = useTranslation()
  const text = useMessageText()
  const [toast, setToast] = useState(initial)
  useEffect(() => setToast(initial), [initial])
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), toast.level === 'warn' ? WARNING_TOAST_MS : TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])
  return (
    <div className="toasts" aria-live="polite">
      {toast ? (
        <div className={`toast ${toast.level}`} role={toast.level === 'error' ? 'alert' : 'status'}>
          <span>{text(toast)}</span>
          <button type="button" className="link" onClick={() => setToast(null)} aria-label={t('app.dismiss')}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  )
}
