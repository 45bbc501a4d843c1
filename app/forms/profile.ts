import { z } from 'zod'

// The club a signed-in user sets as their own (1-shell §4 self-service), named as the clubs lookup
// names it; the server finds its id. Messages are translation keys (common.json profile.errors).

export const PROFILE_CLUB_MAX = 100

export const profileClubSchema = z.object({
  club: z
    .string({ required_error: 'profile.errors.club' })
    .trim()
    .min(1, 'profile.errors.club')
    .max(PROFILE_CLUB_MAX, 'profile.errors.club'),
})
