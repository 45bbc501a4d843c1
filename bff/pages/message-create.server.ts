import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type AppLoadContext } from '@remix-run/node'
import { maySendTo, type Audience } from '#bff/domain/messages/audience'
import { notFound } from '#bff/http/params.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import { sendMessage } from '#bff/services/messages.server'
import { requireUser } from '#bff/session/guards.server'
import type { UserMessage } from '#bff/views/message'
import { messageSchema } from '~/forms/message'

/* Writing a message (3-organiser-admin §2 email-message-create, §3 Email message, §6, §8 'Message sent.'). */

type Context = AppLoadContext

/** Competition 0 is every user of the site (admins only). */
export const ALL_USERS = 0

export type MessageCreateView = {
  compId: number
  /** The competition's name, '' when writing to every user. */
  competitionName: string
}

export type MessageCreateResult = {
  submission: SubmissionResult<string[]>
  message: UserMessage | null
  sent: boolean
}

const forbidden = () => new Response('Forbidden', { status: 403, statusText: 'Forbidden' })

/**
 * Who the message goes to, once the sender may reach them: builder permission for the competition,
 * or an admin for every user; else 403. An unknown competition is a 404.
 */
async function audienceFor(context: Context, compId: number): Promise<{ audience: Audience; competitionName: string }> {
  requireUser(context)
  if (compId === ALL_USERS) {
    if (!maySendTo(context.auth, { kind: 'all' })) throw forbidden()
    return { audience: { kind: 'all' }, competitionName: '' }
  }
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  const audience: Audience = { kind: 'competition', compId: comp.id, orgId: comp.compOrg.id }
  if (!maySendTo(context.auth, audience)) throw forbidden()
  return { audience, competitionName: comp.name }
}

export async function messageCreatePage(context: Context, compId: number): Promise<MessageCreateView> {
  const { competitionName } = await audienceFor(context, compId)
  return { compId, competitionName }
}

/**
 * Sends the message. Whatever goes wrong (a bad field, the hourly budget, the legacy site), the
 * answer carries the submission back so the form shows the text as typed.
 */
export async function messageCreatePost(context: Context, compId: number, form: FormData) {
  const { audience } = await audienceFor(context, compId)
  const submission = parseWithZod(form, { schema: messageSchema })
  const answer = (status: number, message: UserMessage | null, sent = false) =>
    data<MessageCreateResult>({ submission: submission.reply(sent ? { resetForm: true } : {}), message, sent }, status)
  if (submission.status !== 'success') return answer(400, null)
  const sender = requireUser(context)
  if (await context.overMessageBudget(sender.userId)) return answer(429, { key: 'messageCreate.rateLimited' })
  const outcome = await sendMessage(
    context,
    audience.kind === 'all' ? audience : { kind: 'competition', compId: audience.compId },
    submission.value,
  )
  if (!outcome.ok) return answer(outcome.status, outcome.message)
  context.log.info(
    { userId: sender.userId, audience: audience.kind, compId: audience.kind === 'all' ? 0 : audience.compId },
    'message sent',
  )
  return answer(200, outcome.message ?? null, true)
}
