const deeplyFrozen = new WeakSet<object>()
const writtenJson = new WeakMap<object, string>()

/** Freezes a value and everything it holds: data shared between requests or renders, read only. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
    deeplyFrozen.add(value)
  }
  return value
}

/** Whether deepFreeze froze this value: nothing in it can change. */
export function isDeeplyFrozen(value: object): boolean {
  return deeplyFrozen.has(value)
}

/**
 * A value's JSON; that of a value deepFreeze froze is written once, as it cannot change (the
 * schedule's rows of one legacy answer are written into every view of it).
 */
export function jsonOf(value: object): string {
  if (!deeplyFrozen.has(value)) return JSON.stringify(value)
  let json = writtenJson.get(value)
  if (json === undefined) writtenJson.set(value, (json = JSON.stringify(value)))
  return json
}
