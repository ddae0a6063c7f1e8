/** Student's and Welch's t-test tools: one form and one executor, told apart by `equalVariances`. */
import { twoSampleTTest } from '../../analysis/stats/t-tests'
import type { MessageRef } from '../../core/result-text'
import { titleParameter } from '../kit/chart-parameters'
import { chartTitle } from '../kit/chart-style'
import { checkboxParameter, columnParameter, defineParameters, textParameter } from '../kit/parameters'
import { ToolRunError, type ToolExecutor } from '../kit/types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { statisticsText } from './messages'
import {
  alternativeParameter,
  confidenceLevelParameter,
  groupBoxChart,
  groupSummaryTable,
  pickTwoGroups,
  readGroupedSamples,
  readStatisticsTable,
  requireGroups,
  skippedRowsNotes,
  statisticsSizeParameters,
} from './shared'
import { tTestNote, tTestSubtitle, tTestTable, type TTestShown } from './t-test-results'

const groupNameHelp = {
  zh: '留空：分组列恰好两组时按表中出现的顺序取用。差值为第一组 − 第二组。',
  en: 'Empty: the two groups of the group column, in the order they occur. The difference is first − second.',
}

export const twoSampleTTestParameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', { required: true }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  first_group: textParameter('第一组', 'First group', { maxLength: 100 }, groupNameHelp),
  second_group: textParameter('第二组', 'Second group', { maxLength: 100 }, groupNameHelp),
  alternative: alternativeParameter(),
  confidence_level: confidenceLevelParameter(),
  show_points: checkboxParameter('显示数据点', 'Show data points', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(640, 520),
})

export function twoSampleTTestExecutor(
  equalVariances: boolean,
  words: { chartTitle: () => MessageRef; testName: () => MessageRef },
): ToolExecutor {
  return (input) => {
    const params = twoSampleTTestParameters.parse(input)
    const table = readStatisticsTable(input)
    const samples = pickTwoGroups(
      readGroupedSamples(table, params.group_column, params.value_column),
      params.first_group,
      params.second_group,
    )
    requireGroups(samples, 2, 2)
    const result = twoSampleTTest(samples.values[0], samples.values[1], equalVariances, {
      alternative: params.alternative,
      confidenceLevel: params.confidence_level,
    })
    if (!(result.standardError > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.noSpread())
    const shown: TTestShown = {
      test: words.testName(),
      result,
      first: samples.groups[0],
      second: samples.groups[1],
      alternative: params.alternative,
      confidenceLevel: params.confidence_level,
    }
    return {
      charts: [
        groupBoxChart(samples, {
          id: 't-test',
          title: chartTitle(params.title, words.chartTitle()),
          subtitle: tTestSubtitle(shown),
          showPoints: params.show_points,
          size: params,
        }),
      ],
      tables: [tTestTable(shown), groupSummaryTable(samples)],
      files: [],
      notes: [tTestNote(shown), ...skippedRowsNotes(samples)],
    }
  }
}
