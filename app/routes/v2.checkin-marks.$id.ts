import type { ActionFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { checkInMarksAction } from './v2.checkin-marks.$id.server'

/** The check-in desk's queued marks, replayed in order when the network is back (JSON for the desk's script). */
export const action = (args: ActionFunctionArgs) => mapFailures(checkInMarksAction, args)
