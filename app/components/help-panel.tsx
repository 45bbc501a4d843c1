import { Link, useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { HelpPageView, HelpView } from '#bff/views/help'

export const helpHref = (key: string, returnTo?: string) =>
  `/v2/help/${encodeURIComponent(key)}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`

/** The help's title; admins also see the key in brackets (3-organiser-admin §6). */
export function HelpTitle({ view, id, as: Heading = 'h2' }: { view: HelpView; id: string; as?: 'h1' | 'h2' }) {
  const { t } = useTranslation()
  return (
    <Heading id={id} tabIndex={-1}>
      {view.title || t('help.untitled')}
      {view.key ? <span className="help-key">{` [${view.key}]`}</span> : null}
    </Heading>
  )
}

/** The help itself: sanitised HTML, or for type 'U' the page embedded with a link to open it in a new tab. */
export function HelpBodyView({ view }: { view: HelpView }) {
  const { t } = useTranslation()
  const { body } = view
  switch (body.kind) {
    case 'html':
      return <div className="help-html" dangerouslySetInnerHTML={{ __html: body.html }} />
    case 'url':
      return (
        <>
          <p>
            <a href={body.url} target="_blank" rel="noopener noreferrer">
              {t('help.openInNewTab')}
            </a>
          </p>
          <iframe
            className="help-frame"
            src={body.url}
            title={view.title || t('help.untitled')}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
            referrerPolicy="no-referrer"
          />
        </>
      )
    case 'refused':
      return <p className="field-error">{t('help.refusedUrl')}</p>
    case 'missing':
      return <p>{t('help.missing')}</p>
    case 'unavailable':
      return <p className="field-error">{t('help.unavailable')}</p>
  }
}

/**
 * The help button of a field (1-shell §2.8). Without JavaScript it is a link to the help page; with
 * it, a click opens a modal panel that loads the help ('Loading...'), has a full-screen toggle
 * (type 'U' opens full-screen) and a close button; closing forgets the help and gives focus back.
 */
export function FieldHelp({ helpKey, label }: { helpKey: string; label: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)
  const [opened, setOpened] = useState(0)
  // A fresh fetcher per opening: closing resets the help data.
  const help = useFetcher<HelpPageView>({ key: `help-${helpKey}-${opened}` })
  const [fullScreen, setFullScreen] = useState<boolean | null>(null)
  const returnTo = `${location.pathname}${location.search}`

  useEffect(() => {
    if (dialog.current?.open) dialog.current.close()
  }, [location.pathname, location.search])

  function open(event: MouseEvent<HTMLAnchorElement>) {
    const d = dialog.current
    if (!d || typeof d.showModal !== 'function') return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    help.load(helpHref(helpKey))
    d.showModal()
  }

  function onClose() {
    setOpened((n) => n + 1)
    setFullScreen(null)
    trigger.current?.focus()
  }

  const view = help.state === 'idle' ? help.data : undefined
  const full = fullScreen ?? view?.body.kind === 'url'
  const panel = (
    <dialog ref={dialog} className={full ? 'help-panel full' : 'help-panel'} aria-labelledby={titleId} onClose={onClose}>
      <div className="help-panel-head">
        {view ? (
          <HelpTitle view={view} id={titleId} />
        ) : (
          <h2 id={titleId} tabIndex={-1}>
            {t('help.title', { field: label })}
          </h2>
        )}
        <div className="help-panel-actions">
          <button type="button" className="secondary" aria-pressed={full} onClick={() => setFullScreen(!full)}>
            {t('help.fullScreen')}
          </button>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            {t('help.close')}
          </button>
        </div>
      </div>
      <div className="help-panel-body">
        {view ? (
          <HelpBodyView view={view} />
        ) : (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t('help.loading')}
          </p>
        )}
      </div>
    </dialog>
  )

  return (
    <>
      <Link
        ref={trigger}
        to={helpHref(helpKey, returnTo)}
        className="field-help"
        onClick={hydrated ? open : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
      >
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">{t('help.title', { field: label })}</span>
      </Link>
      {hydrated ? createPortal(panel, document.body) : null}
    </>
  )
}
