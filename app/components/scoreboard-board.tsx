import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'
import { DEFAULT_TIMINGS, rankingPageAt, type OutputTimings } from '#bff/domain/scoreboard/outputs'
import { rankingPage } from '#bff/domain/scoreboard/scoreboard'
import { formatLongDate } from '#bff/domain/text/format'
import type { ScoreboardEventView, ScoreboardPageView } from '#bff/views/scoreboard'

// The stadium board, shared by scoreboard-comp and the configured outputs (decision 040): the
// board as the feed has it, on the timings it is given (the spec's by default, §9).

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

/**
 * The ranking page on show: the page the rule gives for the time since the ranking's size last
 * changed, moving on every ranksPageTime; `paused` holds it, `skip` moves it on by hand.
 */
function useRankingPage(count: number, timings: OutputTimings, paused: boolean, skip: number) {
  const [elapsed, setElapsed] = useState(0)
  useEffect(() => {
    setElapsed(0)
    if (paused || count <= timings.ranksPerPage) return
    const start = Date.now()
    const timer = setInterval(() => setElapsed(Date.now() - start), timings.ranksPageTimeMs)
    return () => clearInterval(timer)
  }, [count, timings.ranksPerPage, timings.ranksPageTimeMs, paused])
  return rankingPageAt(elapsed, count, timings) + skip
}

/** Page scroll is disabled while a board shows and restored on leave (§2). */
export function useNoPageScroll() {
  useEffect(() => {
    const html = document.documentElement
    const before = html.style.overflow
    html.style.overflow = 'hidden'
    return () => {
      html.style.overflow = before
    }
  }, [])
}

export function ScoreboardBoard({
  page,
  timings = DEFAULT_TIMINGS,
  paused = false,
  skip = 0,
  controls,
}: {
  page: ScoreboardPageView
  timings?: OutputTimings
  paused?: boolean
  /** Pages moved on by hand (output-v3's controls). */
  skip?: number
  /** The screen's controls, drawn in the header when given. */
  controls?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  const { event, status } = useLiveBoard(page.feed, page.initial?.event ?? null)
  const scoreShown = useShownFor(event?.score?.modified ?? '', timings.showScoreMs)
  const pictureShown = useShownFor(event?.picture ?? '', timings.showPictureMs)
  const count = event?.ranking.length ?? 0
  const ranks = rankingPage(event?.ranking ?? [], useRankingPage(count, timings, paused, skip), timings.ranksPerPage)
  useNoPageScroll()
  return (
    <div className="scoreboard">
      <header className="scoreboard-header">
        <h1>{event?.eventGroup.name ?? page.competitionName}</h1>
        <p>
          {page.competitionName} · {formatLongDate(page.date, lang)}
        </p>
        {controls}
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
