import { redirect } from '@remix-run/node'

/** v1 paths keep working: 308 to the v2 page, query string kept (redirectFrom, reset key). */
export function toV2(request: Request, v2Path: string) {
  const { search } = new URL(request.url)
  return redirect(`${v2Path}${search}`, 308)
}
