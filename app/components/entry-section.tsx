import type { ReactNode } from 'react'
import type { SectionState } from '#bff/domain/entry/entry-sections'

/** A section of the entry page that opens and closes without JavaScript (a native disclosure); nothing when hidden. */
export function EntrySection({ id, title, state, children }: { id: string; title: ReactNode; state: SectionState; children: ReactNode }) {
  if (!state.shown) return null
  return (
    <section aria-labelledby={`${id}-heading`} className="entry-section">
      <details open={state.open}>
        <summary>
          <h2 id={`${id}-heading`}>{title}</h2>
        </summary>
        {children}
      </details>
    </section>
  )
}
