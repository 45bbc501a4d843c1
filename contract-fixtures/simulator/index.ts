export { startSimulator, type FaultSpec, type Simulator, type SimulatorOptions } from './server'
export type { BasketItem, Order, OutboxMail, SimUser, SimulatorState } from './state'
