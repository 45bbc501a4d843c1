import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { languageAction } from './v2.language.server'

export const loader = () => redirect('/v2')
export const action = (args: ActionFunctionArgs) => languageAction(args)
