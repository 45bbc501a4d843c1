import { redirect } from '@remix-run/node'

/** The old home path: the v2 home is canonical. */
export const loader = () => redirect('/v2', 308)
