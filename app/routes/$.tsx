import type { LoaderFunctionArgs } from '@remix-run/node'
import { v1Loader } from './$.server'

export { ShellErrorBoundary as ErrorBoundary } from '~/components/error-boundary'

export const loader = (args: LoaderFunctionArgs) => v1Loader(args)

/** Never rendered: the loader always redirects or throws. A UI route, so a 404 gets its error boundary, in the shell. */
export default function V1Path() {
  return null
}
