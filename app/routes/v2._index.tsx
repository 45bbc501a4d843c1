import type { MetaFunction } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { useShell } from '~/root'
import { pageTitle } from '~/components/title'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'home.title')

export default function Home() {
  const { t } = useTranslation()
  const shell = useShell()
  return (
    <>
      <h1>{t('home.heading')}</h1>
      <p>{shell?.user ? t('home.welcomeUser', { name: shell.user.displayName }) : t('home.welcome')}</p>
    </>
  )
}
