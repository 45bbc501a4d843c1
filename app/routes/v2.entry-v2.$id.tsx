import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { EntityPicker } from '~/components/entity-picker'
import { FormMessage } from '~/components/message'
import { MultiEventPbs } from '~/components/multi-event-pbs'
import { OrderSummary } from '~/components/order-summary'
import { ScheduleTable } from '~/components/schedule-table'
import { pageTitle } from '~/components/title'
import { useShell } from '~/root'
import { entryAction, entryLoader } from './v2.entry-v2.$id.server'

export const meta: MetaFunction = ({ matches, params }) => pageTitle(matches, 'entry.pageTitle', { id: params.id ?? '' })
export const loader = (args: LoaderFunctionArgs) => entryLoader(args)
export const action = (args: ActionFunctionArgs) => entryAction(args)

/** The entry page: pick an athlete, tick events (each tick is a form post), submit to the basket. */
export default function EntryPage() {
  const { t } = useTranslation()
  const shell = useShell()
  const lang = shell?.lang ?? 'en'
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const { comp, athletes, athleteId, schedule, cart } = data
  return (
    <>
      <h1>
        {comp.id}: {comp.name}
      </h1>
      <p>
        <Link to={`/v2/show-entry-v2/${comp.id}`}>{t('entry.back')}</Link>
      </p>
      {result?.message ? <FormMessage message={result.message} tone={'ok' in result && result.ok ? 'success' : 'error'} /> : null}
      {result?.problems?.length ? (
        <div className="form-message error" role="alert">
          <p>{t('entry.problems')}</p>
          <ul>
            {result.problems.map((p) => (
              <li key={p.code}>{t(`basket.${p.code}`, p.values)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!data.open ? (
        <p className="form-message error" role="alert">
          {t('entry.closed')}
        </p>
      ) : (
        <>
          <section aria-labelledby="athletes-heading" className="entry-section">
            <h2 id="athletes-heading">{t('entry.athletes')}</h2>
            {athletes.length === 0 ? <p>{t('entry.noAthletes')}</p> : <p>{t('entry.chooseAthlete')}</p>}
            <ul className="athlete-picker">
              {athletes.map((a) => (
                <li key={a.id}>
                  <Link
                    to={`?athlete=${a.id}`}
                    aria-current={a.id === athleteId ? 'true' : undefined}
                    className={a.id === athleteId ? 'button' : 'button secondary'}
                    preventScrollReset
                  >
                    {a.name}
                    {a.ageGroup ? ` (${a.ageGroup})` : ''}
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={`/v2/athlete-v2/new?returnTo=${encodeURIComponent(`/v2/entry-v2/${comp.id}`)}`}>{t('entry.createAthlete')}</Link>
          </section>
          <section aria-labelledby="schedule-heading" className="entry-section">
            <h2 id="schedule-heading">{schedule ? t('entry.scheduleFor', { name: schedule.athlete.name }) : t('entry.schedule')}</h2>
            {schedule ? (
              <>
                {schedule.athlete.ageGroup ? <p>{t('entry.ageGroup', { group: schedule.athlete.ageGroup })}</p> : null}
                <ScheduleTable rows={schedule.rows} athleteId={schedule.athlete.id} lang={lang} now={data.now} busy={busy} currency={shell?.config.currency ?? '£'} />
                <MultiEventPbs rows={schedule.rows} athleteId={schedule.athlete.id} open={data.multiEvent} result={result && 'multi' in result ? (result.multi ?? null) : null} busy={busy} />
              </>
            ) : data.entityPicker ? (
              <EntityPicker picker={data.entityPicker} busy={busy} />
            ) : (
              <p>{t('entry.pickAthleteFirst')}</p>
            )}
          </section>
          <section aria-labelledby="summary-heading" className="entry-section">
            <h2 id="summary-heading">{t('entry.orderSummary')}</h2>
            <OrderSummary cart={cart} lang={lang} />
            <Form method="post">
              <input type="hidden" name="intent" value="submit" />
              {athleteId ? <input type="hidden" name="athlete" value={athleteId} /> : null}
              <button type="submit" disabled={busy} aria-busy={busy}>
                {t('entry.submit')}
              </button>
            </Form>
          </section>
        </>
      )}
    </>
  )
}
