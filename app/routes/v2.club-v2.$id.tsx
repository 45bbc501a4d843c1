import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { routeMeta } from '~/components/title'
import { clubLoader } from './v2.club-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('club')
export const loader = (args: LoaderFunctionArgs) => mapFailures(clubLoader, args)

/** One club or school: its name, entity level, area and type. */
export default function Club() {
  const { t } = useTranslation()
  const club = useLoaderData<typeof loader>()
  return (
    <section>
      <h1>{club.name}</h1>
      <dl className="facts">
        <dt>{t('clubs.level')}</dt>
        <dd>{t(`clubs.levels.${club.levelKey}`)}</dd>
        <dt>{t('clubs.type')}</dt>
        <dd>{t(`clubs.types.${club.type}`)}</dd>
        <dt>{t('clubs.area')}</dt>
        <dd>{club.area || t('clubs.noArea')}</dd>
        {club.region ? (
          <>
            <dt>{t('clubs.region')}</dt>
            <dd>{club.region}</dd>
          </>
        ) : null}
        <dt>{t('clubs.id')}</dt>
        <dd>{club.id}</dd>
      </dl>
    </section>
  )
}
