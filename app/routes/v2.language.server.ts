import { createCookie, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLanguage, LANGUAGE_COOKIE } from '#bff/domain/language'
import { safeRedirect } from '#bff/domain/safe-redirect'
import { HOME_PATH } from '#bff/session/paths'

// Plain value (not signed): detectLanguage reads it directly, and only 'en' or 'fr' are ever honoured.
const languageCookie = createCookie(LANGUAGE_COOKIE, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 60 * 60, httpOnly: true })

export async function languageAction({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const lng = form.get('lng')
  const back = safeRedirect(form.get('redirectTo'), HOME_PATH)
  if (!isLanguage(lng)) throw redirect(back)
  throw redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(lng, { encode: String }) } })
}
