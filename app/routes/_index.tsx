import type { LoaderFunctionArgs } from '@remix-run/node'
import { v1Loader } from './$.server'

/** The old home path ('/' is not matched by the splat route): the v2 home, like every v1 path. */
export const loader = (args: LoaderFunctionArgs) => v1Loader(args)
