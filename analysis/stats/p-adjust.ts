/**
 * Adjusted p-values as R's `p.adjust` computes them, for the methods the tools offer. NaN p-values
 * stay NaN and do not count among the tests (R drops NA before it counts).
 */
import { benjaminiHochberg, holm } from './fdr'

export const P_ADJUST_METHODS = ['none', 'BH', 'holm', 'bonferroni'] as const
export type PAdjustMethod = (typeof P_ADJUST_METHODS)[number]

export function pAdjust(pValues: ArrayLike<number>, method: PAdjustMethod): Float64Array {
  if (method === 'BH') return benjaminiHochberg(pValues)
  if (method === 'holm') return holm(pValues)
  const adjusted = Float64Array.from(pValues)
  if (method === 'none') return adjusted
  let tests = 0
  for (const p of adjusted) if (!Number.isNaN(p)) tests++
  for (let i = 0; i < adjusted.length; i++) adjusted[i] = Math.min(1, tests * adjusted[i])
  return adjusted
}
