import type { LoaderFunctionArgs } from '@remix-run/node'
import { registerV1Loader } from './register.server'

/** v1 /register: a logged-in visitor is logged out and sent home; others get the v2 form. */
export const loader = (args: LoaderFunctionArgs) => registerV1Loader(args)
