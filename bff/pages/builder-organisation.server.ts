import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { toDisplayDateTime, toLegacyDateTime } from '../domain/builder/dates'
import { checkLogo, type LogoCode } from '../domain/organisation/logo'
import { legacyAssetUrl } from '../domain/routing/legacy-url'
import type { UploadedFile } from '../http/read-upload.server'
import { optionalId } from '../http/params.server'
import type { CompOrgWire } from '../legacy/comporg.server'
import { getPublicConfig } from '../legacy/config.server'
import { toSessionUser } from '../services/auth.server'
import { loadBuilderSettings } from '../services/builder.server'
import { essential, unlessFailed } from '../services/failure.server'
import { loadOrganisation, saveOrganisation, type CheckedLogo } from '../services/organisation-save.server'
import { requirePermission, requireUser } from '../session/guards.server'
import { replacePermissions } from '../session/user-permissions.server'
import type { UserMessage } from '../views/message'
import { organisationSchema, type OrganisationFormInput, type OrganisationFormValue } from '~/forms/builder-organisation'
import { builderPath, loadOwned } from './builder.server'
import { entriesWindow } from './builder-forms.server'

/*
 * An organisation created or updated from the builder (3-organiser-admin §2, §3, §5; decision
 * 040): a page below the competition's builder, `?org={id}` to edit one; a save goes back to the
 * General step, where the organisation is in the list at once.
 */

type Context = AppLoadContext

export type OrganisationActionResult = { submission: SubmissionResult<string[]>; message: UserMessage | null }

export const organisationPath = (compId: number, orgId?: number) => `/v2/builder-v2/${compId}/organisation${orgId ? `?org=${orgId}` : ''}`

const yes = (b: boolean) => (b ? 'on' : '')

function formDefaults(org: CompOrgWire | null): OrganisationFormInput {
  if (!org)
    return {
      orgId: '0',
      name: '',
      stripeUserId: '',
      useTerms: '',
      terms: '',
      priorityRequired: '',
      priorityCode: '',
      priorityDate: '',
      priorityTime: '',
      priorityMessage: '',
    }
  const o = org.options
  const finish = toDisplayDateTime(o.priority.dateTime)
  return {
    orgId: String(org.id),
    name: org.name,
    stripeUserId: org.stripeUser.id ? String(org.stripeUser.id) : '',
    useTerms: yes(o.checkIn.useTerms),
    terms: o.checkIn.terms,
    priorityRequired: yes(o.priority.required),
    priorityCode: o.priority.code,
    priorityDate: finish.date,
    priorityTime: finish.time,
    priorityMessage: o.priority.message,
  }
}

/** The organisation of the address or the post, refused (403) to a user who does not build for it; null for a new one. */
async function loadEditable(context: Context, orgId: number | null) {
  if (!orgId) return null
  requirePermission(context, 'BUILDER', { orgId })
  return (await essential(loadOrganisation(context, orgId))).data
}

/** What the page and a refused post both need: the competition's window and the app config's switch. */
async function formContext(context: Context, compId: number) {
  const [answer, settings] = await Promise.all([loadOwned(context, compId), essential(loadBuilderSettings(context))])
  return { paymentConnect: settings.paymentConnect, window: answer ? entriesWindow(answer.data) : null }
}

export async function organisationPage(context: Context, compId: number, orgId: number | null) {
  requireUser(context)
  const org = await loadEditable(context, orgId)
  const form = await formContext(context, compId)
  return {
    compId,
    orgId: org?.id ?? 0,
    name: org?.name ?? '',
    logo: org ? legacyAssetUrl(org.logo, context.config.legacySiteUrl) : null,
    defaultValue: formDefaults(org),
    ...form,
  }
}

const reply = (submission: SubmissionResult<string[]>, status: number, message: UserMessage | null = null) =>
  data<OrganisationActionResult>({ submission, message }, status)

/** The legacy shape of a save: the options the form sets over those the organisation has. */
function toInput(org: CompOrgWire | null, v: OrganisationFormValue) {
  const options = org?.options
  return {
    id: org?.id ?? 0,
    name: v.name,
    logo: org?.logo ?? '',
    stripeUser: { id: v.stripeUserId },
    options: {
      ...options,
      checkIn: { ...options?.checkIn, useTerms: v.useTerms, terms: v.terms },
      priority: {
        ...options?.priority,
        required: v.priority.required,
        code: v.priority.code,
        dateTime: v.priority.required ? (toLegacyDateTime(v.priority.date, v.priority.time) ?? '') : (options?.priority.dateTime ?? ''),
        message: v.priority.message,
      },
    },
  }
}

/** The logo's problem, or the checked logo; null when no file was chosen. */
function logoOf(file: UploadedFile | null): { code: LogoCode } | { logo: CheckedLogo } | null {
  if (!file) return null
  const check = checkLogo({ size: file.size, bytes: file.bytes ?? new Uint8Array() })
  return check.ok ? { logo: { type: check.type, bytes: file.bytes as Uint8Array } } : { code: check.code }
}

/** After creating an organisation the user builds for it: the session learns the new grant from the legacy site. */
async function refreshPermissions(context: Context): Promise<string | null> {
  const config = await unlessFailed(getPublicConfig(context.legacy, { asUser: true }), null)
  if (!config) return null
  replacePermissions(context.session, toSessionUser(config, { displayName: '', email: '' }).permissions)
  return context.sessions.commit(context.session)
}

/** A body too large to read: the logo's message, the form as the page starts it. */
export function organisationTooLarge() {
  return reply({ status: 'error', error: { logo: ['builder:org.LOGO_TOO_LARGE'] } }, 413)
}

export async function organisationPost(context: Context, compId: number, form: FormData, file: UploadedFile | null) {
  requireUser(context)
  // A post naming an organisation the user does not build for is refused before anything else (a crafted form).
  const org = await loadEditable(context, optionalId(form.get('orgId')))
  const submission = parseWithZod(form, { schema: organisationSchema(await formContext(context, compId)) })
  const logo = logoOf(file)
  const logoProblem = logo && 'code' in logo ? logo.code : null
  if (submission.status !== 'success' || logoProblem)
    // The logo's problem beside the others, and every other field kept as sent.
    return reply(submission.reply(logoProblem ? { fieldErrors: { logo: [`builder:org.${logoProblem}`] } } : {}), 400)
  const outcome = await saveOrganisation(context, toInput(org, submission.value), logo && 'logo' in logo ? logo.logo : null)
  if (!outcome.ok) return reply(submission.reply(), outcome.status, outcome.message)
  const headers = new Headers()
  if (!org) {
    const setCookie = await refreshPermissions(context)
    if (setCookie) headers.append('Set-Cookie', setCookie)
  }
  return redirect(`${builderPath(compId, 'general')}?orgSaved=${outcome.id}`, { headers })
}
