import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { mapFailures } from '#bff/services/failure.server'
import { MyCheckIn } from '~/components/my-checkin'
import { routeMeta } from '~/components/title'
import { myCheckInAction, myCheckInLoader } from './v2.checkin-athlete.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('checkinAthlete')
export const loader = (args: LoaderFunctionArgs) => mapFailures(myCheckInLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(myCheckInAction, args)

export default function MyCheckInPage() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return <MyCheckIn data={data} result={result} busy={busy} />
}
