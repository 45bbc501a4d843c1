/** A message in the user's list (browser-safe). */
export type MessageItem = {
  id: number
  /** E: email, M: message. */
  type: 'E' | 'M'
  from: string
  subject: string
  /** Display date and time in the page's language. */
  sent: string
  compId: number
  unread: boolean
}

/** An opened message: its body is sanitised HTML. */
export type MessageDetail = MessageItem & { bodyHtml: string }
