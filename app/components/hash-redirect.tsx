import { useEffect } from 'react'
import { translateHashLink } from '#bff/domain/routing/hash-links'

/**
 * Old bookmarks and e-mails carry the legacy hash-router links (/#/show-entry/12). The hash
 * never reaches the server, so the browser translates it once, on first load.
 */
export function HashRedirect() {
  useEffect(() => {
    const { hash } = window.location
    if (!hash.startsWith('#/')) return
    const to = translateHashLink(hash)
    if (to) window.location.replace(to)
  }, [])
  return null
}
