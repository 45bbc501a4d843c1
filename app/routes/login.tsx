import type { LoaderFunctionArgs } from '@remix-run/node'
import { toV2 } from './v1-redirect.server'

export const loader = ({ request }: LoaderFunctionArgs) => toV2(request, '/v2/login-v2')
