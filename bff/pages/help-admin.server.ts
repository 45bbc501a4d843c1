import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { pageLinks, pageTotal } from '../domain/routing/paging'
import { notFound, optionalId } from '../http/params.server'
import { essential } from '../services/failure.server'
import { findHelp, loadHelpItem, saveHelpItem } from '../services/help.server'
import { setToast } from '../session/toast.server'
import type { HelpFormView, HelpListView } from '../views/help'
import type { UserMessage } from '../views/message'
import { helpItemSchema } from '~/forms/help-item'

/*
 * Help configuration (3-organiser-admin §2 help-form-list, help-form/{id}; "Help content"): the
 * admin lists help items by the start of their key and creates (id 0) or edits one. A save drops
 * the cached item, so every help panel shows the change at once.
 */

type Context = AppLoadContext

/** The generic resource helper's list page size (§9). */
export const HELP_PAGE_SIZE = 5
/** §9: text inputs are 100 long. */
const SEARCH_MAX = 100

export const HELP_LIST_PATH = '/v2/help-form-list'

export async function helpListPage(context: Context, url: URL): Promise<HelpListView> {
  const startswith = (url.searchParams.get('startswith') ?? '').trim().slice(0, SEARCH_MAX)
  const page = optionalId(url.searchParams.get('page')) ?? 1
  const { items, reported } = await essential(findHelp(context, { startswith, pagenumber: page, pagesize: HELP_PAGE_SIZE }))
  const total = pageTotal(reported, HELP_PAGE_SIZE, page, items.length)
  const href = (p: number) => `?${new URLSearchParams({ ...(startswith ? { startswith } : {}), page: String(p) })}`
  return {
    startswith,
    items: items.map(({ id, key, title, type }) => ({ id, key, title, type })),
    total,
    ...pageLinks(total, HELP_PAGE_SIZE, page, href),
  }
}

const EMPTY = { key: '', title: '', type: 'H', data: '', preload: '' }

async function itemOf(context: Context, id: number) {
  if (id === 0) return null
  const item = await essential(loadHelpItem(context, id))
  if (!item) throw notFound()
  return item
}

export async function helpFormPage(context: Context, id: number): Promise<HelpFormView> {
  const item = await itemOf(context, id)
  if (!item) return { id, defaultValue: EMPTY }
  const { key, title, type, data: content, preload } = item
  return { id, defaultValue: { key, title, type, data: content, preload: preload ? 'on' : '' } }
}

export type HelpPostResult = { submission: SubmissionResult<string[]>; message: UserMessage | null }

export async function helpFormPost(context: Context, id: number, form: FormData) {
  const previous = await itemOf(context, id)
  const submission = parseWithZod(form, { schema: helpItemSchema })
  if (submission.status !== 'success') return data<HelpPostResult>({ submission: submission.reply(), message: null }, 400)
  const outcome = await saveHelpItem(context, { id, ...submission.value }, previous?.key ?? null)
  if (!outcome.ok) return data<HelpPostResult>({ submission: submission.reply(), message: outcome.message }, outcome.status)
  const to = `${HELP_LIST_PATH}?${new URLSearchParams({ startswith: submission.value.key })}`
  throw redirect(to, { headers: { 'Set-Cookie': await setToast({ level: 'info', key: 'help.saved' }) } })
}
