import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { BuilderEventGroup, BuilderEventsView } from '#bff/views/builder'
import { addEventSchema, type AddEventFormInput, type AddEventFormValue } from '~/forms/builder-events'
import { BuilderCheckbox, BuilderCheckboxGroup, BuilderSelect, BuilderText } from './builder-fields'
import { rowText } from './row-text'

const money = (n: number | null) => (n === null ? '' : n.toFixed(2))

/** Step 3, the events: ticked ones deleted together (one or many), and a form to add one with its price. */
export function BuilderEvents({ events, result }: { events: BuilderEventsView; result?: { submission: SubmissionResult<string[]> } }) {
  const { t } = useTranslation('builder')
  const busy = useNavigation().state === 'submitting'
  const schema = addEventSchema(events.feeRule, events.events)
  // The description follows the chosen event until the organiser types one of their own.
  const named = useRef('')
  const [form, fields] = useForm<AddEventFormInput, AddEventFormValue>({
    lastResult: result?.submission,
    defaultValue: { intent: 'add', startDate: events.defaultDate, maxAthletes: '0' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  // Translated once, not per row: a 120-event competition made these calls a large part of the page's render (issue 12).
  const tbc = t('schedule.tbc')
  const unlimited = t('schedule.unlimited')
  // A competition has a few prices: each text once.
  const paysTexts = new Map<string, string>()
  const pays = (total: number, fee: number | null) => {
    const values = { total: money(total), fee: money(fee) }
    const key = `${values.total} ${values.fee}`
    const known = paysTexts.get(key)
    if (known !== undefined) return known
    const text = t('events.pays', values)
    paysTexts.set(key, text)
    return text
  }
  return (
    <>
      {events.rows.length === 0 ? (
        <p>{t('events.empty')}</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <table className="builder-events">
            <caption>{t('events.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('events.select')}</th>
                <th scope="col">{t('events.group')}</th>
                <th scope="col">{t('events.start')}</th>
                <th scope="col">{t('schedule.ageGroups')}</th>
                <th scope="col">{t('schedule.max')}</th>
                <th scope="col">{t('events.price')}</th>
                <th scope="col">{t('events.athletePays')}</th>
              </tr>
            </thead>
            <tbody>
              {events.rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <input type="checkbox" name="ceids" value={r.id} id={`ce-${r.id}`} aria-labelledby={`ce-${r.id}-name`} />
                  </td>
                  <th scope="row" id={`ce-${r.id}-name`}>
                    {r.eventGroup || r.eventName}
                  </th>
                  <td>
                    {r.date} {r.time || tbc}
                  </td>
                  <td>{r.ageGroups.join(', ')}</td>
                  <td>{r.maxAthletes > 0 ? r.maxAthletes : unlimited}</td>
                  <td>{money(r.price)}</td>
                  <td>{r.athletePays === null ? '' : pays(r.athletePays, r.fee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="submit" disabled={busy}>
            {t('events.deleteSelected')}
          </button>
        </Form>
      )}
      {events.groups.length > 0 ? <EventGroups groups={events.groups} busy={busy} /> : null}
      <h3>{t('events.add')}</h3>
      <Form method="post" {...getFormProps(form)} className="narrow">
        <input type="hidden" name="intent" value="add" />
        <BuilderSelect
          field={fields.eventId}
          label={t('events.event')}
          required
          placeholder={t('general.choose')}
          options={events.events.map((e) => ({ value: String(e.id), label: e.name }))}
          onChange={(value) => {
            const current = (fields.groupName.value ?? '').trim()
            if (current !== '' && current !== named.current) return
            named.current = events.events.find((e) => String(e.id) === value)?.name ?? ''
            form.update({ name: fields.groupName.name, value: named.current })
          }}
        />
        <BuilderText field={fields.groupName} label={t('events.groupName')} help={t('events.groupNameHelp')} required />
        <BuilderCheckboxGroup
          field={fields.ageGroupIds}
          legend={t('events.ageGroups')}
          options={events.ageGroups.map((g) => ({ value: String(g.id), label: g.name }))}
        />
        <BuilderText field={fields.startDate} label={t('events.startDate')} help={t('general.dateHelp')} inputMode="numeric" required />
        <BuilderText field={fields.startTime} label={t('events.startTime')} help={t('general.timeHelp')} inputMode="numeric" required />
        <BuilderText field={fields.maxAthletes} label={t('events.maxAthletes')} help={t('events.maxHelp')} inputMode="numeric" />
        <fieldset>
          <legend>{t('events.priceLegend')}</legend>
          <BuilderText field={fields.priceDescription} label={t('events.priceDescription')} required />
          <BuilderText
            field={fields.price}
            label={t('events.price')}
            help={t('events.priceHelp', { minFee: money(events.feeRule.fees.minFee) })}
          />
          <BuilderCheckbox field={fields.freeEntry} label={t('events.freeEntry')} />
          <BuilderCheckbox field={fields.feeIncluded} label={t('events.feeIncluded')} help={t('events.feeIncludedHelp')} />
        </fieldset>
        <button type="submit" disabled={busy}>
          {t('events.addButton')}
        </button>
      </Form>
    </>
  )
}

/** The event groups: each renamed, flagged as results possible, or deleted with its events, by its own small form. */
function EventGroups({ groups, busy }: { groups: BuilderEventGroup[]; busy: boolean }) {
  const { t } = useTranslation('builder')
  // The same texts in every row: translated once (see BuilderEvents).
  const text = {
    rename: t('events.rename'),
    yes: t('events.resultsYes'),
    no: t('events.resultsNo'),
    off: t('events.resultsOff'),
    on: t('events.resultsOn'),
    remove: t('events.groupDelete'),
    nameOf: rowText(t, 'events.groupNameOf', 'name'),
    offOf: rowText(t, 'events.resultsOffOf', 'name'),
    onOf: rowText(t, 'events.resultsOnOf', 'name'),
    removeOf: rowText(t, 'events.groupDeleteOf', 'name'),
  }
  return (
    <>
      <h3>{t('events.groups')}</h3>
      <table className="builder-groups">
        <caption className="visually-hidden">{t('events.groups')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.groupRename')}</th>
            <th scope="col">{t('events.groupEvents')}</th>
            <th scope="col">{t('events.resultsPossible')}</th>
            <th scope="col">{t('events.groupDelete')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id}>
              <td>
                <Form method="post" className="inline">
                  <input type="hidden" name="intent" value="renameGroup" />
                  <input type="hidden" name="egId" value={g.id} />
                  <input
                    type="text"
                    name="name"
                    defaultValue={g.name}
                    aria-label={text.nameOf(g.name)}
                    required
                    maxLength={50}
                    autoComplete="off"
                  />{' '}
                  <button type="submit" disabled={busy}>
                    {text.rename}
                  </button>
                </Form>
              </td>
              <td>{g.events}</td>
              <td>
                <Form method="post" className="inline">
                  <input type="hidden" name="intent" value="groupResults" />
                  <input type="hidden" name="egId" value={g.id} />
                  <input type="hidden" name="possible" value={g.resultsPossible ? '0' : '1'} />
                  {g.resultsPossible ? text.yes : text.no}{' '}
                  <button type="submit" disabled={busy} aria-label={(g.resultsPossible ? text.offOf : text.onOf)(g.name)}>
                    {g.resultsPossible ? text.off : text.on}
                  </button>
                </Form>
              </td>
              <td>
                <Form method="post" className="inline">
                  <input type="hidden" name="intent" value="deleteGroup" />
                  <input type="hidden" name="egId" value={g.id} />
                  <button type="submit" disabled={busy} aria-label={text.removeOf(g.name)}>
                    {text.remove}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
