import type { NamedRef } from '../domain/athlete/athlete'
import type { UserMessage } from './message'

/** The signed-in user's own profile (1-shell §4 self-service): who they are and the clubs they represent. */
export type ProfileView = { name: string; email: string; clubs: NamedRef[] }

/** A self-service post: its message, the typed club kept on a refusal, the clubs after a success. */
export type ProfilePostResult = { ok: boolean; message: UserMessage; club: string; clubs?: NamedRef[] }
