import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AthleteClubField } from '~/components/athlete-clubs'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { profileClubSchema } from '~/forms/profile'
import { useZodForm } from '~/forms/use-zod-form'
import { mapFailures } from '#bff/services/failure.server'
import { profileAction, profileLoader } from './v2.profile-v2.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('profile')
export const loader = (args: LoaderFunctionArgs) => mapFailures(profileLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(profileAction, args)

/** The signed-in user's own profile: the clubs they represent, and the club they set themselves (1-shell §4). */
export default function ProfilePage() {
  const { t } = useTranslation('common')
  const profile = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  // After a success the action's clubs are the reloaded config's (without JavaScript this render's loader ran before it).
  const clubs = result?.clubs ?? profile.clubs
  const [form, fields] = useZodForm(profileClubSchema, null, { defaultValue: { club: result?.ok ? '' : (result?.club ?? '') } })
  return (
    <section className="profile">
      <h1>{t('profile.heading')}</h1>
      <dl className="facts">
        <dt>{t('profile.name')}</dt>
        <dd>{profile.name}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>{profile.email}</dd>
      </dl>
      <h2>{t('profile.clubs')}</h2>
      {clubs.length > 0 ? (
        <ul data-testid="profile-clubs">
          {clubs.map((c) => (
            <li key={c.id}>{c.name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('profile.noClubs')}</p>
      )}
      <Form method="post" id={form.id} key={result?.ok ? 'saved' : 'form'} aria-label={t('profile.setClub')}>
        {result ? <FormMessage message={result.message} tone={result.ok ? 'success' : 'error'} /> : null}
        <AthleteClubField field={fields.club} label={t('profile.club')} help={t('profile.clubHelp')} type="C" offered={[]} />
        <div className="actions">
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('profile.save')}
          </button>
        </div>
      </Form>
    </section>
  )
}
