import type { AppLoadContext } from '@remix-run/node'
import { getCartSummary } from '#bff/services/cart.server'
import { getAppConfig, type AppConfigView } from '#bff/services/config.server'
import { isAdmin } from '#bff/domain/permissions'
import { readToast } from '#bff/session/toast.server'

const FALLBACK_CONFIG: Pick<AppConfigView, 'systemName' | 'theme' | 'logo' | 'currency'> = {
  systemName: 'Entry4Sports',
  theme: 'default',
  logo: '',
  currency: '£',
}

/** What every page needs: language, who is logged in, theme and a pending toast. */
export async function loadShell(context: AppLoadContext, request: Request) {
  // The shell renders even when the legacy site is down: config falls back to defaults.
  const [config, cart] = await Promise.all([
    getAppConfig(context).catch(() => FALLBACK_CONFIG),
    // A thrown Response is the session ending (legacy 401): let it redirect to login.
    getCartSummary(context).catch((err: unknown) => {
      if (err instanceof Response) throw err
      return null
    }),
  ])
  const { toast, clear } = await readToast(request.headers.get('Cookie'))
  const headers = new Headers()
  if (clear) headers.append('Set-Cookie', clear)
  const user = context.user
  return {
    headers,
    shell: {
      lang: context.lang,
      config: { systemName: config.systemName, theme: config.theme, logo: config.logo, currency: config.currency },
      user: user ? { displayName: user.displayName, admin: isAdmin(context.auth) } : null,
      cart,
      sessionUnavailable: context.sessionUnavailable,
      toast,
    },
  }
}
