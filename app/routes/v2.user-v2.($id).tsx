import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { AthleteClubField } from '~/components/athlete-clubs'
import { useZodForm } from '~/forms/use-zod-form'
import { userClubSchema } from '~/forms/user-club'
import { countyGroups } from '#bff/domain/athlete/areas'
import { creditKind } from '#bff/domain/admin/user-admin'
import { formatMoney } from '#bff/domain/text/format'
import type { UserIntent, UserPostResult } from '#bff/views/users'
import { mapFailures } from '#bff/services/failure.server'
import { useShell } from '~/shell'
import { userAction, userLoader } from './v2.user-v2.($id).server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('user')
export const loader = (args: LoaderFunctionArgs) => mapFailures(userLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(userAction, args)

/** One small form of the page: its own message when it was the one posted; values kept on a refusal. */
function ChangeForm({
  id,
  intent,
  result,
  children,
  label,
}: {
  id?: string
  intent: UserIntent
  result?: UserPostResult
  children: ReactNode
  label: string
}) {
  const busy = useNavigation().formData?.get('intent') === intent
  const mine = result?.intent === intent ? result : undefined
  const ref = useRef<HTMLFormElement>(null)
  // A change made empties its form: a second press must not make it twice.
  useEffect(() => {
    if (mine?.ok) ref.current?.reset()
  }, [mine])
  return (
    <Form method="post" ref={ref} id={id} className="user-change" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {mine ? <FormMessage message={mine.message} tone={mine.ok ? 'success' : 'error'} /> : null}
      {children}
      <div className="actions">
        <button type="submit" aria-busy={busy} disabled={busy}>
          {label}
        </button>
      </div>
    </Form>
  )
}

/** A remove button for one listed area or club. */
function RemoveButton({ intent, name, id, label }: { intent: UserIntent; name: string; id: number; label: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={id} />
      <button type="submit" className="link">
        {label}
      </button>
    </Form>
  )
}

/** An admin sees one user and changes their areas, clubs, credit, version and organisations, or impersonates them. */
export default function UserPage() {
  const { t } = useTranslation('common')
  const shell = useShell()
  const { user, areaChoices, organisations, canImpersonate, creditKey } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const kept = (intent: UserIntent, name: string) => (result?.intent === intent ? (result.values[name] ?? '') : '')
  const money = (n: number) => formatMoney(Math.abs(n), shell?.config.currency ?? '£', shell?.lang ?? 'en')
  const kind = creditKind(user.credit)
  // The club field is the athlete form's (suggestions from the clubs lookup), so its form is a conform one.
  const [clubForm, clubFields] = useZodForm(userClubSchema, null, { defaultValue: { club: kept('addClub', 'club') } })
  const removed = result?.intent === 'removeArea' || result?.intent === 'removeClub' ? result : undefined
  return (
    <section className="user-detail">
      <h1>{user.name || user.email}</h1>
      {kind ? (
        <p className="banner info" data-testid="user-credit">
          {t(`userAdmin.${kind}`, { amount: money(user.credit) })}
        </p>
      ) : null}
      <dl className="facts">
        <dt>{t('users.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('users.role')}</dt>
        <dd>{user.role}</dd>
        <dt>{t('users.id')}</dt>
        <dd>{user.id}</dd>
        <dt>{t('userAdmin.creditBalance')}</dt>
        <dd>{`${user.credit < 0 ? '-' : ''}${money(user.credit)}`}</dd>
        <dt>{t('userAdmin.version')}</dt>
        <dd>{t(user.version.toggle ? 'userAdmin.versionWithSwitch' : 'userAdmin.versionOnly', { version: user.version.current })}</dd>
      </dl>

      {canImpersonate ? (
        <ChangeForm intent="impersonate" result={result} label={t('userAdmin.impersonate')}>
          <p className="help">{t('userAdmin.impersonateHelp', { name: user.name || user.email })}</p>
        </ChangeForm>
      ) : null}

      <h2>{t('userAdmin.permissions')}</h2>
      {user.permissions.length > 0 ? (
        <ul>
          {user.permissions.map((p, i) => (
            <li key={`${p.role}-${p.orgId}-${p.compId}-${i}`}>
              {t('userAdmin.grant', {
                role: p.role,
                org: p.orgId === 0 ? t('userAdmin.allOrgs') : p.orgName || p.orgId,
                comp: p.compId === 0 ? t('userAdmin.allComps') : p.compId,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('userAdmin.none')}</p>
      )}

      <h2>{t('userAdmin.orgs')}</h2>
      {user.orgs.length > 0 ? (
        <ul>
          {user.orgs.map((o) => (
            <li key={o.id}>{o.name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('userAdmin.none')}</p>
      )}
      {organisations ? (
        <ChangeForm intent="addOrg" result={result} label={t('userAdmin.addOrg')}>
          <div className="field">
            <label htmlFor="u-org">{t('userAdmin.org')}</label>
            <select id="u-org" name="orgId" defaultValue={kept('addOrg', 'orgId')} required>
              <option value="">{t('userAdmin.choose')}</option>
              {organisations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
        </ChangeForm>
      ) : null}

      <h2>{t('userAdmin.areas')}</h2>
      {removed?.intent === 'removeArea' ? <FormMessage message={removed.message} tone={removed.ok ? 'success' : 'error'} /> : null}
      {user.areas.length > 0 ? (
        <ul>
          {user.areas.map((a) => (
            <li key={a.id}>
              {a.name} {a.kind ? `(${a.kind})` : null}{' '}
              <RemoveButton intent="removeArea" name="areaId" id={a.id} label={t('userAdmin.removeNamed', { name: a.name })} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('userAdmin.none')}</p>
      )}
      {areaChoices ? (
        <ChangeForm intent="addArea" result={result} label={t('userAdmin.addArea')}>
          <div className="field">
            <label htmlFor="u-area">{t('userAdmin.area')}</label>
            <select id="u-area" name="areaId" defaultValue={kept('addArea', 'areaId')} required>
              <option value="">{t('userAdmin.choose')}</option>
              <optgroup label={t('userAdmin.regions')}>
                {areaChoices.regions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </optgroup>
              {countyGroups(areaChoices, null).map((g, i) => (
                <optgroup key={g.region?.id ?? `other-${i}`} label={t('userAdmin.countiesOf', { region: g.region?.name ?? '' })}>
                  {g.counties.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        </ChangeForm>
      ) : null}

      <h2>{t('userAdmin.clubs')}</h2>
      {removed?.intent === 'removeClub' ? <FormMessage message={removed.message} tone={removed.ok ? 'success' : 'error'} /> : null}
      {user.clubs.length > 0 ? (
        <ul>
          {user.clubs.map((c) => (
            <li key={c.id}>
              {c.name} {c.kind ? `(${c.kind})` : null}{' '}
              <RemoveButton intent="removeClub" name="clubId" id={c.id} label={t('userAdmin.removeNamed', { name: c.name })} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('userAdmin.none')}</p>
      )}
      <ChangeForm id={clubForm.id} intent="addClub" result={result} label={t('userAdmin.addClub')}>
        <AthleteClubField field={clubFields.club} label={t('userAdmin.club')} type="C" offered={[]} />
      </ChangeForm>

      <h2>{t('userAdmin.creditTitle')}</h2>
      <ChangeForm intent="credit" result={result} label={t('userAdmin.changeCredit')}>
        <input type="hidden" name="once" value={creditKey} />
        <div className="field">
          <label htmlFor="u-amount">{t('userAdmin.amount')}</label>
          <input
            id="u-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={kept('credit', 'amount')}
            aria-describedby="u-amount-help"
            required
          />
          <p id="u-amount-help" className="help">
            {t('userAdmin.amountHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="u-reason">{t('userAdmin.reason')}</label>
          <input id="u-reason" name="reason" maxLength={100} defaultValue={kept('credit', 'reason')} required />
        </div>
      </ChangeForm>
      <ChangeForm intent="setCredit" result={result} label={t('userAdmin.setCredit')}>
        <div className="field">
          <label htmlFor="u-balance">{t('userAdmin.balance')}</label>
          <input id="u-balance" name="balance" inputMode="decimal" defaultValue={kept('setCredit', 'balance')} required />
        </div>
      </ChangeForm>

      <h2>{t('userAdmin.versionTitle')}</h2>
      <ChangeForm intent="version" result={result} label={t('userAdmin.saveVersion')}>
        <div className="field">
          <label htmlFor="u-version">{t('userAdmin.version')}</label>
          <select id="u-version" name="version" defaultValue={kept('version', 'version') || user.version.current}>
            <option value="v2">v2</option>
            <option value="v1">v1</option>
          </select>
        </div>
        <div className="field checkbox">
          <input id="u-toggle" type="checkbox" name="toggle" defaultChecked={user.version.toggle} />
          <label htmlFor="u-toggle">{t('userAdmin.toggle')}</label>
        </div>
      </ChangeForm>
    </section>
  )
}
