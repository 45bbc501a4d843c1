import type { AreaChoices } from '../domain/athlete/areas'
import type { NamedRef } from '../domain/athlete/athlete'
import type { UserMessage } from './message'

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

export type UserPageView = {
  user: UserDetail
  /** Regions and counties to add; null when the areas list cannot be read (the form is then left out). */
  areaChoices: AreaChoices | null
  /** Organisations to make the user admin of; null when the list cannot be read. */
  organisations: NamedRef[] | null
  canImpersonate: boolean
  /** The credit form's one-time key: the change it sends is made once, however often it is sent. */
  creditKey: string
}

/** The changes the user page posts, by its forms' `intent`. */
export const USER_INTENTS = [
  'addArea',
  'removeArea',
  'addClub',
  'removeClub',
  'credit',
  'setCredit',
  'version',
  'addOrg',
  'impersonate',
] as const
export type UserIntent = (typeof USER_INTENTS)[number]

/** What a post answers: which form, what it says, and (on a refusal) what was typed, to show again. */
export type UserPostResult = { intent: UserIntent | null; ok: boolean; message: UserMessage; values: Record<string, string> }
