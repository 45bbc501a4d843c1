import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { mapFailures } from '#bff/services/failure.server'
import { messagesAction, messagesLoader } from './v2.messages-v2.($compId).server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('messages')
export const loader = (args: LoaderFunctionArgs) => mapFailures(messagesLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(messagesAction, args)

/** The user's messages: the list, and one opened beneath it by a plain link (no JavaScript needed). */
export default function Messages() {
  const { t } = useTranslation('common')
  const { t: tr } = useTranslation('routes')
  const { compId, items, opened, writeToAllHref } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const { pathname } = useLocation()
  return (
    <>
      <h1>{compId === null ? tr('titles.messages') : tr('titles.messages_withParam', { compId })}</h1>
      <FormMessage message={refused?.message} tone="error" />
      {compId !== null ? (
        <p>
          <Link to="/v2/messages-v2">{t('inbox.all')}</Link>
        </p>
      ) : null}
      {writeToAllHref ? (
        <p>
          <Link to={writeToAllHref}>{t('messageCreate.writeToAll')}</Link>
        </p>
      ) : null}
      {opened ? (
        <article className="message-open" aria-labelledby="message-subject">
          <h2 id="message-subject">{opened.subject}</h2>
          <p>{t('inbox.fromLine', { from: opened.from, sent: opened.sent })}</p>
          <div className="legacy-html" dangerouslySetInnerHTML={{ __html: opened.bodyHtml }} />
          <Form method="post" action={pathname} className="message-actions">
            <input type="hidden" name="id" value={opened.id} />
            <button type="submit" name="intent" value="delete" className="secondary">
              {t('inbox.delete')}
            </button>{' '}
            <Link to={pathname}>{t('inbox.close')}</Link>
          </Form>
        </article>
      ) : null}
      <h2>{t('inbox.list')}</h2>
      {items.length === 0 ? (
        <p>{t('inbox.empty')}</p>
      ) : (
        <ul className="message-list">
          {items.map((m) => (
            <li key={m.id} aria-current={opened?.id === m.id ? 'true' : undefined}>
              <Link to={`?open=${m.id}`}>{m.unread ? <strong>{m.subject}</strong> : m.subject}</Link>
              {m.unread ? <span className="badge">{t('inbox.unread')}</span> : null}
              <span>
                {' '}
                {t(`inbox.type.${m.type}`)} · {m.from} · {m.sent}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
