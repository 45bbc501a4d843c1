import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useMemo, useRef } from 'react'
import type { NamedRef } from '#bff/domain/athlete'

const DEBOUNCE_MS = 250
const MIN_CHARS = 2
const NONE: NamedRef[] = []

type ClubAnswer = { kind: 'clubs'; type: 'C' | 'S'; clubs: NamedRef[] } | { kind: 'page' }

/**
 * Club (or school) names for a datalist: the ones the page offered, plus those the legacy club
 * search finds as the user types (asked through the page's own loader) when `live` is set.
 */
export function useClubSuggestions(type: 'C' | 'S', offered: NamedRef[], live: boolean) {
  const fetcher = useFetcher<ClubAnswer>()
  const { pathname } = useLocation()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  const found = fetcher.data?.kind === 'clubs' && fetcher.data.type === type ? fetcher.data.clubs : NONE
  const options = useMemo(() => {
    const byId = new Map<number, NamedRef>()
    for (const c of [...found, ...offered]) if (!byId.has(c.id)) byId.set(c.id, c)
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
  }, [found, offered])
  const search = (value: string) => {
    if (!live) return
    clearTimeout(timer.current)
    const prefix = value.trim()
    if (prefix.length < MIN_CHARS) return
    timer.current = setTimeout(() => {
      fetcher.load(`${pathname}?${new URLSearchParams({ clubSearch: prefix, clubType: type }).toString()}`)
    }, DEBOUNCE_MS)
  }
  return { options, search: live ? search : undefined }
}
