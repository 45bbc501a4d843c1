import type { FieldMetadata } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import type { NamedRef } from '#bff/domain/athlete'
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

/**
 * A club (type C) or school (type S) by name, with suggestions in a datalist. The server renders
 * the names that fit what the field holds (so a search-then-choose post works without
 * JavaScript); with JavaScript the clubs lookup is asked again as the user types.
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
  const fetcher = useFetcher<ClubLookupAnswer>()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  const found = fetcher.data?.type === type ? fetcher.data.clubs : NONE
  const options = useMemo(() => mergeByName(found, offered), [found, offered])
  const listId = `${field.id}-list`
  const search = (value: string) => {
    clearTimeout(timer.current)
    const startswith = value.trim()
    if (!startswith) return
    timer.current = setTimeout(
      () => fetcher.load(`${CLUB_LOOKUP_PATH}?${new URLSearchParams({ type, startswith }).toString()}`),
      DEBOUNCE_MS,
    )
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
