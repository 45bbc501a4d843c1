import type { ConfigMessage } from '../domain/messages/config-messages'
import { CacheShort } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { legacyAssetUrl } from '../domain/routing/legacy-url'
import { PRODUCT_NAME } from '../domain/routing/route-table'
import { configAnswerSchema, getPublicConfig, type ConfigAnswer } from '../legacy/config.server'

export const PUBLIC_CONFIG_KEY = 'config:public:v1'

/**
 * The anonymous app config with its meta (events, locations, organisers): the same for everyone,
 * so one shared cache entry, kept briefly like the public list (short strategy). Per-user config is read with the user's token at login and kept in
 * the session, never under a shared key.
 */
export function loadPublicConfig(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>): Promise<ConfigAnswer> {
  // The root and page loaders of one request both need it: read (and validate) it once per request.
  let loading = perRequest.get(ctx)
  if (!loading) {
    loading = ctx.cache
      .fetch(PUBLIC_CONFIG_KEY, {
        strategy: CacheShort,
        schema: configAnswerSchema,
        load: () => getPublicConfig(ctx.legacyAnonymous, { asUser: false }),
      })
      .then(({ value }) => value)
    perRequest.set(ctx, loading)
  }
  return loading
}

const perRequest = new WeakMap<object, Promise<ConfigAnswer>>()

export type AppConfigView = {
  systemName: string
  theme: string
  logo: string
  currency: string
  env: string
  cartTimeLimit: number
  passwordRule?: { regex: string; helpText: string }
  logoutPath: string
  health: Record<string, { every: number; lastRun: string }>
  /** The config's user messages, admin-only ones included: the shell shows each to whom it may. */
  messages: ConfigMessage[]
}

export async function getAppConfig(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous' | 'config'>): Promise<AppConfigView> {
  const { data } = await loadPublicConfig(ctx)
  const pwd = data.options.pwd
  return {
    systemName: data.systemName || PRODUCT_NAME,
    theme: ['default', 'irl', 'gbr'].includes(data.theme) ? data.theme : 'default',
    logo: legacyAssetUrl(data.logo, ctx.config.legacySiteUrl) ?? '',
    currency: data.currency || '£',
    env: data.env,
    cartTimeLimit: data.options.cartTimeLimit ?? 30,
    passwordRule: pwd?.regex ? { regex: pwd.regex, helpText: pwd.helpText ?? '' } : undefined,
    logoutPath: data.logout,
    health: data.options.health ?? {},
    messages: data.messages ?? [],
  }
}
