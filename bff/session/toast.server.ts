import { createCookie } from '@remix-run/node'
import { z } from 'zod'
import { TOAST_COOKIE } from './cookie-names'
import type { Toast } from './session.server'

/**
 * A one-shot message for the next page (e.g. after logout, when there is no session left to
 * flash into). Only translation keys travel: the text is always ours.
 */
const toastCookie = createCookie(TOAST_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 })

const toastSchema = z.object({
  level: z.enum(['info', 'warn', 'error']),
  key: z.string().regex(/^[a-z]+\.[a-zA-Z]+$/),
})

export function setToast(toast: Toast & { key: string }): Promise<string> {
  return toastCookie.serialize({ level: toast.level, key: toast.key })
}

export async function readToast(cookieHeader: string | null): Promise<{ toast: Toast | null; clear?: string }> {
  const raw = await toastCookie.parse(cookieHeader).catch(() => null)
  if (!raw) return { toast: null }
  const parsed = toastSchema.safeParse(raw)
  return { toast: parsed.success ? parsed.data : null, clear: await toastCookie.serialize('', { maxAge: 0 }) }
}
