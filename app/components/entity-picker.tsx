import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { EntityPickerView } from '#bff/views/athlete-entity'

/**
 * The generic athlete entity picker, shown in place of the schedule: a name search (a GET form, so
 * it works without JavaScript) and the offered clubs, the athlete's own first.
 */
export function EntityPicker({ picker, busy }: { picker: EntityPickerView; busy: boolean }) {
  const { t } = useTranslation()
  const hasChoices = picker.own.length + picker.found.length > 0
  return (
    <section aria-labelledby="entity-heading" className="step-panel">
      <h3 id="entity-heading">{t('entity.heading', { name: picker.athleteName })}</h3>
      <p>{t('entity.intro', { entity: picker.entityName.toLowerCase() })}</p>
      <Form method="get" role="search" className="inline-form" preventScrollReset>
        <input type="hidden" name="athlete" value={picker.athleteId} />
        <div className="field">
          <label htmlFor="entity-search">{t('entity.searchLabel')}</label>
          <input id="entity-search" name="entitySearch" type="search" defaultValue={picker.search} maxLength={50} />
        </div>
        <button type="submit" className="secondary">
          {t('entity.search')}
        </button>
      </Form>
      {picker.lookupFailed ? (
        <p className="form-message error" role="alert">
          {t('entity.lookupFailed')}
        </p>
      ) : null}
      {hasChoices ? (
        <Form method="post" className="inline-form" preventScrollReset>
          <input type="hidden" name="intent" value="entity" />
          <input type="hidden" name="athlete" value={picker.athleteId} />
          <input type="hidden" name="entitySearch" value={picker.search} />
          <div className="field">
            <label htmlFor="entity-choice">{t('entity.choiceLabel', { entity: picker.entityName })}</label>
            <select id="entity-choice" name="entity" required defaultValue={picker.own[0]?.id ?? ''}>
              <option value="">{t('entity.placeholder')}</option>
              {picker.own.length > 0 ? (
                <optgroup label={t('entity.own')}>
                  {picker.own.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {picker.found.length > 0 ? (
                <optgroup label={picker.search ? t('entity.found', { search: picker.search }) : t('entity.others')}>
                  {picker.found.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          </div>
          <button type="submit" disabled={busy} aria-busy={busy}>
            {t('entity.save')}
          </button>
        </Form>
      ) : picker.lookupFailed ? null : (
        <p role="status">{t('entity.noMatches')}</p>
      )}
    </section>
  )
}
