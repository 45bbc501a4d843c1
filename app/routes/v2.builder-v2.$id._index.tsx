import type { LoaderFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { builderLoader } from './v2.builder-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

/** builder-v2/{id} (and v1 builder/{id}) open the General step. */
export const loader = (args: LoaderFunctionArgs) => mapFailures(builderLoader, args)
