import type { RequestContext } from '../context.server'
import { toContactWire, type ContactMessage } from '../domain/contact/contact-organiser'
import { sendContactOrganiser } from '../legacy/contact.server'
import { refused, type Outcome } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy'>

/** Sends the question; a refusal (errNo > 0) carries the legacy site's own text (2-entry §8). */
export async function askOrganiser(ctx: Ctx, message: ContactMessage): Promise<Outcome> {
  try {
    await sendContactOrganiser(ctx.legacy, toContactWire(message))
    return { ok: true, message: { key: 'contact.sent' } }
  } catch (err) {
    return refused(err, 422)
  }
}
