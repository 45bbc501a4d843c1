import type { LoaderFunctionArgs } from '@remix-run/node'
import { v1Loader } from './$.server'

export const loader = (args: LoaderFunctionArgs) => v1Loader(args)

/** Never rendered: the loader always redirects or throws. A UI route, so a 404 gets the root ErrorBoundary. */
export default function V1Path() {
  return null
}
