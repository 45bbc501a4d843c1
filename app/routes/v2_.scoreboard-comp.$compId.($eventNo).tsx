import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'
import { rankingPage, SCOREBOARD_CONFIG } from '#bff/domain/scoreboard/scoreboard'
import { formatLongDate } from '#bff/domain/text/format'
import { mapFailures } from '#bff/services/failure.server'
import type { ScoreboardEventView } from '#bff/views/scoreboard'
import { routeMeta } from '~/components/title'
import { scoreboardLoader } from './v2_.scoreboard-comp.$compId.($eventNo).server'

// Drawn outside the v2 layout: a stadium screen shows the board alone. Its errors get the shell.
export { ShellErrorBoundary as ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('scoreboardComp')
export const loader = (args: LoaderFunctionArgs) => mapFailures(scoreboardLoader, args)

type FeedStatus = 'connecting' | 'live' | 'reconnecting' | 'stale' | 'gone'

/** The board, live: the feed's frames replace it; the status says whether it is keeping up. */
function useLiveBoard(feed: string, initial: ScoreboardEventView | null) {
  const [event, setEvent] = useState(initial)
  const [status, setStatus] = useState<FeedStatus>('connecting')
  useEffect(() => {
    const source = new EventSource(feed)
    source.onopen = () => setStatus('live')
    source.onerror = () => setStatus(source.readyState === EventSource.CLOSED ? 'gone' : 'reconnecting')
    source.addEventListener('scoreboard', (e) => {
      setEvent(JSON.parse((e as MessageEvent<string>).data) as ScoreboardEventView)
      setStatus('live')
    })
    source.addEventListener('stale', () => setStatus('stale'))
    source.addEventListener('gone', () => {
      source.close()
      setStatus('gone')
    })
    return () => source.close()
  }, [feed])
  return { event, status }
}

/** True for `ms` after `key` changes (a new score or picture shows for its time, §9). */
function useShownFor(key: string, ms: number) {
  const [shown, setShown] = useState(key !== '')
  useEffect(() => {
    if (key === '') return setShown(false)
    setShown(true)
    const timer = setTimeout(() => setShown(false), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return shown
}

/** The ranking page on show, moving on every ranksPageTime (§9: 10 ranks a page, 10 s a page). */
function useRankingPage(count: number) {
  const [page, setPage] = useState(0)
  useEffect(() => {
    if (count <= SCOREBOARD_CONFIG.ranksPerPage) return setPage(0)
    const timer = setInterval(() => setPage((p) => p + 1), SCOREBOARD_CONFIG.ranksPageTimeMs)
    return () => clearInterval(timer)
  }, [count])
  return page
}

/** Page scroll is disabled while the board shows and restored on leave (§2). */
function useNoPageScroll() {
  useEffect(() => {
    const html = document.documentElement
    const before = html.style.overflow
    html.style.overflow = 'hidden'
    return () => {
      html.style.overflow = before
    }
  }, [])
}

export default function Scoreboard() {
  const page = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  const { event, status } = useLiveBoard(page.feed, page.initial?.event ?? null)
  const scoreShown = useShownFor(event?.score?.modified ?? '', SCOREBOARD_CONFIG.showScoreMs)
  const pictureShown = useShownFor(event?.picture ?? '', SCOREBOARD_CONFIG.showPictureMs)
  const ranks = rankingPage(event?.ranking ?? [], useRankingPage(event?.ranking.length ?? 0))
  useNoPageScroll()
  return (
    <div className="scoreboard">
      <header className="scoreboard-header">
        <h1>{event?.eventGroup.name ?? page.competitionName}</h1>
        <p>
          {page.competitionName} · {formatLongDate(page.date, lang)}
        </p>
        <p className={`feed-status ${status}`} role="status">
          {t(`scoreboard.status.${status}`)}
        </p>
      </header>
      {/* Focusable: at large text sizes the body scrolls, and a keyboard must reach it. */}
      <main className="scoreboard-body" tabIndex={0}>
        <section className="scoreboard-now" aria-labelledby="scoreboard-now">
          <h2 id="scoreboard-now">{t('scoreboard.now')}</h2>
          {event?.athlete ? (
            <>
              <p className="scoreboard-athlete">
                <span className="bib">{t('scoreboard.bib', { bib: event.athlete.bibNo })}</span>{' '}
                <span className="name">{event.athlete.name}</span>
              </p>
              {event.athlete.pb ? <p className="scoreboard-pb">{t('scoreboard.pb', { pb: event.athlete.pb })}</p> : null}
              {event.score && scoreShown ? (
                <p className="scoreboard-score" aria-live="polite">
                  {event.score.score}
                  {event.score.uom ? ` ${event.score.uom}` : ''}
                </p>
              ) : null}
            </>
          ) : (
            <p>{t('scoreboard.waiting')}</p>
          )}
          {event?.text ? <p className="scoreboard-text">{event.text}</p> : null}
          {event?.picture && pictureShown ? <img className="scoreboard-picture" src={event.picture} alt={t('scoreboard.picture')} /> : null}
        </section>
        <section className="scoreboard-ranking" aria-labelledby="scoreboard-ranking">
          <h2 id="scoreboard-ranking">{t('scoreboard.ranking')}</h2>
          {ranks.rows.length === 0 ? (
            <p>{t('scoreboard.noRanks')}</p>
          ) : (
            <table>
              <caption>{t('scoreboard.page', { page: ranks.index + 1, count: ranks.pageCount })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('scoreboard.position')}</th>
                  <th scope="col">{t('scoreboard.bibColumn')}</th>
                  <th scope="col">{t('scoreboard.athlete')}</th>
                  <th scope="col">{t('scoreboard.mark')}</th>
                </tr>
              </thead>
              <tbody>
                {ranks.rows.map((r) => (
                  <tr key={r.athleteId}>
                    <td>{r.position}</td>
                    <td>{r.bibNo}</td>
                    <th scope="row">{r.athleteName}</th>
                    <td>{r.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </main>
      <footer className="scoreboard-footer">
        <p>
          {t('scoreboard.fullResults')} <a href={page.resultsUrl}>{page.resultsUrl}</a>
        </p>
        <img className="scoreboard-qr" src={page.resultsQr} alt={t('scoreboard.qr')} width={120} height={120} />
      </footer>
    </div>
  )
}
