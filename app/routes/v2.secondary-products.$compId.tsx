import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '#bff/domain/text/format'
import { mapFailures } from '#bff/services/failure.server'
import { BuilderCheckbox, BuilderText, BuilderTextarea } from '~/components/builder-fields'
import { FormActions } from '~/components/form-actions'
import { FormMessage, useMessageText } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { secondaryProductSchema } from '~/forms/secondary-product'
import { useZodForm } from '~/forms/use-zod-form'
import { secondaryProductsAction, secondaryProductsLoader } from './v2.secondary-products.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('secondaryProducts')
export const loader = (args: LoaderFunctionArgs) => mapFailures(secondaryProductsLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(secondaryProductsAction, args)

const EMPTY = { name: '', description: '', maxAllowed: '0', stockQty: '', price: '', salePrice: '', saleEndDate: '' }

/** The competition's secondary products and a form to create one (2-entry §3, §5; decision 070). */
export default function SecondaryProducts() {
  const { t } = useTranslation()
  const text = useMessageText()
  const lang = useShell()?.lang ?? 'en'
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useZodForm(secondaryProductSchema, result?.submission, { defaultValue: EMPTY })
  const money = (amount: number) => `${page.currency}${amount.toFixed(2)}`
  return (
    <>
      <h1>{t('products.title', { name: page.competitionName })}</h1>
      <p>{t('products.intro')}</p>
      <section aria-labelledby="products-list">
        <h2 id="products-list">{t('products.listTitle')}</h2>
        {page.failure ? (
          <p className="form-message error" role="alert">
            {text(page.failure)}
          </p>
        ) : page.products && page.products.length === 0 ? (
          <p>{t('products.none')}</p>
        ) : page.products ? (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('products.name')}</th>
                  <th scope="col">{t('products.price')}</th>
                  <th scope="col">{t('products.stockShort')}</th>
                  <th scope="col">{t('products.maxAllowedShort')}</th>
                </tr>
              </thead>
              <tbody>
                {page.products.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">
                      {p.name}
                      {p.description ? <p className="help">{p.description}</p> : null}
                    </th>
                    <td>
                      {money(p.price)}
                      {p.saleEndDate && p.salePrice > 0 ? (
                        <> ({t('products.saleUntil', { price: money(p.salePrice), date: formatLongDate(p.saleEndDate, lang) })})</>
                      ) : null}
                    </td>
                    <td>
                      {t('products.stockSold', { stock: p.stockQty, sold: p.soldQty })}
                      {p.variations > 0 ? ` · ${t('products.variations', { count: p.variations })}` : ''}
                    </td>
                    <td>
                      {p.maxAllowed > 0 ? p.maxAllowed : t('products.noLimit')} ·{' '}
                      {p.perAthlete ? t('products.perAthleteShort') : t('products.perAccountShort')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="products-create" className="narrow">
        <h2 id="products-create">{t('products.createTitle')}</h2>
        <FormMessage message={result?.message} tone="error" />
        <Form method="post" {...getFormProps(form)}>
          <BuilderText field={fields.name} label={t('products.name')} required />
          <BuilderTextarea field={fields.description} label={t('products.description')} />
          <BuilderCheckbox field={fields.perAthlete} label={t('products.perAthlete')} />
          <BuilderText field={fields.maxAllowed} label={t('products.maxAllowed')} inputMode="numeric" />
          <BuilderText field={fields.stockQty} label={t('products.stockQty')} inputMode="numeric" required />
          <BuilderText field={fields.price} label={t('products.price')} required />
          <BuilderText field={fields.salePrice} label={t('products.salePrice')} />
          <BuilderText field={fields.saleEndDate} label={t('products.saleEndDate')} help={t('products.saleEndDateHelp')} />
          <FormActions submit={t('products.create')} busy={busy} disabled={busy} />
        </Form>
      </section>
      <p>
        <Link to={page.hubHref}>{t('products.backToHub')}</Link>
      </p>
    </>
  )
}
