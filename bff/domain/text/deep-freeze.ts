// The server runs as two bundles (the Express entry, build/server.js, and Remix's build), each
// with its own copy of this module: the legacy client and the cache freeze in one, the pages read
// in the other. One set for the process, or nothing frozen there would count as frozen here.
const REGISTRY = Symbol.for('bff.deeplyFrozen')
const deeplyFrozen = ((globalThis as { [REGISTRY]?: WeakSet<object> })[REGISTRY] ??= new WeakSet<object>())

/** Freezes a value and everything it holds: data shared between requests or renders, read only. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !deeplyFrozen.has(value)) {
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
 * `made` of a value, made once per value that deepFreeze froze (it cannot change), and made anew
 * each time for any other value: a legacy answer or cached value is shared and frozen (decision
 * 079), so what is made of it is too, for every request that reads the same one.
 */
export function oncePerFrozen<V extends object, R>(made: (value: V) => R): (value: V) => R {
  const madeOf = new WeakMap<V, R>()
  return (value) => {
    if (!deeplyFrozen.has(value)) return made(value)
    if (!madeOf.has(value)) madeOf.set(value, made(value))
    return madeOf.get(value) as R
  }
}

/** A value's JSON: written once for a value deepFreeze froze (the schedule's rows of one legacy answer are in every view of it). */
export const jsonOf: (value: object) => string = oncePerFrozen((value) => JSON.stringify(value))
