import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { SeedFormValues } from '#bff/domain/seeding/event-group'
import { mapFailures } from '#bff/services/failure.server'
import type { HeatView, SeedingAthleteView, SeedingGroupView, SeedingPostResult } from '#bff/views/seeding'
import { EventGroupLinks } from '~/components/event-group-links'
import { FormMessage, SectionFailure } from '~/components/message'
import { routeMeta } from '~/components/title'
import { seedingAction, seedingLoader } from './v2.seeding-v2.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('seeding')
export const loader = (args: LoaderFunctionArgs) => mapFailures(seedingLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(seedingAction, args)

function AthleteCells({ athlete }: { athlete: SeedingAthleteView }) {
  return (
    <>
      <td>{athlete.bibNo}</td>
      <th scope="row">{athlete.name}</th>
      <td>{athlete.club}</td>
      <td>{athlete.pb}</td>
    </>
  )
}

function AthleteHead({ first }: { first?: string }) {
  const { t } = useTranslation()
  return (
    <thead>
      <tr>
        {first ? <th scope="col">{first}</th> : null}
        <th scope="col">{t('seeding.bib')}</th>
        <th scope="col">{t('seeding.athlete')}</th>
        <th scope="col">{t('seeding.club')}</th>
        <th scope="col">{t('seeding.pb')}</th>
      </tr>
    </thead>
  )
}

function HeatTable({ heat, inLanes }: { heat: HeatView; inLanes: boolean }) {
  const { t } = useTranslation()
  return (
    <table className="seeding-heat">
      <caption>
        {heat.group ? t('seeding.heatOfGroup', { n: heat.heatNo, group: heat.group }) : t('seeding.heat', { n: heat.heatNo })}
      </caption>
      <AthleteHead first={inLanes ? t('seeding.lane') : t('seeding.position')} />
      <tbody>
        {heat.rows.map((row) => (
          <tr key={row.entryId}>
            <td className="seeding-lane">{row.lane}</td>
            <AthleteCells athlete={row} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The options as hidden fields: the confirmation posts the same seeding again. */
function OptionFields({ eventGroupId, values }: { eventGroupId: number; values: SeedFormValues }) {
  return (
    <>
      <input type="hidden" name="intent" value="seed" />
      <input type="hidden" name="eventGroupId" value={eventGroupId} />
      <input type="hidden" name="heatOrder" value={values.heatOrder} />
      <input type="hidden" name="laneCount" value={values.laneCount} />
      <input type="hidden" name="firstLane" value={values.firstLane} />
      {values.byGender ? <input type="hidden" name="byGender" value="on" /> : null}
      {values.byAge ? <input type="hidden" name="byAge" value="on" /> : null}
      <input type="hidden" name="laneDraw" value={values.laneDraw} />
      {values.clubsApart ? <input type="hidden" name="clubsApart" value="on" /> : null}
      <input type="hidden" name="seedOn" value={values.seedOn} />
    </>
  )
}

function ConfirmReseed({ group, values, busy }: { group: SeedingGroupView; values: SeedFormValues; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="seed-confirm">
      <p role="alert">{t('seeding.confirmReseed', { name: group.name })}</p>
      <OptionFields eventGroupId={group.eventGroupId} values={values} />
      <input type="hidden" name="confirm" value="yes" />
      <button type="submit" className="button" disabled={busy}>
        {t('seeding.reseed')}
      </button>{' '}
      <Link to="." className="button secondary">
        {t('seeding.cancel')}
      </Link>
    </Form>
  )
}

function SeedForm({ group, values, busy }: { group: SeedingGroupView; values: SeedFormValues; busy: boolean }) {
  const { t } = useTranslation()
  const id = (field: string) => `seed-${group.eventGroupId}-${field}`
  return (
    <Form method="post" className="seed-form">
      <input type="hidden" name="intent" value="seed" />
      <input type="hidden" name="eventGroupId" value={group.eventGroupId} />
      <fieldset>
        <legend>{t('seeding.options', { name: group.name })}</legend>
        <label htmlFor={id('heatOrder')}>{t('seeding.heatOrder')}</label>
        <select id={id('heatOrder')} name="heatOrder" defaultValue={values.heatOrder}>
          <option value="s">{t('seeding.slowestFirst')}</option>
          <option value="f">{t('seeding.fastestFirst')}</option>
          <option value="d">{t('seedingDraw.drawnOrder')}</option>
        </select>
        <label htmlFor={id('laneCount')}>{t('seeding.laneCount')}</label>
        <input id={id('laneCount')} name="laneCount" type="number" min={1} max={12} required defaultValue={values.laneCount} />
        <label htmlFor={id('firstLane')}>{t('seeding.firstLane')}</label>
        <input id={id('firstLane')} name="firstLane" type="number" min={1} max={12} required defaultValue={values.firstLane} />
        <label>
          <input type="checkbox" name="byGender" defaultChecked={values.byGender} /> {t('seeding.byGender')}
        </label>
        <label>
          <input type="checkbox" name="byAge" defaultChecked={values.byAge} /> {t('seeding.byAge')}
        </label>
        <label htmlFor={id('laneDraw')}>{t('seedingDraw.laneDraw')}</label>
        <select id={id('laneDraw')} name="laneDraw" defaultValue={values.laneDraw}>
          <option value="lot">{t('seedingDraw.byLot')}</option>
          <option value="seeded">{t('seedingDraw.byRank')}</option>
        </select>
        <label>
          <input type="checkbox" name="clubsApart" defaultChecked={values.clubsApart} /> {t('seedingDraw.clubsApart')}
        </label>
        <label htmlFor={id('seedOn')}>{t('seedingDraw.seedOn')}</label>
        <select id={id('seedOn')} name="seedOn" defaultValue={values.seedOn}>
          <option value="pb">{t('seedingDraw.onPb')}</option>
          <option value="sb">{t('seedingDraw.onSb')}</option>
        </select>
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        {group.seeding ? t('seeding.reseed') : t('seeding.seed')} <span className="visually-hidden">({group.name})</span>
      </button>
    </Form>
  )
}

type GroupProps = {
  group: SeedingGroupView
  result: SeedingPostResult | undefined
  busy: boolean
  compId: number
  groupPages: boolean
}

function GroupSection({ group, result, busy, compId, groupPages }: GroupProps) {
  const { t } = useTranslation()
  const mine = result?.eventGroupId === group.eventGroupId ? result : undefined
  const confirm = mine?.confirm ? mine : undefined
  const headingId = `group-${group.eventGroupId}`
  const seeding = group.seeding
  return (
    <section className="seeding-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.name} <span className="seeding-time">{group.time ?? t('seeding.tbc')}</span>
      </h2>
      {groupPages ? <EventGroupLinks eventGroupId={group.eventGroupId} compId={compId} name={group.name} here="seeding" /> : null}
      {group.resultsEntryHref ? (
        <p>
          <Link to={group.resultsEntryHref}>{t('hub.resultsEntryFor', { name: group.name })}</Link>
        </p>
      ) : null}
      {mine && !confirm ? <FormMessage message={mine.message} tone={mine.ok ? 'success' : 'error'} /> : null}
      {seeding ? (
        <>
          <p className="seeding-draw">
            {t('seeding.drawn', {
              seed: seeding.seed,
              lanes: seeding.options.laneCount,
              first: seeding.options.firstLane,
              order: t(
                seeding.options.heatOrder === 'f'
                  ? 'seeding.fastestFirst'
                  : seeding.options.heatOrder === 'd'
                    ? 'seedingDraw.drawnOrder'
                    : 'seeding.slowestFirst',
              ),
            })}{' '}
            {t(seeding.options.laneDraw === 'lot' ? 'seedingDraw.drawnByLot' : 'seedingDraw.drawnByRank')}
            {seeding.options.clubsApart ? ` ${t('seedingDraw.drawnClubsApart')}` : ''}
            {seeding.options.seedOn === 'sb' ? ` ${t('seedingDraw.drawnOnSb')}` : ''}
          </p>
          {seeding.heats.map((heat) => (
            <HeatTable key={heat.heatNo} heat={heat} inLanes={seeding.inLanes} />
          ))}
        </>
      ) : null}
      {group.entries.length === 0 ? (
        <p>{t('seeding.noEntries')}</p>
      ) : (
        <table className="seeding-entries">
          <caption>{t('seeding.entries', { count: group.entries.length })}</caption>
          <AthleteHead />
          <tbody>
            {group.entries.map((athlete) => (
              <tr key={athlete.entryId}>
                <AthleteCells athlete={athlete} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {confirm ? <ConfirmReseed group={group} values={confirm.options} busy={busy} /> : null}
      {group.seedForm && !confirm && group.entries.length > 0 ? <SeedForm group={group} values={group.seedForm} busy={busy} /> : null}
    </section>
  )
}

export default function Seeding() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  const general = result && result.eventGroupId === undefined ? result : undefined
  return (
    <section className="seeding-page">
      <h1>{t('seeding.heading', { name: page.competitionName })}</h1>
      {general ? <FormMessage message={general.message} tone="error" /> : null}
      {page.heatsFailure ? (
        <>
          <p>{t('seeding.heatsUnavailable')}</p>
          <SectionFailure message={page.heatsFailure} />
        </>
      ) : null}
      {page.groups.length === 0 ? <p>{t('seeding.empty')}</p> : null}
      {page.groups.map((group) => (
        <GroupSection
          key={group.eventGroupId}
          group={group}
          result={result}
          busy={busy}
          compId={page.compId}
          groupPages={page.groupPages}
        />
      ))}
    </section>
  )
}
