/**
 * Exclusive intersections of named sets (for example the features detected in each group), the
 * data behind a Venn diagram and an UpSet plot. An element belongs to exactly one region: the one
 * for the precise combination of sets that contain it.
 */
import { AnalysisInputError } from './errors'

export interface SetRegion {
  /** Names of the sets the region's elements are in, in input order; they are in no other set. */
  readonly sets: string[]
  readonly size: number
  /** In order of first appearance across the sets, in input order. */
  readonly elements: string[]
}

export interface SetIntersections {
  /**
   * For 2 to 5 sets, every one of the 2^k - 1 regions of the Venn diagram, empty ones included,
   * ordered by the binary number of the combination (set i = bit i). Null for other set counts,
   * which a Venn diagram cannot show legibly.
   */
  readonly vennRegions: SetRegion[] | null
  readonly upset: {
    readonly setSizes: { readonly set: string; readonly size: number }[]
    /** Every non-empty region, largest first; equal sizes by fewer sets, then by combination. */
    readonly intersections: SetRegion[]
  }
}

const VENN_MIN_SETS = 2
const VENN_MAX_SETS = 5
/** Combinations are 32-bit masks. */
const MAX_SETS = 31

export function setIntersections(sets: Record<string, Iterable<string>>): SetIntersections {
  const names = Object.keys(sets)
  if (names.length > MAX_SETS) {
    throw new AnalysisInputError('sets.tooMany', { count: names.length, max: MAX_SETS })
  }
  const membership = new Map<string, number>()
  const setSizes = names.map((name, i) => {
    const members = new Set(sets[name])
    for (const element of members) membership.set(element, (membership.get(element) ?? 0) | (1 << i))
    return { set: name, size: members.size }
  })
  const elementsByMask = new Map<number, string[]>()
  for (const [element, mask] of membership) {
    const elements = elementsByMask.get(mask)
    if (elements) elements.push(element)
    else elementsByMask.set(mask, [element])
  }
  const region = (mask: number): SetRegion => {
    const elements = elementsByMask.get(mask) ?? []
    return { sets: names.filter((_, i) => (mask >>> i) & 1), size: elements.length, elements }
  }

  const vennRegions =
    names.length >= VENN_MIN_SETS && names.length <= VENN_MAX_SETS
      ? Array.from({ length: 2 ** names.length - 1 }, (_, k) => region(k + 1))
      : null
  const intersections = [...elementsByMask]
    .sort(([maskA, a], [maskB, b]) => b.length - a.length || bitCount(maskA) - bitCount(maskB) || maskA - maskB)
    .map(([mask]) => region(mask))
  return { vennRegions, upset: { setSizes, intersections } }
}

function bitCount(mask: number): number {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}
