import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { UserMessage } from '#bff/views/message'
import { SectionFailure } from './message'

export type CheckResult = { problems: string[] | null; failure: UserMessage | null }

/**
 * 'Check competition': asks the legacy site what it finds wrong with the competition (its validate
 * call) and lists it. A GET form, so it works without JavaScript and the answer has its own address.
 */
export function BuilderCheck({ check }: { check: CheckResult | null }) {
  const { t } = useTranslation('builder')
  return (
    <section className="builder-check" aria-labelledby="builder-check-heading">
      <h3 id="builder-check-heading">{t('check.heading')}</h3>
      <Form method="get">
        <input type="hidden" name="check" value="1" />
        <button type="submit" className="button secondary">
          {t('check.submit')}
        </button>
      </Form>
      {check?.failure ? <SectionFailure message={check.failure} /> : null}
      {check?.problems ? (
        check.problems.length === 0 ? (
          <p className="form-message success" role="status">
            {t('check.none')}
          </p>
        ) : (
          <div role="status">
            <p>{t('check.found', { count: check.problems.length })}</p>
            <ul className="check-problems">
              {check.problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </section>
  )
}
