import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ClubChoiceView } from '#bff/views/club-choice'

type Props = { choice: ClubChoiceView | null; athleteId: number | null; busy: boolean }

/** The club a user representing several acts for (decision 052): a plain post, so it works without JavaScript. */
export function ClubChoice({ choice, athleteId, busy }: Props) {
  const { t } = useTranslation()
  if (!choice) return null
  return (
    <Form method="post" className="club-choice" preventScrollReset>
      <input type="hidden" name="intent" value="club" />
      {athleteId ? <input type="hidden" name="athlete" value={athleteId} /> : null}
      <label>
        {t('clubChoice.label')}{' '}
        <select name="club" defaultValue={choice.acting} key={choice.acting}>
          {choice.clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name || t('clubChoice.unnamed', { id: c.id })}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" className="secondary" disabled={busy}>
        {t('clubChoice.submit')}
      </button>
    </Form>
  )
}
