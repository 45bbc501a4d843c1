import { Router, json } from 'express'
import { authOf, bearerAuth } from './bearer'
import { competitionById } from './entry-model'
import { bodyOf, textOf, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5'

/** The legacy site's own checks of a question, in the order it makes them (its texts are the spec's). */
function refusal(state: SimulatorState, body: Record<string, unknown>, loggedIn: boolean): string | null {
  if (!competitionById(state, whole(body.compId))) return 'Competition not found'
  if (!textOf(body.category)) return 'Please select a category.'
  const text = textOf(body.body)
  if (!text) return 'Please enter a message.'
  if ([...text].length > 600) return 'Please only enter 600 characters.'
  if (!loggedIn && !textOf(body.email)) return 'Please enter a contact email address.'
  return null
}

/** Ask organiser (2-entry §7): the question is kept as the mail the site would send. */
export function contactRoutes(state: SimulatorState): Router {
  const router = Router()
  router.post(`${BASE}/competition/contactorganiser`, bearerAuth(state, 'optional'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    const body = bodyOf(req)
    const refused = refusal(state, body, user !== undefined)
    if (refused) return res.json(businessError(refused))
    state.shop.contacts.push({
      compId: whole(body.compId),
      category: textOf(body.category),
      body: textOf(body.body),
      email: textOf(body.email) || (user?.email ?? ''),
      foaE4s: body.foaE4s === true || body.foaE4s === 1 || body.foaE4s === '1' || body.foaE4s === 'true',
      userId: user?.id ?? 0,
    })
    res.json(ok({ message: 'Message sent.' }))
  })
  return router
}
