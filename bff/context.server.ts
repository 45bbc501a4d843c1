import { redirect } from '@remix-run/node'
import { requestCache } from './cache/cache.server'
import { createUserCache } from './cache/user-cache.server'
import { createDeadline } from './deadline'
import type { AuthBudgetCheck, MessageBudgetCheck } from './http/rate-limit.server'
import type { LegacyCall, LegacyCaller } from './legacy/client.server'
import { isLegacyError } from './legacy/errors'
import { createRequestMemo } from './legacy/request-memo.server'
import { detectLanguage, type Language } from './domain/routing/language'
import { ANONYMOUS, type UserAuth } from './domain/routing/permissions'
import type { Timing } from './http/server-timing.server'
import type { Platform } from './platform/platform.server'
import type { AppSession, SessionUser } from './session/session.server'
import { actingIdentities, impersonatorOf } from './session/impersonation.server'
import { afterSessionEnded } from './session/paths'
import { setToast } from './session/toast.server'
import { createGeneration } from './cache/generation.server'
import { COMPETITION_LIST_GENERATION_KEY } from './services/competitions.server'
import { CART_SUMMARY_NAME } from './services/cart-keys'
import { ORGS_GENERATION_KEY } from './services/organisation-keys'

export type RequestInfo = {
  url: URL
  cookieHeader: string | null
  acceptLanguage: string | null
  requestId: string
  nonce: string
  /** A sign-in attempt against its address's and account's budgets (bff/http/rate-limit.server.ts). */
  overAuthBudget: AuthBudgetCheck
  /** One message sent against the sender's hourly budget (bff/http/rate-limit.server.ts). */
  overMessageBudget: MessageBudgetCheck
}

export type { Timing } from './http/server-timing.server'

/** What every loader and action gets as `context`. Built once per request by the server. */
export type RequestContext = Awaited<ReturnType<typeof createRequestContext>>

/** The page a request is for: single-fetch data requests end in '.data' ('/_root.data' for '/'). */
export function pageUrl(url: URL): URL {
  const page = new URL(url)
  if (page.pathname.endsWith('.data')) {
    page.pathname = page.pathname === '/_root.data' ? '/' : page.pathname.slice(0, -'.data'.length)
    page.searchParams.delete('_routes')
  }
  return page
}

export async function createRequestContext(platform: Platform, info: RequestInfo) {
  // One deadline for the whole request, fixed before anything waits.
  const deadline = createDeadline(platform.env.REQUEST_DEADLINE_MS)
  const { session, unavailable } = await platform.sessions.read(info.cookieHeader)
  const token = session.get('token')
  const sessionUser = token ? (session.get('user') ?? null) : null
  const impersonator = sessionUser ? impersonatorOf(session as AppSession) : null
  const timings: Timing[] = []
  const onTiming = (name: string, ms: number) => timings.push({ name, ms })

  const cache = requestCache(platform.cache, deadline)
  const userCache = createUserCache({ cache, store: platform.store, userId: sessionUser?.userId ?? null })
  // Under the cache: within this request, one read per legacy resource (until a write changes it).
  const memo = createRequestMemo({ onWrite: () => userCache.invalidate(), onCartWrite: () => userCache.forget(CART_SUMMARY_NAME) })
  const withToken = memo.wrap(platform.legacy.scoped({ requestId: info.requestId, token, deadline, onTiming }))
  // Set when this request logs the user out: the token it revokes upstream may fail the page's
  // other calls, which then mean nothing more than 'logged out' (no redirect of their own).
  let sessionEnding = false
  const legacy: LegacyCaller = {
    hasToken: withToken.hasToken,
    async call<T>(spec: LegacyCall<T>): Promise<T> {
      try {
        return await withToken.call(spec)
      } catch (err) {
        // The legacy site no longer accepts the token: end the session. A login-only page goes to
        // login and back; a public page shows again to an anonymous visitor, told the session ended.
        if (token && !sessionEnding && spec.auth !== 'none' && isLegacyError(err, 'auth-expired')) {
          const headers = new Headers({ 'Set-Cookie': await platform.sessions.destroy(session) })
          const next = afterSessionEnded(pageUrl(info.url))
          if (next.anonymous) headers.append('Set-Cookie', await setToast({ level: 'info', key: 'errors.sessionEnded' }))
          throw redirect(next.location, { headers })
        }
        throw err
      }
    },
  }

  return {
    requestId: info.requestId,
    nonce: info.nonce,
    /** The page's address (without the single-fetch '.data' suffix). */
    url: pageUrl(info.url),
    lang: detectLanguage(info.cookieHeader, info.acceptLanguage) as Language,
    /** True when this sign-in attempt (login, register, forgot, reset) is over budget: answer 429, call nothing upstream. */
    overAuthBudget: info.overAuthBudget,
    /** True when this user may send no more messages this hour: answer 429, send nothing. */
    overMessageBudget: info.overMessageBudget,
    session: session as AppSession,
    /** Logout calls this before it revokes the token upstream. */
    endingSession: () => {
      sessionEnding = true
    },
    sessionUnavailable: unavailable,
    user: sessionUser as SessionUser | null,
    /** While an admin impersonates `user`: the admin (bff/session/impersonation.server.ts). */
    impersonator,
    auth: toUserAuth(sessionUser),
    legacy,
    /** For calls made with a token the session does not hold yet (right after token login). */
    legacyAs: (newToken: string) => platform.legacy.scoped({ requestId: info.requestId, token: newToken, deadline, onTiming }),
    /**
     * For work that may outlast this request (a long report): the user's token and a deadline of
     * its own, `budgetMs`; not memoised, and a 401 ends nothing here (the page's own calls do that).
     */
    legacyWithin: (budgetMs: number) =>
      platform.legacy.scoped({ requestId: info.requestId, token, deadline: createDeadline(budgetMs), onTiming }),
    /** For calls that must not carry the user's token, whatever the session holds. */
    legacyAnonymous: memo.wrap(platform.legacy.scoped({ requestId: info.requestId, deadline, onTiming })),
    cache,
    /** This user's own short cache (header badges, their athletes): bff/cache/user-cache.server.ts. */
    userCache,
    /** The public competition list's key generation: a status save starts a new one (docs/cache-keys.md). */
    listGeneration: createGeneration(platform.store, COMPETITION_LIST_GENERATION_KEY),
    /** The builder's organisation lists' key generation: an organisation save or approval starts a new one. */
    orgsGeneration: createGeneration(platform.store, ORGS_GENERATION_KEY),
    /** The key-value store, for the few writes that keep a state of their own (a credit change's one-time key). */
    store: platform.store,
    locks: platform.locks,
    /** Live scoreboards of this process (bff/services/scoreboard.server.ts). */
    scoreboards: platform.scoreboards,
    sessions: platform.sessions,
    wordpress: platform.wordpress,
    timings,
    /** What this request may still spend on the legacy site (REQUEST_DEADLINE_MS). */
    deadline,
    // While impersonating, every line this request logs names both identities.
    log: platform.log.child({
      requestId: info.requestId,
      ...(impersonator && sessionUser ? actingIdentities(sessionUser, impersonator) : {}),
    }),
    config: {
      tokenPath: platform.env.LEGACY_TOKEN_PATH,
      /** The legacy API's address: server side only (logout url checks, scrubbing what a dev error page shows). */
      legacyBaseUrl: platform.legacyBaseUrl,
      legacySiteUrl: platform.legacySiteUrl,
      basketHandoff: platform.env.basketHandoff,
      /** Which screens hand over to the legacy site, and how long a missing call is remembered (decision 067). */
      handOver: {
        always: platform.env.LEGACY_HAND_OVER,
        never: platform.env.LEGACY_STAY,
        missingSeconds: platform.env.LEGACY_NO_ROUTE_SECONDS,
        /** Known missing from start-up: the calls LEGACY_CONFORMANCE_FILE's report marks missing (decision 073). */
        knownMissing: platform.env.legacyKnownMissing,
      },
      /** The WooCommerce basket page on the legacy site (BASKET_HANDOFF=wp-cookie goes straight there). */
      basketPath: platform.env.LEGACY_BASKET_PATH,
      legacyCookies: { paths: platform.env.legacyCookiePaths, secure: platform.env.production },
      production: platform.env.production,
      supportEmail: platform.env.SUPPORT_EMAIL ?? (platform.env.production ? '' : 'support@example.org'),
      /** Development only: the footer's fake login uses these (set by main.ts from the simulator's demo accounts). */
      devLogin:
        !platform.env.production && platform.env.DEV_LOGIN_USER && platform.env.DEV_LOGIN_PASSWORD
          ? { username: platform.env.DEV_LOGIN_USER, password: platform.env.DEV_LOGIN_PASSWORD }
          : null,
    },
  }
}

function toUserAuth(user: SessionUser | null): UserAuth {
  if (!user) return ANONYMOUS
  return { userId: user.userId, role: user.role, permissions: user.permissions }
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
