// Scoreboards at the simulator: for each competition, its event groups in start order (event
// number 1, 2, ...), each with a field of athletes that attempt in turn. The board moves one
// attempt on every `stepMs` of real time (and on each `advance`, for tests): the current athlete,
// their score and the ranking so far (3-organiser-admin §2 Scoreboard, §3 Scoreboard config).
import { createRandom, type SeedCompetition } from '../seed/index'
import { checkInDesk } from './checkin'
import type { SimulatorState } from './state'

export const SCOREBOARD_STEP_MS = 10_000
const FIELD_SIZE = 16

type BoardAthlete = { id: number; name: string; bibNo: string; pb: string; score: number }
type BoardGroup = { id: number; eventNo: number; name: string; athletes: BoardAthlete[] }
type Board = { startedAt: number; advanced: number; groups: BoardGroup[] }

const boards = new WeakMap<SimulatorState, Map<number, Board>>()

function metres(value: number): string {
  return value.toFixed(2)
}

function drawBoard(state: SimulatorState, comp: SeedCompetition, now: number): Board {
  const random = createRandom(comp.id * 13 + 5)
  const desk = checkInDesk(state, comp.id)
  const byGroup = new Map<number, { name: string; start: string }>()
  for (const e of comp.compEvents) {
    if (e.isTeamEvent || byGroup.has(e.eventGroupId)) continue
    byGroup.set(e.eventGroupId, { name: e.eventGroup, start: e.startdate })
  }
  const ordered = [...byGroup.entries()].sort((a, b) => a[1].start.localeCompare(b[1].start) || a[0] - b[0])
  const groups = ordered.map(([id, g], index): BoardGroup => {
    // The athletes entered at the desk, then others from the seed, so every field has a ranking to page.
    const entered = (desk?.athletes ?? [])
      .filter((a) => a.entries.some((e) => e.name === g.name))
      .map((a) => ({ id: a.athleteId, name: `${a.firstName} ${a.surName}`, bibNo: a.bibNo }))
    const others = random
      .shuffle(state.seed.athletes)
      .filter((a) => !entered.some((e) => e.id === a.id))
      .slice(0, FIELD_SIZE)
      .map((a, i) => ({ id: a.id, name: `${a.firstName} ${a.surName}`, bibNo: String(100 + index * FIELD_SIZE + i) }))
    const people = [...entered, ...others]
    const athletes = people.slice(0, FIELD_SIZE).map((p) => {
      const pb = 4 + random.int(0, 350) / 100
      return { ...p, pb: metres(pb), score: Math.max(1, pb - random.int(0, 60) / 100) }
    })
    return { id, eventNo: index + 1, name: g.name, athletes }
  })
  return { startedAt: now, advanced: 0, groups }
}

function boardOf(state: SimulatorState, compId: number): Board | undefined {
  const comp = state.seed.competitions.find((c) => c.id === compId)
  if (!comp) return undefined
  let byComp = boards.get(state)
  if (!byComp) boards.set(state, (byComp = new Map()))
  let board = byComp.get(compId)
  if (!board) byComp.set(compId, (board = drawBoard(state, comp, Date.now())))
  return board
}

/** Moves a competition's boards on by one attempt (a test control; time moves them too). */
export function advanceScoreboard(state: SimulatorState, compId: number): boolean {
  const board = boardOf(state, compId)
  if (!board) return false
  board.advanced += 1
  return true
}

function stepOf(board: Board, now: number, stepMs: number): number {
  return board.advanced + Math.floor(Math.max(0, now - board.startedAt) / stepMs)
}

export type ScoreboardAnswer = { ok: true; data: unknown } | { ok: false; error: string }

/**
 * The scoreboard event of one event group (`eventNo`) or, for 'all', of the group on now: the
 * attempts made so far, the last one as the current athlete and score, and the ranking by best mark.
 */
export function scoreboardEvent(
  state: SimulatorState,
  compId: number,
  eventNo: number | 'all',
  now: number,
  stepMs = SCOREBOARD_STEP_MS,
): ScoreboardAnswer {
  const comp = state.seed.competitions.find((c) => c.id === compId)
  const board = boardOf(state, compId)
  if (!comp || !board) return { ok: false, error: 'Competition not found' }
  if (board.groups.length === 0) return { ok: false, error: 'No scoreboard events for this competition.' }
  const step = stepOf(board, now, stepMs)
  const group =
    eventNo === 'all' ? board.groups[Math.floor(step / FIELD_SIZE) % board.groups.length]! : board.groups.find((g) => g.eventNo === eventNo)
  if (!group) return { ok: false, error: `Event ${eventNo} not found.` }
  const field = group.athletes
  const attempts = field.length === 0 ? 0 : (step % (field.length * 2)) + 1
  const done = field.slice(0, Math.min(attempts, field.length))
  const current = field.length === 0 ? undefined : field[(attempts - 1) % field.length]
  const ranking = [...done]
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((a, i) => ({ bibno: a.bibNo, athleteId: a.id, athleteName: a.name, position: i + 1, score: metres(a.score) }))
  // On the simulator's clock (fixed unless a test sets one), so recordings stay the same run to run.
  const modified = new Date(state.now() + step * stepMs).toISOString()
  return {
    ok: true,
    data: {
      comp: { id: comp.id, name: comp.name, date: comp.dates[0] ?? '' },
      eventGroup: { id: group.id, eventNo: group.eventNo, name: group.name },
      athlete: current ? { id: current.id, name: current.name, bibNo: current.bibNo, pb: current.pb } : null,
      score: current ? { score: metres(current.score), scoreUom: 'm', modified } : null,
      text: '',
      picture: '',
      ranking,
    },
  }
}
