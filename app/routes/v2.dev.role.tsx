import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { toggleRoleAction } from './v2.dev.server'

export const loader = () => redirect('/v2')
export const action = (args: ActionFunctionArgs) => toggleRoleAction(args)
