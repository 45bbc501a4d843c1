import type { RequestContext } from '../context.server'
import type { LogoType } from '../domain/organisation/logo'
import { LOGO_EXTENSIONS } from '../domain/organisation/logo'
import { getCompOrg, saveCompOrg, uploadFile, type CompOrgAnswer, type CompOrgInput } from '../legacy/comporg.server'
import type { UserMessage } from '../views/message'
import { refused } from './failure.server'

/*
 * An organisation created or updated from the builder (3-organiser-admin §2, §3 "Organisation"):
 * its logo goes up first (`POST /v5/upload`), then the organisation with the logo's path; every
 * builder's organisation list is read again after it.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'orgsGeneration'>

export function loadOrganisation(ctx: Pick<RequestContext, 'legacy'>, orgId: number): Promise<CompOrgAnswer> {
  return getCompOrg(ctx.legacy, orgId)
}

/** A logo already checked by its bytes (bff/domain/organisation/logo.ts). */
export type CheckedLogo = { type: LogoType; bytes: Uint8Array }

export type OrganisationSaveOutcome =
  | { ok: true; id: number; name: string }
  | { ok: false; status: number; message: UserMessage; field?: 'logo' }

async function uploadLogo(ctx: Ctx, orgId: number, logo: CheckedLogo) {
  // The name is ours: the sender's file name never reaches the legacy site.
  const filename = `org-logo-${orgId || 'new'}-${Date.now()}.${LOGO_EXTENSIONS[logo.type]}`
  const answer = await uploadFile(ctx.legacy, { filename, contentType: logo.type, bytes: logo.bytes })
  return answer.path
}

export async function saveOrganisation(ctx: Ctx, input: CompOrgInput, logo: CheckedLogo | null): Promise<OrganisationSaveOutcome> {
  let path = input.logo
  if (logo) {
    try {
      path = await uploadLogo(ctx, input.id, logo)
    } catch (err) {
      return { ...refused(err), field: 'logo' }
    }
  }
  try {
    const answer = await saveCompOrg(ctx.legacy, { ...input, logo: path })
    await ctx.orgsGeneration.next()
    return { ok: true, id: answer.data.id, name: answer.data.name }
  } catch (err) {
    return refused(err)
  }
}
