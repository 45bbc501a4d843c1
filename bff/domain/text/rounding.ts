// Rounding to 2 decimals for money and performances, half away from zero on the decimal value.

/**
 * 1.005 is stored as 1.00499999…; reading the product back at 15 significant digits first
 * recovers the decimal the user meant, so it rounds to 1.01 as written.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value
  const hundredths = Number((Math.abs(value) * 100).toPrecision(15))
  const rounded = Math.round(hundredths) / 100
  return value < 0 ? -rounded : rounded
}
