import { expect } from 'vitest'
import * as messages from '../../bff/legacy/messages.server'
import { MESSAGE_REC, MESSAGE_SEND_REC, messageSendBody } from '../../contract-fixtures/recorder/message-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the inbox recordings (list, one message, mark read, delete): one per mapping file. */

const R = MESSAGE_REC
const ADMIN_TOKEN = 'rec-admin-token'
const { compId: _compId, recipients: _recipients, ...draft } = messageSendBody()
type List = Awaited<ReturnType<typeof messages.listMessages>>
type One = Awaited<ReturnType<typeof messages.getMessage>>

export const messageRows: Record<string, Row> = {
  'messages-list.success.json': {
    call: (l) => messages.listMessages(l(USER_TOKEN)),
    expect: ok((v: List) => {
      expect(v.data.map((m) => m.id)).toContain(R.messageId)
      expect(v.data.some((m) => m.forUsers[0]?.read === '')).toBe(true)
    }),
  },
  ...tokenRows('messages-list', (l) => messages.listMessages(l)),

  'message-get.success.json': {
    call: (l) => messages.getMessage(l(USER_TOKEN), R.messageId),
    expect: ok((v: One) => {
      expect(v.data.id).toBe(R.messageId)
      expect(v.data.body).toContain('<p>')
    }),
  },
  'message-get.business-error.json': {
    call: (l) => messages.getMessage(l(USER_TOKEN), R.unknownMessageId),
    expect: { error: 'business', errNo: 1, text: /Message not found/ },
  },
  ...tokenRows('message-get', (l) => messages.getMessage(l, R.messageId)),

  'message-read.success.json': {
    call: (l) => messages.markMessageRead(l(USER_TOKEN), R.messageId),
    expect: ok(() => undefined),
  },
  'message-read.business-error.json': {
    call: (l) => messages.markMessageRead(l(USER_TOKEN), R.unknownMessageId),
    expect: { error: 'business', errNo: 1, text: /Message not found/ },
  },
  ...tokenRows('message-read', (l) => messages.markMessageRead(l, R.messageId)),

  'message-delete.success.json': {
    call: (l) => messages.deleteMessageForMe(l(USER_TOKEN), R.messageId),
    expect: ok(() => undefined),
  },
  'message-delete.business-error.json': {
    call: (l) => messages.deleteMessageForMe(l(USER_TOKEN), R.unknownMessageId),
    expect: { error: 'business', errNo: 1, text: /Message not found/ },
  },
  ...tokenRows('message-delete', (l) => messages.deleteMessageForMe(l, R.messageId)),

  'message-send.success.json': {
    call: (l) => messages.createMessage(l(ADMIN_TOKEN), { kind: 'competition', compId: MESSAGE_SEND_REC.compId }, draft),
    expect: ok((v: Awaited<ReturnType<typeof messages.createMessage>>) => {
      expect(v.data.id).toBeGreaterThan(0)
      expect(v.data.recipients).toBe(2)
    }),
  },
  'message-send.business-error.json': {
    call: (l) => messages.createMessage(l(USER_TOKEN), { kind: 'competition', compId: MESSAGE_SEND_REC.compId }, draft),
    expect: { error: 'business', errNo: 1, text: /permission/ },
  },
  ...tokenRows('message-send', (l) => messages.createMessage(l, { kind: 'competition', compId: MESSAGE_SEND_REC.compId }, draft)),
}
