import type { Request } from 'express'

/** Small readers for request input: the legacy site is lenient, so numbers may come as text. */

export function bodyOf(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {}
}

/** A whole number from a path segment, body field or query value; NaN when it is not one. */
export function whole(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim())
  return Number.NaN
}

export function queryText(req: Request, name: string): string {
  const value = req.query[name]
  return typeof value === 'string' ? value.trim() : ''
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

/** Ids as an array or one comma-separated text. */
export function idList(value: unknown): number[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined ? [] : [value]
  return items.map((v) => whole(typeof v === 'string' ? v.trim() : v))
}
