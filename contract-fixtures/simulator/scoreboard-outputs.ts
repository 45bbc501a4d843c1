// Scoreboard outputs at the simulator (our invention, docs/legacy-wire.md "Scoreboard outputs"):
// each competition's stadium screens, kept per state. A competition starts with one screen, the
// board of the event group on now, so a display address works before anyone configures one; that
// screen's id is the competition's, so tests can name it before any call.
import { maySeed } from './seeding'
import type { SimUser, SimulatorState } from './state'

export type OutputConfigWire = {
  polling: number
  showScore: number
  showPicture: number
  showVideo: number
  ranksPerPage: number
  ranksPageTime: number
}
export type OutputWire = {
  id: number
  compId: number
  name: string
  kind: 'scoreboard' | 'schedule'
  eventNo: number
  config: OutputConfigWire
}

export const DEFAULT_OUTPUT_CONFIG: OutputConfigWire = {
  polling: 10_000,
  showScore: 5_000,
  showPicture: 5_000,
  showVideo: 5_000,
  ranksPerPage: 10,
  ranksPageTime: 10_000,
}

/** Ids of created outputs start past every seeded competition's id. */
export const FIRST_CREATED_ID = 100_000

type Store = { nextId: number; byComp: Map<number, OutputWire[]> }
const stores = new WeakMap<SimulatorState, Store>()

function storeOf(state: SimulatorState): Store {
  let store = stores.get(state)
  if (!store) stores.set(state, (store = { nextId: FIRST_CREATED_ID, byComp: new Map() }))
  return store
}

/** The competition's outputs, or undefined for a competition the seed does not hold. */
export function outputsOf(state: SimulatorState, compId: number): OutputWire[] | undefined {
  if (!state.seed.competitions.some((c) => c.id === compId)) return undefined
  const store = storeOf(state)
  let list = store.byComp.get(compId)
  if (!list) {
    list = [{ id: compId, compId, name: 'Main screen', kind: 'scoreboard', eventNo: 0, config: { ...DEFAULT_OUTPUT_CONFIG } }]
    store.byComp.set(compId, list)
  }
  return list
}

/** Scoreboard permission, which builders also have (3-organiser-admin §6). */
export const mayConfigureOutputs = (state: SimulatorState, user: SimUser, compId: number) => maySeed(state, user, compId)

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback)

/** Creates (id 0) or updates an output; answers the saved output or the refusal's text. */
export function saveOutput(state: SimulatorState, body: Record<string, unknown>): OutputWire | string {
  const compId = Number(body.compId)
  const list = outputsOf(state, compId)
  if (!list) return 'Competition not found'
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  if (name === '') return 'Output name is required.'
  const kind = body.kind === 'scoreboard' || body.kind === 'schedule' ? body.kind : null
  if (!kind) return 'Unknown output type.'
  const eventNo = Number(body.eventNo)
  if (!Number.isInteger(eventNo) || eventNo < 0) return 'Invalid event number.'
  const raw = typeof body.config === 'object' && body.config !== null ? (body.config as Record<string, unknown>) : {}
  const config: OutputConfigWire = {
    polling: DEFAULT_OUTPUT_CONFIG.polling,
    showScore: positive(raw.showScore, DEFAULT_OUTPUT_CONFIG.showScore),
    showPicture: positive(raw.showPicture, DEFAULT_OUTPUT_CONFIG.showPicture),
    showVideo: positive(raw.showVideo, DEFAULT_OUTPUT_CONFIG.showVideo),
    ranksPerPage: positive(raw.ranksPerPage, DEFAULT_OUTPUT_CONFIG.ranksPerPage),
    ranksPageTime: positive(raw.ranksPageTime, DEFAULT_OUTPUT_CONFIG.ranksPageTime),
  }
  const id = Number(body.id ?? 0)
  if (id === 0) {
    const created: OutputWire = { id: storeOf(state).nextId++, compId, name, kind, eventNo, config }
    list.push(created)
    return created
  }
  const found = list.find((o) => o.id === id)
  if (!found) return 'Output not found'
  Object.assign(found, { name, kind, eventNo, config })
  return found
}

export function deleteOutput(state: SimulatorState, compId: number, id: number): string | null {
  const list = outputsOf(state, compId)
  if (!list) return 'Competition not found'
  const index = list.findIndex((o) => o.id === id)
  if (index < 0) return 'Output not found'
  list.splice(index, 1)
  return null
}
