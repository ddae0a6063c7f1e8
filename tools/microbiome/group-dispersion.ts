/**
 * PERMANOVA's full table as vegan's adonis2 prints it (with the mean squares it omits) and PERMDISP
 * (vegan's betadisper with permutest) beside it, for every tool that tests a grouping on distances.
 */
import type { PermanovaResult } from '../../analysis/stats/permanova'
import type { PermdispResult } from '../../analysis/stats/permdisp'
import type { MessageRef } from '../../core/result-text'
import { cell, formatNumber } from '../kit/chart-style'
import type { ResultTable } from '../kit/types'
import { microbiomeText } from './messages'
import { NUMBER_STYLE } from './shared'

/** adonis2's rows (the grouping, Residual, Total) and columns, with MeanSqs added. */
export function permanovaTable(result: PermanovaResult, column: string, permutations: number): ResultTable {
  const totalDf = result.dfGroups + result.dfResidual
  return {
    id: 'permanova-table',
    title: microbiomeText.permanovaTableTitle({ column, permutations }),
    columns: [microbiomeText.term(), 'Df', 'SumOfSqs', 'MeanSqs', 'R²', 'F', 'Pr(>F)'],
    rows: [
      [
        column,
        result.dfGroups,
        cell(result.sumOfSquaresGroups),
        cell(result.sumOfSquaresGroups / result.dfGroups),
        cell(result.r2),
        cell(result.statistic),
        cell(result.pValue),
      ],
      [
        microbiomeText.residual(),
        result.dfResidual,
        cell(result.sumOfSquaresResidual),
        cell(result.sumOfSquaresResidual / result.dfResidual),
        cell(result.sumOfSquaresResidual / result.sumOfSquaresTotal),
        null,
        null,
      ],
      [microbiomeText.total(), totalDf, cell(result.sumOfSquaresTotal), null, 1, null, null],
    ],
  }
}

/** Each group's size and mean distance to its centroid. */
export function permdispTable(result: PermdispResult, column: string): ResultTable {
  const sizes = result.groups.map((group) => result.grouping.filter((value) => value === group).length)
  return {
    id: 'permdisp',
    title: microbiomeText.permdispTitle(),
    columns: [column, microbiomeText.groupSize(), microbiomeText.meanDistanceToCentroid()],
    rows: result.groups.map((group, g) => [group, sizes[g], cell(result.groupMeans[g])]),
  }
}

export function permdispNote(result: PermdispResult): MessageRef {
  return microbiomeText.permdispNote({
    f: formatNumber(result.statistic, NUMBER_STYLE),
    p: formatNumber(result.pValue, NUMBER_STYLE),
    pF: formatNumber(result.pValueF, NUMBER_STYLE),
    permutations: result.permutations,
  })
}
