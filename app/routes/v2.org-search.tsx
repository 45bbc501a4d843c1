import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import type { OrgRow } from '#bff/views/organisations'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { orgSearchAction, orgSearchLoader } from './v2.org-search.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('orgSearch')
export const loader = (args: LoaderFunctionArgs) => mapFailures(orgSearchLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(orgSearchAction, args)

/** The confirmation step of an approval: a post form (Approve) and a way back (Cancel). */
function ConfirmApproval({ org, status, busy }: { org: OrgRow; status: string; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Form method="post" action={`?status=${status}`} className="confirm" aria-labelledby="approve-question">
      <p id="approve-question">{t('orgs.confirm', { name: org.name })}</p>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="orgId" value={org.id} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t('orgs.confirmApprove')}
        </button>
        <Link to={`?status=${status}`}>{t('orgs.cancel')}</Link>
      </div>
    </Form>
  )
}

/** Organisations by status; an admin approves one after confirming (works without JavaScript). */
export default function OrgSearch() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  return (
    <section>
      <h1>{t('orgs.title')}</h1>
      <Form method="get" className="search">
        <div className="field">
          <label htmlFor="org-status">{t('orgs.status')}</label>
          <select id="org-status" name="status" defaultValue={view.status}>
            {view.statuses.map((s) => (
              <option key={s} value={s}>
                {t(`orgs.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit">{t('orgs.show')}</button>
        </div>
      </Form>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {view.confirming && !result?.ok ? <ConfirmApproval org={view.confirming} status={view.status} busy={busy} /> : null}
      <p role="status">{t('orgs.found', { count: view.items.length, status: t(`orgs.statuses.${view.status}`) })}</p>
      {view.items.length > 0 ? (
        <table>
          <caption className="visually-hidden">{t('orgs.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orgs.name')}</th>
              <th scope="col">{t('orgs.status')}</th>
              <th scope="col">{t('orgs.id')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('orgs.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((o) => (
              <tr key={o.id}>
                <th scope="row">{o.name}</th>
                <td>{view.statuses.some((s) => s === o.status) ? t(`orgs.statuses.${o.status}`) : o.status}</td>
                <td>{o.id}</td>
                <td>
                  {o.approvable ? (
                    <Link to={`?status=${view.status}&approve=${o.id}`} className="button small">
                      {t('orgs.approve')} <span className="visually-hidden">({o.name})</span>
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
