export { startSimulator, type FaultSpec, type Simulator, type SimulatorOptions } from './server'
export type { BasketItem, Order, OutboxMail, SimAthlete, SimEntry, SimPb, SimUser, SimulatorState } from './state'
