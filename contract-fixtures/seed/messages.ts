import { shiftedDateTime } from './dates'
import type { SeedCompetition, SeedMessage, SeedUser } from './types'

const FIRST_MESSAGE_ID = 9001

/**
 * A few inbox messages for the demo accounts, so the header badge has something to count: the
 * entrant has two unread and one read, the organiser has read everything, the admin has one unread.
 */
export function createMessages(input: { users: SeedUser[]; competitions: SeedCompetition[]; referenceDate: string }): SeedMessage[] {
  const { users, competitions, referenceDate } = input
  const byLogin = (login: string) => users.find((u) => u.login === login)
  const entrant = byLogin('entrant')
  const organiser = byLogin('organiser')
  const admin = byLogin('admin')
  if (!entrant || !organiser || !admin) return []
  const comp = competitions.find((c) => c.scenarios.includes('open')) ?? competitions[0]
  const compId = comp?.id ?? 0
  const compName = comp?.name ?? 'the competition'
  const at = (days: number, time: string) => shiftedDateTime(referenceDate, days, time)

  const plans: Array<Omit<SeedMessage, 'id'>> = [
    {
      type: 'E',
      fromUserId: organiser.id,
      fromName: organiser.displayName,
      to: [entrant.id],
      compId,
      subject: `Timetable update for ${compName}`,
      body: '<p>The field events now start at 10:30. Please check the schedule before you travel.</p>',
      priority: 'high',
      sentAt: at(-1, '18:30'),
      readBy: [],
    },
    {
      type: 'M',
      fromUserId: 0,
      fromName: 'Entry4Sports',
      to: [entrant.id, organiser.id],
      compId: 0,
      subject: 'Your credit balance',
      body: '<p>You have credit on your account. It is used automatically at checkout.</p>',
      priority: 'normal',
      sentAt: at(-3, '09:00'),
      readBy: [organiser.id],
    },
    {
      type: 'M',
      fromUserId: 0,
      fromName: 'Entry4Sports',
      to: [entrant.id, organiser.id, admin.id],
      compId: 0,
      subject: 'Welcome to the new entry site',
      body: '<p>Find a competition, add your athletes and enter in a few steps.</p>',
      priority: 'normal',
      sentAt: at(-10, '12:00'),
      readBy: [entrant.id, organiser.id],
    },
  ]
  return plans.map((m, index) => ({ id: FIRST_MESSAGE_ID + index, ...m }))
}
