import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLanguage, LANGUAGE_COOKIE } from '#bff/domain/routing/language'
import { safeRedirect } from '#bff/domain/routing/safe-redirect'
import { HOME_PATH } from '#bff/session/paths'
import { readForm } from '#bff/http/read-form.server'

// A plain value (not Remix's encoded cookie): detectLanguage reads it as is, and only 'en' or 'fr' count.
const languageCookie = (lng: string) => `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax; HttpOnly`

export async function languageAction({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const lng = form.get('lng')
  const back = safeRedirect(form.get('redirectTo'), HOME_PATH)
  if (!isLanguage(lng)) throw redirect(back)
  throw redirect(back, { headers: { 'Set-Cookie': languageCookie(lng) } })
}
