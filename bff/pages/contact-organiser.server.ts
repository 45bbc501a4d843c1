import { parseWithZod } from '@conform-to/zod'
import { data, type AppLoadContext } from '@remix-run/node'
import { notFound } from '#bff/http/params.server'
import { askOrganiser } from '#bff/services/contact-organiser.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import { contactSchema } from '~/forms/contact-organiser'

/* The ask-organiser page (2-entry §2 "Ask organiser page", §5 "Ask-organiser form", §8). */

type Context = AppLoadContext

async function competitionFor(context: Context, id: number) {
  const comp = await essential(getCompetition(context, id))
  if (!comp) throw notFound()
  return comp
}

export async function contactPage(context: Context, id: number) {
  const comp = await competitionFor(context, id)
  return { id: comp.id, name: comp.name, loggedIn: context.user !== null, email: context.user?.email ?? '' }
}

/**
 * Sends the question. Every answer but success gives the form back as typed (conform's reply keeps
 * the values), so a visitor's text is never lost: invalid (400), over budget (429), refused by the
 * legacy site (422 with its text) or the site failing (its status).
 */
export async function contactPost(context: Context, id: number, form: FormData) {
  const comp = await competitionFor(context, id)
  const user = context.user
  const submission = parseWithZod(form, { schema: contactSchema(user !== null) })
  // Each post mails someone: budgeted per address and per sender, before anything goes upstream.
  const sender = user ? `user:${user.userId}` : form.get('email')
  if (await context.overAuthBudget('contactOrganiser', sender)) {
    return data({ submission: submission.reply(), message: { key: 'errors.rateLimited' }, sent: false }, 429)
  }
  if (submission.status !== 'success') return data({ submission: submission.reply(), message: null, sent: false }, 400)
  const { category, body, email } = submission.value
  const outcome = await askOrganiser(context, { compId: comp.id, category, body, email: email || (user?.email ?? '') })
  if (!outcome.ok) return data({ submission: submission.reply(), message: outcome.message, sent: false }, outcome.status)
  return data({ submission: submission.reply({ resetForm: true }), message: outcome.message ?? null, sent: true }, 200)
}
