import { data, type AppLoadContext } from '@remix-run/node'
import { isHelpKey } from '../domain/help/help-item'
import { isAdmin } from '../domain/routing/permissions'
import { safeRedirect } from '../domain/routing/safe-redirect'
import { notFound } from '../http/params.server'
import { helpFor } from '../services/help.server'
import { HOME_PATH } from '../session/paths'
import type { HelpBody, HelpPageView, HelpView } from '../views/help'

/*
 * One help item (1-shell §2.8): the panel loads it with JavaScript, and without JavaScript the
 * field's help link opens it as a page. It never throws for the legacy site: a panel opened on a
 * form must not replace the form with an error page, so a missing item or a failing site is said
 * in the panel (404, 503) and the form stays.
 */

/** A panel with nothing to show still answers, with the status a page would have. */
const STATUS: Partial<Record<HelpBody['kind'], number>> = { missing: 404, unavailable: 503 }

export async function helpPage(context: AppLoadContext, key: string, url: URL) {
  if (!isHelpKey(key)) throw notFound()
  const { item, body } = await helpFor(context, key)
  const view: HelpView = { key: isAdmin(context.auth) ? key : null, title: item?.title || '', body }
  const page: HelpPageView = { ...view, returnTo: safeRedirect(url.searchParams.get('returnTo'), HOME_PATH) }
  const status = STATUS[body.kind] ?? 200
  return data(page, { status })
}
