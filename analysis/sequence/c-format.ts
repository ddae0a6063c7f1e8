/**
 * Numbers rounded as C's printf rounds them (`%.Nf`): the exact binary value, ties to even. JavaScript's
 * toFixed rounds an exact tie away from zero (0.125 → "0.13", printf gives "0.12"), so a value that an
 * EMBOSS program prints is rounded here to print the same digits.
 */

/** `printf("%.{digits}f", value)` as glibc writes it. */
export function cFixed(value: number, digits: number): string {
  if (!Number.isFinite(value)) return String(value)
  // printf keeps the sign of a negative value that rounds to zero (-0.0004 → "-0.000").
  if (value < 0 || Object.is(value, -0)) return `-${cFixed(-value, digits)}`
  const rounded = value.toFixed(digits)
  if (value >= 1e21) return rounded
  // The exact decimal expansion far enough to see whether the dropped part is exactly one half.
  const extra = 40
  const long = value.toFixed(Math.min(100, digits + extra))
  const dropped = long.slice(long.length - extra)
  if (!/^50*$/.test(dropped)) return rounded
  const kept = long.slice(0, long.length - extra).replace(/\.$/, '')
  const lastDigit = Number(kept[kept.length - 1])
  return lastDigit % 2 === 0 ? kept : rounded
}

/** The value of `printf("%.{digits}f")` as a number. */
export function cRound(value: number, digits: number): number {
  return Number(cFixed(value, digits))
}
