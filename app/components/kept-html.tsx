import { useNavigate } from '@remix-run/react'
import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { isDeeplyFrozen, jsonOf } from '#bff/domain/text/deep-freeze'

/** The server's side of KeptHtml for one render (bff/http/kept-html.server.ts); none in the browser. */
export type KeptHtmlRender = {
  /** The HTML kept for these inputs, if a render before gave it. */
  html(inputs: string): string | undefined
  /** Marks an element to keep after this render: its attribute and value. */
  capture(inputs: string): { name: string; value: string }
}

const KeptHtmlContext = createContext<KeptHtmlRender | null>(null)
export const KeptHtmlProvider = KeptHtmlContext.Provider

type KeptTag = 'div' | 'ul' | 'tr' | 'header' | 'section'

/**
 * A part of a page that is the same for everyone who gives the same `inputs`: the server renders its
 * children once per language and build, keeps their HTML, and sends the kept HTML on later pages,
 * which the browser hydrates as if it had been rendered (decision 078). `inputs` must hold
 * everything the children render from, except the language and the build's texts; the children must
 * not read the user, the request or the time of day from anywhere else, nor write an id from
 * `useId` into the markup (its ids depend on where the part sits in the page; a fetcher's key, which
 * comes from `useId`, is not in the markup).
 */
export function KeptHtml({
  as: Tag,
  className,
  inputs,
  keep = true,
  asSent = false,
  children,
}: {
  as: KeptTag
  className?: string
  inputs: unknown
  /** false: rendered each time (what the user sent, say, which is theirs alone); the same element either way. */
  keep?: boolean
  /**
   * true: the browser keeps the markup the server sent instead of hydrating it, until `inputs`
   * change (decision 084). Only for children whose markup needs no script: links, which are
   * followed in the page as a Link would, and form fields; no handlers, no state, no effects.
   */
  asSent?: boolean
  /** Called only when the part is rendered: what it takes to build the children is skipped too. */
  children: () => ReactNode
}) {
  const render = useContext(KeptHtmlContext)
  if (!render && asSent) return <BrowserPart as={Tag} className={className} inputs={inputs} children={children} />
  if (!render || !keep) return <Tag className={className}>{children()}</Tag>
  const key = `${Tag}.${className ?? ''}:${inputsJson(inputs)}`
  const html = render.html(key)
  if (html !== undefined) return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
  const mark = render.capture(key)
  return (
    <Tag className={className} {...{ [mark.name]: mark.value }}>
      {children()}
    </Tag>
  )
}

/** JSON.stringify(inputs), with the JSON of a frozen input written once (a list's cards are one). */
function inputsJson(inputs: unknown): string {
  if (!Array.isArray(inputs)) return JSON.stringify(inputs) ?? ''
  const json = (input: unknown) =>
    typeof input === 'object' && input !== null && isDeeplyFrozen(input) ? jsonOf(input) : (JSON.stringify(input) ?? 'null')
  return `[${inputs.map(json).join(',')}]`
}

/** The same inputs: each item the same value (the loader's data keeps its objects between renders). */
function sameInputs(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return Object.is(a, b)
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]))
}

/** In the browser, a part kept as sent: as it came while its inputs are those it was drawn from. */
function BrowserPart({
  as: Tag,
  className,
  inputs,
  children,
}: {
  as: KeptTag
  className?: string
  inputs: unknown
  children: () => ReactNode
}) {
  const hydrated = useHydrated()
  // What the server drew the part from, kept only by the browser's first (hydrating) render.
  const [sentInputs] = useState(() => (hydrated ? undefined : inputs))
  if (sentInputs !== undefined && sameInputs(sentInputs, inputs)) return <AsSent as={Tag} className={className} />
  return <Tag className={className}>{children()}</Tag>
}

/**
 * The element of a part kept as sent. React leaves an element's children alone when it sets its
 * inner HTML, and sets none while hydrating: the server's markup stays as it came, with nothing of
 * it rendered in the browser. A click on a link of the app in it navigates in the page, as a Link's would.
 */
function AsSent({ as: Tag, className }: { as: KeptTag; className?: string }) {
  const navigate = useNavigate()
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-discover]') : null
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
    const url = new URL(link.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    navigate(url.pathname + url.search + url.hash)
  }
  return <Tag className={className} onClick={followLink} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
