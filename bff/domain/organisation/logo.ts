// An organisation's logo (3-organiser-admin.md §3 "Organisation", §7 `POST /v5/upload`): what the
// server accepts before the file leaves it. The type is read from the bytes, never the name or the
// browser's content type, which the sender chooses.

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type LogoType = (typeof LOGO_TYPES)[number]

/** 1 MiB: a logo shown at header size never needs more (our limit; the spec gives none). */
export const MAX_LOGO_BYTES = 1024 * 1024

export const LOGO_EXTENSIONS: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The image type the bytes are, by their magic number; null for anything else. */
export function sniffImage(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

export type LogoCode = 'LOGO_TOO_LARGE' | 'LOGO_NOT_IMAGE'
export type LogoCheck = { ok: true; type: LogoType } | { ok: false; code: LogoCode }

/**
 * A file given as the logo: too large when over the limit (`size` is what was sent, which may be
 * more than the bytes kept), else an image by its bytes.
 */
export function checkLogo(file: { size: number; bytes: Uint8Array }, maxBytes = MAX_LOGO_BYTES): LogoCheck {
  if (file.size > maxBytes) return { ok: false, code: 'LOGO_TOO_LARGE' }
  const type = sniffImage(file.bytes)
  return type ? { ok: true, type } : { ok: false, code: 'LOGO_NOT_IMAGE' }
}
