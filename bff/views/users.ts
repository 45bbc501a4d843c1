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

/** A club, school, county or region a user represents (§3 Entity). */
export type UserEntity = { id: number; name: string; kind: string }

/** One permission grant of a user: role, organisation (0: all) and competition (0: all). */
export type UserGrant = { role: string; orgId: number; orgName: string; compId: number }

/** A user as the admin sees them (3-organiser-admin §2 Users (admin), §3 User). */
export type UserDetail = {
  id: number
  name: string
  email: string
  role: string
  credit: number
  version: { current: string; toggle: boolean }
  areas: UserEntity[]
  clubs: UserEntity[]
  orgs: Array<{ id: number; name: string }>
  permissions: UserGrant[]
}
