import type { Language } from '#bff/domain/routing/language'
import { Link } from '@remix-run/react'
import type { CardModel } from '#bff/views/competition-card'
import { formatDayTime, formatLongDate } from '#bff/domain/text/format'
import { useListT } from '~/i18n'
import { CompetitionStatusText } from './competition-status'

/** The public competition card (2-entry.md, 'Public competition card'). HTML fields arrive sanitised. */
export function CompetitionCard({
  card,
  lang,
  headingLevel = 2,
  full = false,
}: {
  card: CardModel
  lang: Language
  headingLevel?: 1 | 2 | 3
  full?: boolean
}) {
  const t = useListT()
  const { status, buttons, links } = card
  const comp = card
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]
  const headingId = `comp-${comp.id}-name`
  const multiDay = comp.dates.length > 1
  const heading = t('competition.heading', { id: comp.id, name: comp.name })
  const restriction = card.restriction
  return (
    <article className={`comp-card${comp.active ? '' : ' inactive'}`} aria-labelledby={headingId}>
      <div className="comp-card-head">
        {comp.logo ? <img className="comp-logo" src={comp.logo} alt="" width="64" height="64" loading="lazy" /> : null}
        <div>
          <Heading id={headingId}>{full ? heading : <Link to={`/v2/show-entry-v2/${comp.id}`}>{heading}</Link>}</Heading>
          <p className="comp-dates">
            {comp.dates[0] ? <time dateTime={comp.dates[0]}>{formatLongDate(comp.dates[0], lang)}</time> : null}
            {multiDay ? <span className="tag">{t('competition.multiDay')}</span> : null}
            <span className={`pill ${status.open ? 'open' : 'closed'}`}>
              {status.open ? t('competition.open') : t('competition.closed')}
            </span>
            {card.accessLabel && card.builderHref ? (
              <Link to={card.builderHref} className="tag">
                {t(`competition.access${card.accessLabel}`)}
                {/* An admin's label says Admin: the link's name says where it goes. */}
                {card.accessLabel === 'Builder' ? null : <span className="visually-hidden"> – {t('hub.tool.builder')}</span>}
                <Which name={heading} />
              </Link>
            ) : card.accessLabel ? (
              <span className="tag">{t(`competition.access${card.accessLabel}`)}</span>
            ) : null}
          </p>
        </div>
      </div>
      <p>
        {t('competition.organiserLine', { name: comp.organiserName })}
        {comp.locationName ? (
          <>
            {' · '}
            {card.mapUrl ? (
              <a href={card.mapUrl} target="_blank" rel="noopener noreferrer">
                {comp.locationName}
                <span className="visually-hidden"> ({t('competition.mapNewWindow')})</span>
              </a>
            ) : (
              comp.locationName
            )}
          </>
        ) : null}
      </p>
      {multiDay && full ? <p>{t('competition.daysLine', { dates: comp.dates.map((d) => formatLongDate(d, lang)).join(', ') })}</p> : null}
      <dl className="counts">
        <div>
          <dt>{t('competition.athletes')}</dt>
          <dd>{comp.counts.athletes}</dd>
        </div>
        <div>
          <dt>{t('competition.entries')}</dt>
          <dd>{comp.counts.entries}</dd>
        </div>
        {comp.teamComp ? (
          <div>
            <dt>{t('competition.teams')}</dt>
            <dd>{comp.counts.teams}</dd>
          </div>
        ) : null}
      </dl>
      <p className="comp-status">
        <CompetitionStatusText status={status} lang={lang} />
      </p>
      {card.awaitingApproval ? <p className="comp-awaiting">{t('compstatus.awaitingApproval')}</p> : null}
      {card.e4sStatus ? <E4sSection status={card.e4sStatus} name={heading} /> : null}
      {comp.disabledReason ? <p className="comp-disabled">{comp.disabledReason}</p> : null}
      {restriction ? (
        <div className="restriction">
          {restriction.clubs.length > 0 ? (
            <p>{t('competition.restrictedToClubs', { clubs: restriction.clubs.map((c) => c.name).join(', ') })}</p>
          ) : null}
          {restriction.areas.length > 0 ? (
            <p>{t('competition.restrictedToAreas', { areas: restriction.areas.map((a) => a.name).join(', ') })}</p>
          ) : null}
          {restriction.endsAt ? <p>{t('competition.restrictionEndsLine', { date: formatDayTime(restriction.endsAt, lang) })}</p> : null}
        </div>
      ) : null}
      {comp.newsflashHtml ? <div className="newsflash" dangerouslySetInnerHTML={{ __html: comp.newsflashHtml }} /> : null}
      {comp.homeInfoHtml ? <div className="home-info" dangerouslySetInnerHTML={{ __html: comp.homeInfoHtml }} /> : null}
      <div className="actions">
        {buttons.enter ? (
          <Link to={card.enterHref} className={`button${buttons.enterSmall ? ' small' : ''}`}>
            {comp.enterButtonText || t('competition.enter')}
          </Link>
        ) : null}
        {buttons.orgEnter ? (
          <Link to={`/v2/entry-v2/${comp.id}`} className="button secondary">
            {t('competition.orgEnter')}
          </Link>
        ) : null}
        {buttons.information && !full ? (
          <Link to={`/v2/show-entry-v2/${comp.id}`} className="button secondary">
            {t('competition.information')}
            <Which name={heading} />
          </Link>
        ) : null}
        {buttons.viewResults ? (
          <a href={links.results} className="button secondary">
            {t('competition.viewResults')}
            <Which name={heading} />
          </a>
        ) : null}
        {buttons.checkIn ? (
          <Link to={card.checkInHref} className="button secondary">
            {t('competition.checkIn')}
            <Which name={heading} />
          </Link>
        ) : null}
        {card.ticketHref ? (
          <Link to={card.ticketHref} className="button secondary">
            {comp.ticketButtonText || t('competition.tickets')}
          </Link>
        ) : null}
        {card.hubHref && !full ? (
          <Link to={card.hubHref} className="button secondary">
            {t('hub.tools')}
            <Which name={heading} />
          </Link>
        ) : null}
        {buttons.contactOrganiser && full ? (
          <Link to={`/v2/contact-organiser-v2/${comp.id}`} className="button secondary">
            {t('competition.contactOrganiser')}
          </Link>
        ) : null}
      </div>
      {full && card.tools.length > 0 ? (
        <nav aria-label={t('hub.toolsOf', { name: heading })} className="comp-admin-links">
          <ul className="actions">
            {card.tools.map((tool) => (
              <li key={tool.key}>
                <Link to={tool.href} className="button secondary">
                  {t(`hub.tool.${tool.key}`)}
                </Link>
              </li>
            ))}
            {card.hubHref ? (
              <li>
                <Link to={card.hubHref} className="button secondary">
                  {t('hub.tools')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {full ? (
        <ul className="external-links">
          {(['schedule', 'entries', 'card', 'live', 'results'] as const).map((k) => (
            <li key={k}>
              <a href={links[k]}>{t(`competition.link.${k}`)}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** The site admin's E4S section: the competition's status, which opens the status editor. */
function E4sSection({ status, name }: { status: NonNullable<CardModel['e4sStatus']>; name: string }) {
  const t = useListT()
  return (
    <div className="comp-e4s">
      <span className="tag">{t('compstatus.e4s')}</span>{' '}
      <Link
        to={status.href}
        aria-label={`${t('compstatus.statusLink', { description: status.description || t('compstatus.notSet') })} – ${t('compstatus.statusLinkOf', { name })}`}
      >
        {t('compstatus.statusLink', { description: status.description || t('compstatus.notSet') })}
      </Link>
    </div>
  )
}

/** Repeated card links ('Information' × 20) get the competition in their name, out of sight (issue 11). */
function Which({ name }: { name: string }) {
  const t = useListT()
  return <span className="visually-hidden">{t('competition.linkOf', { name })}</span>
}
