/** One row of the admin user search. */
export type UserRow = { id: number; name: string; email: string; role: string }

export type UserSearchView = {
  search: string
  items: UserRow[]
  total: number
  page: number
  pageCount: number
  previousHref: string | null
  nextHref: string | null
}
