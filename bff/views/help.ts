/** What the help panel and the help page show of one help item (1-shell §2.8). */
export type HelpBody =
  /** HTML already sanitised on the server. */
  | { kind: 'html'; html: string }
  /** A type 'U' item: an http(s) address to embed. */
  | { kind: 'url'; url: string }
  /** A type 'U' item whose address is not http(s): never embedded. */
  | { kind: 'refused' }
  /** No item has this key. */
  | { kind: 'missing' }
  /** The legacy site could not answer. */
  | { kind: 'unavailable' }

export type HelpView = {
  /** The key, shown in brackets to admins only; null for everyone else. */
  key: string | null
  title: string
  body: HelpBody
}

/** The help page without JavaScript: the help and the page to go back to. */
export type HelpPageView = HelpView & { returnTo: string }

/** One row of the help admin list. */
export type HelpRow = { id: number; key: string; title: string; type: string }

export type HelpListView = {
  startswith: string
  items: HelpRow[]
  total: number
  page: number
  pageCount: number
  previousHref: string | null
  nextHref: string | null
}

export type HelpFormValue = { key: string; title: string; type: string; data: string; preload: string }

export type HelpFormView = { id: number; defaultValue: HelpFormValue }
