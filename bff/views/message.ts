/** A message for the user: a translation key with values, or a text the legacy site wrote. */
export type UserMessage = { key: string; values?: Record<string, string | number> } | { text: string }
