import { SAMPLE_DISTANCE_METRICS } from '../../../analysis/diversity/sample-distances'
import { nmds } from '../../../analysis/ordination/nmds'
import { cell, formatNumber } from '../../kit/chart-style'
import { booleanParam, numberParam } from '../../kit/params'
import { inLanguage, type Language } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { ordinationScatter } from '../ordination-chart'
import { distancesForRun } from '../sample-distances'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'

/** Kruskal's (1964) reading of stress-1, the one most papers quote. */
function stressVerdict(stress: number, language: Language): string {
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  if (stress < 0.05) return say('极好', 'excellent')
  if (stress < 0.1) return say('良好', 'good')
  if (stress < 0.2) return say('尚可', 'fair')
  return say('较差，排序图需谨慎解读', 'poor; read the plot with care')
}

/**
 * Two-dimensional non-metric multidimensional scaling of a beta diversity matrix: the best of
 * several starts (the first from PCoA, the others random from the run's seed), with its stress.
 */
export const nmdsPlotExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false })
  const starts = numberParam(input, 'starts', { min: 1, max: 100, fallback: 20, integer: true })
  const showLabels = booleanParam(input, 'show_labels', true)
  const { distances, metricName, notes: treeNotes } = await distancesForRun(input, table, SAMPLE_DISTANCE_METRICS)
  const result = nmds(distances, { dimensions: 2, starts, seed: input.seed })
  const stressText = `stress = ${formatNumber(result.stress, NUMBER_STYLE)}`

  const chart = ordinationScatter({
    id: 'nmds',
    title: say(`NMDS（${metricName}）`, `NMDS (${metricName})`),
    subtitle: stressText,
    sampleIds: table.sampleIds,
    points: result.coordinates.map((row) => [row[0], row[1]] as const),
    grouping,
    axisTitles: ['NMDS1', 'NMDS2'],
    showLabels,
    language,
  })
  return {
    charts: [chart],
    tables: [
      {
        id: 'nmds-coordinates',
        title: say(`NMDS 坐标（${metricName}）`, `NMDS coordinates (${metricName})`),
        columns: [say('样本', 'Sample'), ...(grouping ? [grouping.column] : []), 'NMDS1', 'NMDS2'],
        rows: table.sampleIds.map((sampleId, s) => [
          sampleId,
          ...(grouping ? [grouping.grouping[s]] : []),
          cell(result.coordinates[s][0]),
          cell(result.coordinates[s][1]),
        ]),
      },
    ],
    files: [],
    notes: [
      say(
        `${table.sampleIds.length} 个样本的 ${metricName} 距离，二维 NMDS，${starts} 个起点中最优者：${stressText}（${stressVerdict(result.stress, language)}）。`,
        `${metricName} distances between ${table.sampleIds.length} samples, 2-dimensional NMDS, best of ${starts} starts: ${stressText} (${stressVerdict(result.stress, language)}).`,
      ),
      say(
        '坐标已中心化并旋转到主轴；NMDS 的轴没有解释比例，只有样本间的相对位置有意义。',
        'Coordinates are centred and rotated to principal axes; NMDS axes explain no share of variation, only relative positions matter.',
      ),
      ...treeNotes,
    ],
  }
}
