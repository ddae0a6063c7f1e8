/** The tables, chart and note Student's, Welch's and the paired t-test tools show alike. */
import type { TTestAlternative, TTestResult } from '../../analysis/stats/t-tests'
import type { MessageRef, ResultText } from '../../core/result-text'
import { cell, formatNumber } from '../kit/chart-style'
import type { ResultTable } from '../kit/types'
import { statisticsText as text } from './messages'
import { alternativeWords, NOTE_STYLE, percent } from './shared'

export interface TTestShown {
  test: MessageRef
  result: TTestResult
  first: string
  second: string
  alternative: TTestAlternative
  confidenceLevel: number
}

/** The one-row table of the test, as R's t.test prints it. */
export function tTestTable({ result, first, second, confidenceLevel }: TTestShown): ResultTable {
  const level = percent(confidenceLevel)
  return {
    id: 't-test',
    title: text.tTestTitle(),
    columns: [
      text.comparison(),
      't',
      text.degreesOfFreedom(),
      text.pValue(),
      text.meanDifference(),
      text.standardError(),
      text.lowerLimit({ level }),
      text.upperLimit({ level }),
    ],
    rows: [
      [
        text.versus({ first, second }),
        cell(result.statistic),
        cell(result.degreesOfFreedom),
        cell(result.pValue),
        cell(result.estimate),
        cell(result.standardError),
        cell(result.lower),
        cell(result.upper),
      ],
    ],
  }
}

const shown = (value: number) =>
  value === Infinity ? '∞' : value === -Infinity ? '−∞' : formatNumber(value, NOTE_STYLE)

export function tTestNote({ test, result, first, second, alternative, confidenceLevel }: TTestShown): MessageRef {
  return text.tTestNote({
    test,
    alternative: alternativeWords(alternative),
    t: shown(result.statistic),
    df: shown(result.degreesOfFreedom),
    p: shown(result.pValue),
    comparison: text.versus({ first, second }),
    difference: shown(result.estimate),
    level: percent(confidenceLevel),
    lower: shown(result.lower),
    upper: shown(result.upper),
  })
}

export function tTestSubtitle({ result }: TTestShown): ResultText {
  return text.tTestSubtitle({
    t: shown(result.statistic),
    df: shown(result.degreesOfFreedom),
    p: shown(result.pValue),
  })
}
