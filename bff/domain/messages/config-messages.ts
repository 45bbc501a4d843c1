// The app config's user messages (1-shell §3 "messages"; user message: id, level, message, "some
// admin-only"; §8: level WARN shows as a warning, otherwise as information; admin-only ones show only
// to admins). Pure rules: which of them a user sees, and how.

export type ConfigMessage = { id: number; level: string; message: string; adminOnly: boolean }
export type ShownMessage = { id: number; level: 'warn' | 'info'; text: string; adminOnly: boolean }

/** The messages a user sees, in the config's order: admin-only ones for admins only, empty ones never. */
export function visibleMessages(messages: readonly ConfigMessage[], admin: boolean): ShownMessage[] {
  return messages
    .filter((m) => m.message.trim() !== '' && (admin || !m.adminOnly))
    .map((m) => ({
      id: m.id,
      level: m.level.trim().toUpperCase() === 'WARN' ? 'warn' : 'info',
      text: m.message.trim(),
      adminOnly: m.adminOnly,
    }))
}
