import {
  ExactEnumerationLimitError,
  fisherExactRByC,
  fisherExactTwoByTwo,
  type ExactAlternative,
} from '../../../analysis/stats/exact-tests'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { cell, chartTitle, formatNumber } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { countText } from '../count-messages'
import { countBarChart, observedTable, readCountTable, requireTableShape } from '../count-tables'
import { statisticsText } from '../messages'
import { NOTE_STYLE, percent, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Steps the r × c enumeration may take (about a second). */
const WORK_LIMIT = 3_000_000

/** Fisher's exact test (R `fisher.test`) of a table of counts or of two categorical columns. */
export const fisherExactTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const cross = readCountTable(readStatisticsTable(input), params)
  requireTableShape(cross)
  const rows = cross.rowLevels.length
  const columns = cross.columnLevels.length
  const n = cross.counts.flat().reduce((sum, value) => sum + value, 0)
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const title = chartTitle(params.title, text.chartTitle())
  const observed = observedTable(cross)

  if (rows === 2 && columns === 2) {
    const alternative = params.alternative as ExactAlternative
    const test = fisherExactTwoByTwo(cross.counts, alternative, params.confidence_level)
    const level = percent(params.confidence_level)
    const words = {
      alternative: alternativeWords(alternative),
      p: shown(test.pValue),
      oddsRatio: shown(test.oddsRatio),
      level,
      lower: shown(test.lower),
      upper: shown(test.upper),
      n,
    }
    return {
      charts: [countBarChart(cross, { id: 'fisher', title, subtitle: text.subtitle2x2(words), size: params })],
      tables: [
        {
          id: 'fisher',
          title: text.testTitle(),
          columns: [
            statisticsText.pValue(),
            text.oddsRatio(),
            statisticsText.lowerLimit({ level }),
            statisticsText.upperLimit({ level }),
            countText.alternative(),
            statisticsText.n(),
          ],
          rows: [
            [
              cell(test.pValue),
              cell(test.oddsRatio),
              cell(test.lower),
              cell(test.upper),
              alternativeWords(alternative),
              n,
            ],
          ],
        },
        observed,
      ],
      files: [],
      notes: [text.note2x2(words)],
    }
  }

  let pValue: number
  try {
    pValue = fisherExactRByC(cross.counts, WORK_LIMIT).pValue
  } catch (error) {
    if (error instanceof ExactEnumerationLimitError)
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooManyTables({ rows, columns, n }))
    throw error
  }
  return {
    charts: [
      countBarChart(cross, { id: 'fisher', title, subtitle: text.subtitleTable({ p: shown(pValue) }), size: params }),
    ],
    tables: [
      {
        id: 'fisher',
        title: text.testTitle(),
        columns: [statisticsText.pValue(), text.tableSize(), statisticsText.n()],
        rows: [[cell(pValue), `${rows} × ${columns}`, n]],
      },
      observed,
    ],
    files: [],
    notes: [
      text.noteTable({ p: shown(pValue), rows, columns, n }),
      ...(params.alternative !== 'two.sided' ? [text.alternativeIgnored()] : []),
    ],
  }
}

function alternativeWords(alternative: ExactAlternative): MessageRef {
  return alternative === 'two.sided' ? text.twoSided() : alternative === 'less' ? text.less() : text.greater()
}
