import { z } from 'zod'

// The club an admin adds to a user (3-organiser-admin §2 Users (admin)), named as the clubs lookup
// names it; the server finds its id. Messages are translation keys (common.json).

export const userClubSchema = z.object({
  club: z.string({ required_error: 'userAdmin.errors.choose' }).trim().min(1, 'userAdmin.errors.choose').max(100),
})
