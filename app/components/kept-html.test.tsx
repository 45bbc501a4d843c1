import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createKeptHtml } from '#bff/http/kept-html.server'
import { deepFreeze } from '#bff/domain/text/deep-freeze'
import { KeptHtml, KeptHtmlProvider } from './kept-html'

type Card = { id: number; name: string }

function Cards({ cards, render }: { cards: Card[]; render: () => void }) {
  return (
    <main>
      <h1>Competitions</h1>
      <KeptHtml as="ul" className="card-list" inputs={cards}>
        {() => {
          render()
          return cards.map((card) => (
            <li key={card.id}>
              <a href={`/v2/show-entry-v2/${card.id}`}>
                {card.id}: {card.name}
              </a>
            </li>
          ))
        }}
      </KeptHtml>
    </main>
  )
}

/** A page as entry.server.tsx renders it: the part's HTML, then the page kept from. */
function serverPage(kept: ReturnType<typeof createKeptHtml>, lang: string, cards: Card[], render: () => void) {
  const page = kept.forPage(lang)
  const html = renderToString(
    <KeptHtmlProvider value={page}>
      <Cards cards={cards} render={render} />
    </KeptHtmlProvider>,
  )
  return page.keep(Buffer.from(html), true).toString('utf8')
}

const cards = [
  { id: 1, name: 'Indoor <Open>' },
  { id: 2, name: 'County & Schools' },
]

describe('KeptHtml', () => {
  it('sends the HTML of its first render after, without rendering its children again', () => {
    const kept = createKeptHtml({ maxBytes: 100_000, maxEntries: 10 })
    const render = vi.fn()
    const first = serverPage(kept, 'en', cards, render)
    const second = serverPage(kept, 'en', cards, render)
    expect(render).toHaveBeenCalledTimes(1)
    expect(second).toBe(first)
    // What the browser renders, without the server's side: the markup it hydrates.
    expect(first).toBe(renderToString(<Cards cards={cards} render={() => {}} />))
    expect(first).toContain('Indoor &lt;Open&gt;')
  })

  it('renders again for other inputs or another language', () => {
    const kept = createKeptHtml({ maxBytes: 100_000, maxEntries: 10 })
    const render = vi.fn()
    serverPage(kept, 'en', cards, render)
    const other = serverPage(kept, 'en', [{ id: 3, name: 'Relays' }], render)
    serverPage(kept, 'fr', cards, render)
    expect(render).toHaveBeenCalledTimes(3)
    expect(other).toContain('Relays')
    expect(other).not.toContain('Indoor')
  })

  it('renders each time, and keeps nothing, where it is told not to keep', () => {
    const kept = createKeptHtml({ maxBytes: 100_000, maxEntries: 10 })
    const render = vi.fn()
    const page = (keep: boolean) => {
      const forPage = kept.forPage('en')
      const html = renderToString(
        <KeptHtmlProvider value={forPage}>
          <KeptHtml as="section" inputs="same" keep={keep}>
            {() => {
              render()
              return <p>{keep ? 'kept' : 'typed by this user'}</p>
            }}
          </KeptHtml>
        </KeptHtmlProvider>,
      )
      return forPage.keep(Buffer.from(html), true).toString('utf8')
    }
    expect(page(false)).toBe('<section><p>typed by this user</p></section>')
    expect(page(false)).toBe('<section><p>typed by this user</p></section>')
    expect(kept.size()).toBe(0)
    expect(page(true)).toBe('<section><p>kept</p></section>')
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('finds the same kept HTML for frozen inputs and their copies (a frozen value written once)', () => {
    const kept = createKeptHtml({ maxBytes: 100_000, maxEntries: 10 })
    const render = vi.fn()
    const frozen = deepFreeze(structuredClone(cards))
    const first = serverPage(kept, 'en', frozen, render)
    expect(serverPage(kept, 'en', structuredClone(cards), render)).toBe(first)
    expect(serverPage(kept, 'en', frozen, render)).toBe(first)
    expect(render).toHaveBeenCalledTimes(1)
    serverPage(kept, 'en', deepFreeze([{ id: 9, name: 'Other' }]), render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('draws a part the browser keeps as sent the same on the server, kept or not', () => {
    const kept = createKeptHtml({ maxBytes: 100_000, maxEntries: 10 })
    const page = (asSent: boolean) => {
      const forPage = kept.forPage('en')
      const html = renderToString(
        <KeptHtmlProvider value={forPage}>
          <KeptHtml as="ul" className="card-list" inputs={cards} asSent={asSent}>
            {() => cards.map((card) => <li key={card.id}>{card.name}</li>)}
          </KeptHtml>
        </KeptHtmlProvider>,
      )
      return forPage.keep(Buffer.from(html), true).toString('utf8')
    }
    const plain = page(false)
    expect(plain).toContain('<li>Indoor &lt;Open&gt;</li>')
    expect(page(true)).toBe(plain)
    expect(page(true)).toBe(plain)
  })
})
