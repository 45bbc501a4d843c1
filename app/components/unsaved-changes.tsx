import { useBeforeUnload, useBlocker, useLocation } from '@remix-run/react'
import { useCallback, useEffect, useRef, type RefObject } from 'react'

/**
 * Warns before leaving a page whose forms (inside `container`) have changes not yet posted: the
 * browser's own prompt on reload or close, a confirm on an in-app link. JavaScript only: without
 * it there is nothing to watch. Posting a form is not leaving.
 */
export function useUnsavedChanges(container: RefObject<HTMLElement | null>, message: string) {
  const dirty = useRef(false)
  const location = useLocation()

  // Each page shown (a save lands on a new address) starts clean.
  useEffect(() => {
    dirty.current = false
  }, [location.key])

  useEffect(() => {
    const root = container.current
    if (!root) return
    const changed = (e: Event) => {
      if (e.target instanceof Element && e.target.closest('form')) dirty.current = true
    }
    const posted = () => {
      dirty.current = false
    }
    root.addEventListener('input', changed)
    root.addEventListener('change', changed)
    // Capture: before the router's own submit handler starts the post's navigation.
    root.addEventListener('submit', posted, true)
    return () => {
      root.removeEventListener('input', changed)
      root.removeEventListener('change', changed)
      root.removeEventListener('submit', posted, true)
    }
  }, [container])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty.current &&
      historyAction !== 'REPLACE' &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(message)) {
      dirty.current = false
      blocker.proceed()
    } else blocker.reset()
  }, [blocker, message])

  useBeforeUnload(
    useCallback((e: BeforeUnloadEvent) => {
      if (!dirty.current) return
      e.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = ''
    }, []),
  )
}
