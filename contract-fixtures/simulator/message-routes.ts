import { Router, type Response } from 'express'
import type { SeedMessage } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

export function unreadCount(state: SimulatorState, userId: number): number {
  return state.messages.filter((m) => m.to.includes(userId) && !m.readBy.includes(userId)).length
}

/** The message as the legacy service answers it to one recipient: only their own read state. */
function messageWire(m: SeedMessage, userId: number, withBody: boolean) {
  return {
    id: m.id,
    type: m.type,
    sendFrom: m.fromName,
    to: '',
    cc: '',
    bcc: '',
    subject: m.subject,
    ...(withBody ? { body: m.body } : {}),
    priority: m.priority === 'high' ? 1 : 2,
    dateSent: m.sentAt,
    dateCreated: m.sentAt,
    compId: m.compId,
    forUsers: [{ userId, read: m.readBy.includes(userId) ? m.sentAt : '', deleted: '' }],
  }
}

const NOT_FOUND = 'Message not found'

function inbox(state: SimulatorState, userId: number) {
  return state.messages.filter((m) => m.to.includes(userId))
}

function userIdOf(res: Response): number {
  return authOf(res).user?.id ?? 0
}

export function messageRoutes(state: SimulatorState): Router {
  const router = Router()
  const auth = bearerAuth(state, 'required')

  router.get('/wp-json/e4s/v5/messages/unread', auth, (_req, res) => {
    res.json(ok({ data: { count: unreadCount(state, userIdOf(res)) } }))
  })

  router.get('/wp-json/e4s/v5/messages', auth, (req, res) => {
    const userId = userIdOf(res)
    const compId = Number(req.query.compid ?? 0)
    const list = inbox(state, userId)
      .filter((m) => !compId || m.compId === compId)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .map((m) => messageWire(m, userId, false))
    res.json(ok({ data: list }))
  })

  router.get('/wp-json/e4s/v5/messages/:id', auth, (req, res) => {
    const userId = userIdOf(res)
    const message = inbox(state, userId).find((m) => m.id === Number(req.params.id))
    if (!message) return res.json(businessError(NOT_FOUND))
    res.json(ok({ data: messageWire(message, userId, true) }))
  })

  router.post('/wp-json/e4s/v5/messages/:id/read', auth, (req, res) => {
    const userId = userIdOf(res)
    const message = inbox(state, userId).find((m) => m.id === Number(req.params.id))
    if (!message) return res.json(businessError(NOT_FOUND))
    if (!message.readBy.includes(userId)) message.readBy.push(userId)
    res.json(ok({ data: { count: unreadCount(state, userId) } }))
  })

  return router
}
