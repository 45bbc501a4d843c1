import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserMessage } from '#bff/views/message'
import { useMessageText } from './message'

export const TOAST_MS = 7000
export const WARNING_TOAST_MS = 10000
/** Toasts fade in and out over this long (1-shell §8). */
export const TOAST_FADE_MS = 500

export type ViewToast = { level: 'info' | 'warn' | 'error' } & UserMessage

/** Toasts last 7000 ms (10000 ms for warnings), fading out over the last 500; without JavaScript they stay until the next page. */
export function Toasts({ initial }: { initial: ViewToast | null }) {
  const { t } = useTranslation()
  const text = useMessageText()
  const [toast, setToast] = useState(initial)
  const [leaving, setLeaving] = useState(false)
  useEffect(() => setToast(initial), [initial])
  useEffect(() => {
    setLeaving(false)
    if (!toast) return
    const shown = toast.level === 'warn' ? WARNING_TOAST_MS : TOAST_MS
    const fade = setTimeout(() => setLeaving(true), shown - TOAST_FADE_MS)
    const gone = setTimeout(() => setToast(null), shown)
    return () => {
      clearTimeout(fade)
      clearTimeout(gone)
    }
  }, [toast])
  return (
    <div className="toasts" aria-live="polite">
      {toast ? (
        <div className={`toast ${toast.level}${leaving ? ' leaving' : ''}`} role={toast.level === 'error' ? 'alert' : 'status'}>
          <span>{text(toast)}</span>
          <button type="button" className="link" onClick={() => setToast(null)} aria-label={t('app.dismiss')}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  )
}
