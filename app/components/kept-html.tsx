import { createContext, useContext, type ReactNode } from 'react'
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
  children,
}: {
  as: KeptTag
  className?: string
  inputs: unknown
  /** false: rendered each time (what the user sent, say, which is theirs alone); the same element either way. */
  keep?: boolean
  /** Called only when the part is rendered: what it takes to build the children is skipped too. */
  children: () => ReactNode
}) {
  const render = useContext(KeptHtmlContext)
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
  const json = (input: unknown) => (typeof input === 'object' && input !== null && isDeeplyFrozen(input) ? jsonOf(input) : (JSON.stringify(input) ?? 'null'))
  return `[${inputs.map(json).join(',')}]`
}
