import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PAID_MESSAGE_MAX, PAYMENT_STATUSES } from '#bff/domain/entry/entry-actions'
import { mapFailures } from '#bff/services/failure.server'
import type { EntryActionsView } from '#bff/views/entry-actions'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { entryActionsAction, entryActionsLoader } from './v2.actions-v2.$compId.$athleteId.$clubId.$entryId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('actions')
export const loader = (args: LoaderFunctionArgs) => mapFailures(entryActionsLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(entryActionsAction, args)

function EntryFacts({ page }: { page: EntryActionsView }) {
  const { t } = useTranslation()
  const e = page.entry
  const facts: Array<[string, string]> = [
    [t('actions.competition'), `${page.compId}: ${page.competitionName}`],
    [t('actions.athlete'), e.athleteName],
    [t('actions.club'), e.clubName || t('actions.noClub')],
    [t('actions.event'), e.eventName],
    [t('actions.payment'), t(`finance.paymentStatus.${e.paidKey}`)],
    [t('actions.amount'), e.amount.toFixed(2)],
    [t('actions.enteredBy'), e.ownerName],
  ]
  return (
    <dl className="entry-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function MoveForm({ page, busy }: { page: EntryActionsView; busy: boolean }) {
  const { t } = useTranslation()
  if (page.destinations.length === 0) return <p>{t('actions.noOtherEvent')}</p>
  return (
    <Form method="post" className="entry-move">
      <input type="hidden" name="intent" value="move" />
      <label htmlFor="move-ceid">{t('actions.moveTo')}</label>
      <select id="move-ceid" name="ceid" required defaultValue="">
        <option value="" disabled>
          {t('actions.chooseEventOption')}
        </option>
        {page.destinations.map((d) => (
          <option key={d.ceid} value={d.ceid}>
            {d.name}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy}>
        {t('actions.move')}
      </button>
    </Form>
  )
}

/** The payment status (§3's four), set with an optional note (2-entry §7 set paid). */
function PaidForm({ page, busy }: { page: EntryActionsView; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="entry-paid">
      <input type="hidden" name="intent" value="paid" />
      <label htmlFor="paid-status">{t('actions.paidStatus')}</label>
      <select id="paid-status" name="paid" required defaultValue={String(page.entry.paid)}>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`finance.paymentStatus.${s}`)}
          </option>
        ))}
      </select>
      <label htmlFor="paid-message">{t('actions.paidMessage')}</label>
      <input id="paid-message" name="message" type="text" maxLength={PAID_MESSAGE_MAX} autoComplete="off" />
      <button type="submit" disabled={busy}>
        {t('actions.setPaid')}
      </button>
    </Form>
  )
}

/** An unpaid entry goes into its owner's basket (2-entry §7 addtobasket), for them to pay online. */
function BasketForm({ page, busy }: { page: EntryActionsView; busy: boolean }) {
  const { t } = useTranslation()
  if (!page.entry.basketable) return <p>{t('entryBasket.putOnlyUnpaid')}</p>
  return (
    <Form method="post" className="entry-basket">
      <input type="hidden" name="intent" value="basket" />
      <p id="entry-basket-help">{t('entryBasket.putHelp', { owner: page.entry.ownerName })}</p>
      <button type="submit" disabled={busy} aria-describedby="entry-basket-help">
        {t('entryBasket.put', { owner: page.entry.ownerName })}
      </button>
    </Form>
  )
}

/** The first step of a cancellation: a GET form, so the confirmation is a page of its own (works without JavaScript). */
function CancelForm({ page }: { page: EntryActionsView }) {
  const { t } = useTranslation()
  return (
    <Form method="get" className="entry-cancel">
      <input type="hidden" name="cancel" value="1" />
      <fieldset>
        <legend>{t('actions.settlement')}</legend>
        {page.settlements.map((s, i) => (
          <div key={s}>
            <input type="radio" id={`settle-${s}`} name="settle" value={s} defaultChecked={i === 0} />
            <label htmlFor={`settle-${s}`}>{t(`actions.settle.${s}`)}</label>
          </div>
        ))}
      </fieldset>
      {page.windowClosed ? <p>{t('actions.windowClosed', { hours: page.hrsBeforeClose })}</p> : null}
      <label htmlFor="cancel-reason">{t('actions.reason')}</label>
      <textarea id="cancel-reason" name="reason" required maxLength={200} rows={2} />
      <button type="submit">{t('actions.cancelEntry')}</button>
    </Form>
  )
}

function ConfirmCancel({ page, busy }: { page: EntryActionsView; busy: boolean }) {
  const { t } = useTranslation()
  const confirming = page.confirming!
  return (
    <Form method="post" className="confirm" aria-labelledby="cancel-question">
      <p id="cancel-question">
        {t(`actions.confirm.${confirming.settlement}`, {
          name: page.entry.athleteName,
          event: page.entry.eventName,
          amount: page.entry.amount.toFixed(2),
        })}{' '}
        {t('actions.irreversible')}
      </p>
      <p>{t('actions.reasonGiven', { reason: confirming.reason })}</p>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="settle" value={confirming.settlement} />
      <input type="hidden" name="reason" value={confirming.reason} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t('actions.confirmCancel')}
        </button>
        <Link to=".">{t('actions.keep')}</Link>
      </div>
    </Form>
  )
}

/** The organiser's actions on one entry: set its payment status, move it, or cancel it after confirming. */
export default function EntryActions() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  return (
    <section className="entry-actions-page">
      <h1>{t('actions.heading', { name: page.entry.athleteName })}</h1>
      <EntryFacts page={page} />
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      <h2>{t('actions.paidHeading')}</h2>
      <PaidForm key={page.entry.paid} page={page} busy={busy} />
      <h2>{t('entryBasket.putHeading')}</h2>
      <BasketForm page={page} busy={busy} />
      <h2>{t('actions.moveHeading')}</h2>
      <MoveForm page={page} busy={busy} />
      <h2>{t('actions.cancelHeading')}</h2>
      <FormMessage message={page.cancelError} tone="error" />
      {page.confirming ? <ConfirmCancel page={page} busy={busy} /> : <CancelForm page={page} />}
    </section>
  )
}
