import { Router, json, type Response } from 'express'
import type { SeedMessage } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { competitionById } from './entry-model'
import { legacyDateTime, type SimulatorState } from './state'
import { businessError, ok } from './wire'

export function unreadCount(state: SimulatorState, userId: number): number {
  return state.messages.filter((m) => m.to.includes(userId) && !m.readBy.includes(userId) && !m.deletedBy?.[userId]).length
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
    forUsers: [{ userId, read: m.readBy.includes(userId) ? m.sentAt : '', deleted: m.deletedBy?.[userId] ?? '' }],
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

  router.post('/wp-json/e4s/v5/messages/:id/delete', auth, (req, res) => {
    const userId = userIdOf(res)
    const message = inbox(state, userId).find((m) => m.id === Number(req.params.id))
    if (!message) return res.json(businessError(NOT_FOUND))
    message.deletedBy = { ...message.deletedBy, [userId]: message.deletedBy?.[userId] ?? legacyDateTime(state.now()) }
    res.json(ok({ data: { count: unreadCount(state, userId) } }))
  })

  // Send (our invention): to everyone entered in a competition (its builders and admins) or to
  // every user (admins only). The sender's own extra addresses (to, cc, bcc) are mailed, not kept.
  router.post('/wp-json/e4s/v5/messages', auth, json({ limit: '64kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const problem = sendProblem(req.body)
    if (problem) return res.json(businessError(problem))
    const body = req.body as NewMessage
    let to: number[]
    if (body.recipients === 'all') {
      if (user.role !== 'E4SUSER') return res.json(businessError(NO_ACCESS))
      to = state.users.map((u) => u.id)
    } else {
      const comp = competitionById(state, Number(body.compId))
      if (!comp) return res.json(businessError('Competition not found'))
      if (!canBuildFor(user, comp.compOrgId, comp.id)) return res.json(businessError(NO_ACCESS))
      to = [...new Set(state.entries.filter((e) => e.compId === comp.id).map((e) => e.userId))]
    }
    const id = Math.max(9000, ...state.messages.map((m) => m.id)) + 1
    state.messages.push({
      id,
      type: body.type,
      fromUserId: user.id,
      fromName: user.displayName,
      to,
      compId: body.recipients === 'all' ? 0 : Number(body.compId),
      subject: body.subject,
      body: body.body,
      priority: Number(body.priority) === 1 ? 'high' : 'normal',
      sentAt: legacyDateTime(state.now()),
      readBy: [],
    })
    res.json(ok({ message: 'Message sent.', data: { id, recipients: to.length } }))
  })

  return router
}

const NO_ACCESS = 'You do not have permission to send this message.'

type NewMessage = {
  type: 'E' | 'M'
  subject: string
  body: string
  priority: number
  compId: number
  recipients: 'competition' | 'all'
}

function sendProblem(raw: unknown): string | null {
  const b = (raw ?? {}) as Partial<Record<keyof NewMessage, unknown>>
  if (b.type !== 'E' && b.type !== 'M') return 'Type must be E or M.'
  if (typeof b.subject !== 'string' || !b.subject.trim()) return 'Subject required.'
  if (typeof b.body !== 'string' || !b.body.trim()) return 'Message required.'
  if (b.recipients !== 'all' && b.recipients !== 'competition') return 'Recipients required.'
  return null
}
