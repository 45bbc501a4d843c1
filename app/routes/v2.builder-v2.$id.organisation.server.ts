import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { MAX_LOGO_BYTES } from '#bff/domain/organisation/logo'
import { optionalId } from '#bff/http/params.server'
import { readFormWithFile, TOO_LARGE } from '#bff/http/read-upload.server'
import { organisationPage, organisationPath, organisationPost, organisationTooLarge } from '#bff/pages/builder-organisation.server'
import { requireUserScreen } from '#bff/session/guards.server'

/** Past this a body is not read at all: a logo over the limit but under it still keeps the rest of the form. */
const MAX_BODY = 8 * MAX_LOGO_BYTES

/** `{id}` the competition the builder is on (0 a new one; not a number: treated as 0). */
function compIdOf(params: Record<string, string | undefined>, orgId: number | null): number {
  const id = optionalId(params.id) ?? 0
  if (String(id) !== params.id) throw redirect(organisationPath(0, orgId ?? undefined))
  return id
}

export function organisationLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'builderOrganisation', params)
  const orgId = optionalId(context.url.searchParams.get('org'))
  return organisationPage(context, compIdOf(params, orgId), orgId)
}

export async function organisationAction({ context, params, request }: ActionFunctionArgs) {
  // Read first, as every action is: a broken body is a 400 for anyone; the cap bounds its cost.
  const read = await readFormWithFile(request, { field: 'logo', maxBytes: MAX_LOGO_BYTES, maxBody: MAX_BODY })
  requireUserScreen(context, 'builderOrganisation', params)
  const compId = compIdOf(params, null)
  if (read === TOO_LARGE) return organisationTooLarge()
  return organisationPost(context, compId, read.form, read.file)
}
