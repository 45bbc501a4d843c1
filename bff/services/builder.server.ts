import { CacheLong } from '../cache/cache.server'
import { legacyAssetUrl } from '../domain/routing/legacy-url'
import type { RequestContext } from '../context.server'
import {
  cloneCompetition,
  getBuilderCompetition,
  listLocations,
  listMyOrgs,
  locationsAnswerSchema,
  myOrgsAnswerSchema,
  saveCompetition,
  type BuilderCompetitionAnswer,
  type BuilderCompetitionInput,
} from '../legacy/builder.server'
import type { BuilderChoice, BuilderOrgChoice } from '../views/builder'
import { canBuild, type UserAuth } from '../domain/routing/permissions'
import { refused, unlessFailed } from './failure.server'
import { forgetCompetition } from './competitions.server'
import { loadPublicConfig } from './config.server'
import type { UserMessage } from '../views/message'
import { myOrgsKey } from './organisation-keys'

/*
 * The builder's legacy calls: the competition (never cached: the builder edits it), the lists it
 * offers, the app config's builder settings, and the save.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'legacyAnonymous' | 'cache' | 'orgsGeneration' | 'config'>

/** Locations are meta, the same for everyone: one shared entry, kept long. */
export const LOCATIONS_KEY = 'builder:locations:v1'

export function loadBuilderCompetition(ctx: Pick<RequestContext, 'legacy'>, id: number): Promise<BuilderCompetitionAnswer> {
  return getBuilderCompetition(ctx.legacy, id)
}

/**
 * The competition's auto-entries target (0: none), which §6's Auto Entry link needs: a builder's
 * option, so read for its builders only; a failed read counts as none (the link is left out).
 */
export async function autoEntryTargetOf(
  ctx: Pick<RequestContext, 'legacy'> & { auth: UserAuth },
  comp: { id: number; compOrg: { id: number } },
): Promise<number> {
  if (!canBuild(ctx.auth, { orgId: comp.compOrg.id, compId: comp.id })) return 0
  const built = await unlessFailed(loadBuilderCompetition(ctx, comp.id), null)
  return built?.data.options.autoEntries.selectedTargetComp ?? 0
}

export type BuilderLists = { orgs: BuilderOrgChoice[]; locations: BuilderChoice[] }

/**
 * The organisations the user builds for (read with the user's token, kept under that user's own
 * key, ended by any organisation save or approval) and the locations.
 */
export async function loadBuilderLists(ctx: Ctx, userId: number): Promise<BuilderLists> {
  const generation = await ctx.orgsGeneration.current()
  const [orgs, locations] = await Promise.all([
    ctx.cache
      .fetch(myOrgsKey(generation, userId), { strategy: CacheLong, schema: myOrgsAnswerSchema, load: () => listMyOrgs(ctx.legacy, userId) })
      .then((r) => r.value),
    ctx.cache.fetch(LOCATIONS_KEY, { strategy: CacheLong, schema: locationsAnswerSchema, load: () => listLocations(ctx.legacyAnonymous) }),
  ])
  return {
    orgs: orgs.data.map((o) => ({
      id: o.id,
      name: o.name,
      stripeUserId: o.stripeUser.id,
      logo: legacyAssetUrl(o.logo, ctx.config.legacySiteUrl),
    })),
    locations: locations.value.data.map((l) => ({ id: l.id, name: l.town ? `${l.name}, ${l.town}` : l.name })),
  }
}

export type BuilderSettings = { paymentConnect: boolean; allowExpiredRegistration: boolean }

/** What the app config says of building: payment connect on, and a new competition's allowExpiredRegistration. */
export async function loadBuilderSettings(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>): Promise<BuilderSettings> {
  const { data } = await loadPublicConfig(ctx)
  return {
    paymentConnect: data.options.useStripeConnect ?? false,
    allowExpiredRegistration: data.options.defaultAllowExpiredRegistration ?? false,
  }
}

export type SaveOutcome = { ok: true; id: number } | { ok: false; status: number; message: UserMessage }

/** Saves (creates for id 0); a refusal keeps the legacy site's text for the form. */
export async function saveBuilderCompetition(
  ctx: Pick<RequestContext, 'legacy' | 'cache'>,
  input: BuilderCompetitionInput,
): Promise<SaveOutcome> {
  try {
    const answer = await saveCompetition(ctx.legacy, input)
    // The competition's public card and full read are kept under shared keys: they show the save at once.
    await forgetCompetition(ctx, answer.data.id)
    return { ok: true, id: answer.data.id }
  } catch (err) {
    const outcome = refused(err)
    if (outcome.ok) throw err
    return outcome
  }
}

/** Clones the competition to a new date: the new competition's id, or the refusal to show. */
export async function cloneBuilderCompetition(
  ctx: Pick<RequestContext, 'legacy' | 'config'>,
  input: { id: number; date: string },
): Promise<SaveOutcome> {
  try {
    const answer = await cloneCompetition(ctx.legacy, { env: ctx.config.production ? 'prod' : 'dev', ...input })
    return { ok: true, id: answer.data.id }
  } catch (err) {
    const outcome = refused(err)
    if (outcome.ok) throw err
    return outcome
  }
}
