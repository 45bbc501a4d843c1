import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'
import { formatLongDate } from '#bff/domain/text/format'
import type { OutputDisplayView } from '#bff/views/scoreboard-outputs'
import type { PublicScheduleView } from '#bff/views/schedule'
import { ScoreboardBoard, useNoPageScroll } from './scoreboard-board'

/** output-v3's controls: hold the ranking pages, or move on by hand. */
function ScreenControls({ paused, onPause, onNext }: { paused: boolean; onPause: () => void; onNext: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="output-controls" role="group" aria-label={t('outputs.screen.controls')}>
      <button type="button" className="button small secondary" onClick={onPause} aria-pressed={paused}>
        {t(paused ? 'outputs.screen.resume' : 'outputs.screen.pause')}
      </button>
      <button type="button" className="button small secondary" onClick={onNext}>
        {t('outputs.screen.next')}
      </button>
    </div>
  )
}

function ScheduleScreen({ name, schedule }: { name: string; schedule: PublicScheduleView }) {
  const { t, i18n } = useTranslation()
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  useNoPageScroll()
  return (
    <div className="scoreboard output-schedule">
      <header className="scoreboard-header">
        <h1>{t('outputs.screen.schedule')}</h1>
        <p>
          {schedule.competitionName} · {name}
        </p>
      </header>
      {/* Focusable: at large text sizes the list scrolls, and a keyboard must reach it. */}
      <main className="scoreboard-body" tabIndex={0}>
        {schedule.days.length === 0 ? <p>{t('outputs.screen.noSchedule')}</p> : null}
        {schedule.days.map((day) => (
          <section key={day.day} className="scoreboard-ranking">
            <table>
              <caption>{day.day ? formatLongDate(day.day, lang) : t('publicSchedule.noDate')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('publicSchedule.time')}</th>
                  <th scope="col">{t('publicSchedule.eventGroup')}</th>
                  <th scope="col">{t('publicSchedule.entries')}</th>
                </tr>
              </thead>
              <tbody>
                {day.groups.map((g) => (
                  <tr key={g.eventGroupId}>
                    <td>{g.time ?? t('outputs.screen.tbc')}</td>
                    <th scope="row">{g.name}</th>
                    <td>{g.entries}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </main>
    </div>
  )
}

/** A configured output: its board on its timings, or its schedule list (decision 040). */
export function OutputScreen({ view }: { view: OutputDisplayView }) {
  const [paused, setPaused] = useState(false)
  const [skip, setSkip] = useState(0)
  if (view.schedule) return <ScheduleScreen name={view.name} schedule={view.schedule} />
  if (!view.board) return null
  const controls = view.showControls ? (
    <ScreenControls paused={paused} onPause={() => setPaused((p) => !p)} onNext={() => setSkip((s) => s + 1)} />
  ) : undefined
  return <ScoreboardBoard page={view.board} timings={view.timings} paused={paused} skip={skip} controls={controls} />
}
