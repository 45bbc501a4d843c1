import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fullRows } from '#bff/domain/schedule/row-options'
import { ClubAllowance } from '~/components/club-allowance'
import { ClubChoice } from '~/components/club-choice'
import { DiscountsLine } from '~/components/discounts'
import { EntityPicker } from '~/components/entity-picker'
import { EntrySection } from '~/components/entry-section'
import { FormMessage, SectionFailure } from '~/components/message'
import { MultiEventPbs } from '~/components/multi-event-pbs'
import { OrderSummary } from '~/components/order-summary'
import { ScheduleTable, type TickResult } from '~/components/schedule-table'
import { SwitchPanel } from '~/components/switch-panel'
import { TeamSection } from '~/components/team-section'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { entryAction, entryLoader } from './v2.entry-v2.$id.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('entry')
export const loader = (args: LoaderFunctionArgs) => mapFailures(entryLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(entryAction, args)

/**
 * The entry page: pick an athlete, tick events, switch an entry, submit to the basket. Without
 * JavaScript each tick is a form post; with it, the rules run in the browser at once and the
 * server's answer follows.
 */
export default function EntryPage() {
  const { t } = useTranslation()
  const shell = useShell()
  const lang = shell?.lang ?? 'en'
  const data = useLoaderData<typeof loader>()
  const actionResult = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const location = useLocation()
  const [tickResult, setTickResult] = useState<TickResult | null>(null)
  useEffect(() => setTickResult(null), [actionResult, location.key])
  const result = tickResult ?? (actionResult ? { ...actionResult, ok: 'ok' in actionResult && actionResult.ok } : null)
  const problems = tickResult ? [] : (actionResult?.problems ?? [])
  const multiResult = !tickResult && actionResult && 'multi' in actionResult ? (actionResult.multi ?? null) : null
  const { comp, sections, athletes, athleteId, switching, cart, failures, teams } = data
  const schedule = useMemo(() => data.schedule && { ...data.schedule, rows: fullRows(data.schedule.rows) }, [data.schedule])
  const teamResult = actionResult && 'team' in actionResult ? (actionResult.team ?? null) : null
  return (
    <>
      <h1>
        {comp.id}: {comp.name}
      </h1>
      <p>
        <Link to={`/v2/show-entry-v2/${comp.id}`}>{t('entry.back')}</Link>
      </p>
      {result?.message ? <FormMessage message={result.message} tone={result.ok ? 'success' : 'error'} /> : null}
      {problems.length ? (
        <div className="form-message error" role="alert">
          <p>{t('entry.problems')}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={`${p.code}-${i}`}>{t(`basket.${p.code}`, p.values)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.refused ? (
        <div className="form-message error" role="alert">
          <p>
            <strong>{t('clubComp.noAccess')}</strong>
          </p>
          <p>{t('clubComp.noAccessWhy')}</p>
        </div>
      ) : !data.open ? (
        <p className="form-message error" role="alert">
          {t('entry.closed')}
        </p>
      ) : (
        <>
          <DiscountsLine discounts={data.discounts} failure={failures.discounts} currency={shell?.config.currency ?? '£'} />
          <ClubChoice choice={data.clubChoice} athleteId={athleteId} busy={busy} />
          <ClubAllowance view={data.clubComp.view} failure={data.clubComp.failure} />
          <TeamSection
            compId={comp.id}
            state={teams.state}
            section={teams.section}
            failure={teams.failure}
            form={teams.form}
            result={teamResult}
            busy={busy}
          />
          <EntrySection id="athletes" title={t('entry.athletes')} state={sections.athletes}>
            {failures.athletes ? (
              <SectionFailure message={failures.athletes} />
            ) : athletes.length === 0 ? (
              <p>{t('entry.noAthletes')}</p>
            ) : (
              <p>{t('entry.chooseAthlete')}</p>
            )}
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
          </EntrySection>
          <EntrySection
            id="schedule"
            title={schedule ? t('entry.scheduleFor', { name: schedule.athlete.name }) : t('entry.schedule')}
            state={sections.schedule}
          >
            {failures.schedule ? (
              <SectionFailure message={failures.schedule} />
            ) : schedule ? (
              <>
                {schedule.athlete.ageGroup ? <p>{t('entry.ageGroup', { group: schedule.athlete.ageGroup })}</p> : null}
                {switching ? <SwitchPanel switching={switching} rows={schedule.rows} athlete={schedule.athlete} busy={busy} /> : null}
                <ScheduleTable
                  schedule={schedule}
                  lang={lang}
                  now={data.now}
                  busy={busy}
                  currency={shell?.config.currency ?? '£'}
                  switching={switching}
                  onTickResult={setTickResult}
                />
                <MultiEventPbs
                  rows={schedule.rows}
                  athleteId={schedule.athlete.id}
                  open={data.multiEvent}
                  result={multiResult}
                  busy={busy}
                />
              </>
            ) : data.entityPicker ? (
              <EntityPicker picker={data.entityPicker} busy={busy} />
            ) : (
              <p>{t('entry.pickAthleteFirst')}</p>
            )}
          </EntrySection>
          <EntrySection id="summary" title={t('entry.orderSummary')} state={sections.shop}>
            {failures.cart ? <SectionFailure message={failures.cart} /> : null}
            {cart ? <OrderSummary cart={cart} lang={lang} /> : null}
            <p>
              <Link to={`/v2/shop-v2/${comp.id}`}>{t('shopPage.open')}</Link>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="submit" />
              {athleteId ? <input type="hidden" name="athlete" value={athleteId} /> : null}
              <button type="submit" disabled={busy} aria-busy={busy}>
                {t('entry.submit')}
              </button>
            </Form>
          </EntrySection>
        </>
      )}
    </>
  )
}
