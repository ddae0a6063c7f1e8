/**
 * The Friedman rank sum test of an unreplicated complete block design, as R 4.2.2's
 * `friedman.test(y)` with y a matrix of blocks (rows) by treatments (columns): the values are
 * ranked within each block (ties share their mean rank) and
 *
 *   X² = 12 Σ_j (R_j − n(k + 1)/2)² / (n k (k + 1) − Σ (t³ − t) / (k − 1))
 *
 * over the treatments' rank sums R_j, with the ties t of every block in the correction, on k − 1
 * degrees of freedom. Kendall's W = X² / (n (k − 1)) is the agreement between blocks (0 to 1).
 * Blocks must be complete (the caller drops the others, as R does).
 */
import { chiSquareUpperTail } from './distributions'
import { averageRanks, tieCorrectionSum } from './ranks'

export interface FriedmanTest {
  readonly statistic: number
  readonly degreesOfFreedom: number
  readonly pValue: number
  readonly blocks: number
  readonly treatments: number
  /** Rank sum and mean rank of each treatment. */
  readonly rankSums: Float64Array
  readonly meanRanks: Float64Array
  readonly kendallW: number
}

/** `blocks[i][j]`: the value of treatment j in block i; NaN when every block is tied throughout. */
export function friedmanTest(blocks: readonly ArrayLike<number>[]): FriedmanTest {
  const n = blocks.length
  if (n < 1) throw new RangeError('the Friedman test needs at least one block')
  const k = blocks[0].length
  if (k < 2) throw new RangeError('the Friedman test needs at least 2 treatments')
  const rankSums = new Float64Array(k)
  let ties = 0
  for (const block of blocks) {
    if (block.length !== k) throw new RangeError(`a block has ${block.length} values for ${k} treatments`)
    for (let j = 0; j < k; j++) if (Number.isNaN(block[j])) throw new RangeError('blocks must be complete')
    const { ranks, tieSizes } = averageRanks(block)
    for (let j = 0; j < k; j++) rankSums[j] += ranks[j]
    ties += tieCorrectionSum(tieSizes)
  }
  const expected = (n * (k + 1)) / 2
  let squares = 0
  for (let j = 0; j < k; j++) squares += (rankSums[j] - expected) ** 2
  const denominator = n * k * (k + 1) - ties / (k - 1)
  const statistic = denominator > 0 ? (12 * squares) / denominator : NaN
  const degreesOfFreedom = k - 1
  return {
    statistic,
    degreesOfFreedom,
    pValue: Number.isNaN(statistic) ? NaN : chiSquareUpperTail(statistic, degreesOfFreedom),
    blocks: n,
    treatments: k,
    rankSums,
    meanRanks: rankSums.map((sum) => sum / n),
    kendallW: statistic / (n * degreesOfFreedom),
  }
}
