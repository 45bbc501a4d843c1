import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { impersonateStopAction, impersonateStopLoader } from './v2.impersonate-stop.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const loader = (args: LoaderFunctionArgs) => mapFailures(impersonateStopLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(impersonateStopAction, args)
