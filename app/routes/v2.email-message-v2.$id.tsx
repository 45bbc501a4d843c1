import type { LoaderFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { messageLoader } from './v2.email-message-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

// The loader always redirects to the list with the message opened (or login first).
export const loader = (args: LoaderFunctionArgs) => mapFailures(messageLoader, args)

export default function Message() {
  return null
}
