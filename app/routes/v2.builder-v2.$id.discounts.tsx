import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { BuilderSelect, BuilderText } from '~/components/builder-fields'
import { useDiscountText } from '~/components/discounts'
import { FormActions } from '~/components/form-actions'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useUnsavedChanges } from '~/components/unsaved-changes'
import { discountSchema } from '~/forms/builder-discount'
import { useZodForm } from '~/forms/use-zod-form'
import { discountsAction, discountsLoader } from './v2.builder-v2.$id.discounts.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = routeMeta('builderDiscounts')
export const loader = (args: LoaderFunctionArgs) => mapFailures(discountsLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(discountsAction, args)

const EMPTY = { intent: 'create' as const, description: '', type: '', value: '', fromEntry: '1' }

/** The competition's discounts from the builder: the list, each deleted by a button, and a form to create one (decision 071). */
export default function BuilderDiscountsPage() {
  const { t } = useTranslation('builder')
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const section = useRef<HTMLElement>(null)
  useUnsavedChanges(section, t('unsaved'))
  const text = useDiscountText(page.currency)
  const [form, fields] = useZodForm(discountSchema, result?.submission, { defaultValue: EMPTY })
  return (
    <section ref={section}>
      <h1>
        {page.compId}: {page.compName}
      </h1>
      <h2>{t('discounts.title')}</h2>
      <p className="help">{t('discounts.intro')}</p>
      {page.changed ? (
        <p className="form-message success" role="status">
          {t(`discounts.${page.changed}`)}
        </p>
      ) : null}
      <FormMessage message={result?.message} tone="error" />
      {page.discounts.length === 0 ? (
        <p>{t('discounts.none')}</p>
      ) : (
        <table>
          <caption>{t('discounts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('discounts.description')}</th>
              <th scope="col">{t('discounts.takesOff')}</th>
              <th scope="col">{t('discounts.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.discounts.map((d) => (
              <tr key={d.id}>
                <th scope="row">{d.description}</th>
                <td>{text(d)}</td>
                <td>
                  <Form method="post" className="inline">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="discountId" value={d.id} />
                    <button type="submit" disabled={busy} aria-label={t('discounts.deleteOf', { description: d.description })}>
                      {t('discounts.delete')}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('discounts.createTitle')}</h3>
      <Form method="post" {...getFormProps(form)} className="narrow">
        <input type="hidden" name="intent" value="create" />
        <BuilderText field={fields.description} label={t('discounts.description')} help={t('discounts.descriptionHelp')} required />
        <BuilderSelect
          field={fields.type}
          label={t('discounts.type')}
          placeholder={t('discounts.choose')}
          required
          options={[
            { value: 'A', label: t('discounts.typeAmount', { currency: page.currency }) },
            { value: 'P', label: t('discounts.typePercent') },
          ]}
        />
        <BuilderText field={fields.value} label={t('discounts.value')} help={t('discounts.valueHelp')} required />
        <BuilderText
          field={fields.fromEntry}
          label={t('discounts.fromEntry')}
          help={t('discounts.fromEntryHelp')}
          inputMode="numeric"
          required
        />
        <FormActions submit={t('discounts.create')} busy={busy} disabled={busy} />
      </Form>
      <p className="links">
        <Link to={`/v2/builder-v2/${page.compId}/events`}>{t('discounts.backToEvents')}</Link>{' '}
        <Link to={page.hubHref}>{t('discounts.backToHub')}</Link>
      </p>
    </section>
  )
}
