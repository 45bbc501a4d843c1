import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { NamedRef } from '#bff/domain/athlete/athlete'
import type { ClubLookupAnswer } from '#bff/views/clubs'
import { AthleteTextField } from './athlete-field'

export const CLUB_LOOKUP_PATH = '/v2/lookup/clubs'
const DEBOUNCE_MS = 250
const NONE: NamedRef[] = []

function mergeByName(...lists: NamedRef[][]): NamedRef[] {
  const byId = new Map<number, NamedRef>()
  for (const list of lists) for (const c of list) if (!byId.has(c.id)) byId.set(c.id, c)
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** The lookup's clubs for what was typed; none when it cannot answer (suggestions only: the form works without). */
async function lookUp(type: 'C' | 'S', startswith: string, signal: AbortSignal): Promise<NamedRef[]> {
  try {
    const query = new URLSearchParams({ type, startswith }).toString()
    const res = await fetch(`${CLUB_LOOKUP_PATH}?${query}`, { signal, headers: { Accept: 'application/json' } })
    if (!res.ok) return NONE
    const answer = (await res.json()) as ClubLookupAnswer
    return answer.type === type ? answer.clubs : NONE
  } catch {
    return NONE
  }
}

/**
 * A club (type C) or school (type S) by name, with suggestions in a datalist. The server renders
 * the names that fit what the field holds (so a search-then-choose post works without
 * JavaScript); with JavaScript the clubs lookup is asked again as the user types. A plain fetch,
 * not a Remix fetcher: a failed fetcher load would replace the whole form with the error page.
 */
export function AthleteClubField({
  field,
  label,
  help,
  type,
  offered,
}: {
  field: FieldMetadata<string>
  label: string
  help?: ReactNode
  type: 'C' | 'S'
  offered: NamedRef[]
}) {
  const [found, setFound] = useState<NamedRef[]>(NONE)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const pending = useRef<AbortController>()
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      pending.current?.abort()
    },
    [],
  )
  const options = useMemo(() => mergeByName(found, offered), [found, offered])
  const listId = `${field.id}-list`
  const search = (value: string) => {
    clearTimeout(timer.current)
    const startswith = value.trim()
    if (!startswith) return
    timer.current = setTimeout(() => {
      pending.current?.abort()
      const asking = new AbortController()
      pending.current = asking
      void lookUp(type, startswith, asking.signal).then((clubs) => {
        if (!asking.signal.aborted) setFound(clubs)
      })
    }, DEBOUNCE_MS)
  }
  return (
    <>
      <AthleteTextField field={field} label={label} help={help} list={listId} onType={search} />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o.id} value={o.name} />
        ))}
      </datalist>
    </>
  )
}
