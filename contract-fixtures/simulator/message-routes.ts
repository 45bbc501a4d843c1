import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import type { SimulatorState } from './state'
import { ok } from './wire'

export function unreadCount(state: SimulatorState, userId: number): number {
  return state.messages.filter((m) => m.to.includes(userId) && !m.readBy.includes(userId)).length
}

export function messageRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get('/wp-json/e4s/v5/messages/unread', bearerAuth(state, 'required'), (_req, res) => {
    const user = authOf(res).user
    res.json(ok({ data: { count: user ? unreadCount(state, user.id) : 0 } }))
  })

  return router
}
