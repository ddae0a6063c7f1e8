import { toSquare } from '../../../analysis/distance-matrix'
import { BETA_METRICS, betaDiversityParallel, type BetaMetric } from '../../../analysis/diversity/beta'
import { pcoa } from '../../../analysis/ordination/pcoa'
import { anosim } from '../../../analysis/stats/anosim'
import { permanovaParallel } from '../../../analysis/stats/permanova'
import { cell, formatNumber } from '../chart-style'
import { booleanParam, choiceParam, numberParam } from '../params'
import { inLanguage } from '../../../core/language'
import type { ResultTable, ToolExecutor } from '../types'
import { ordinationScatter } from './ordination-chart'
import { droppedSamplesNote, NUMBER_STYLE, readGrouping, readTableInput } from './shared'

export const BETA_METRIC_NAMES: Record<BetaMetric, { zh: string; en: string }> = {
  braycurtis: { zh: 'Bray-Curtis', en: 'Bray-Curtis' },
  jaccard: { zh: 'Jaccard（有/无）', en: 'Jaccard (presence/absence)' },
  euclidean: { zh: '欧氏距离', en: 'Euclidean' },
  hellinger: { zh: 'Hellinger', en: 'Hellinger' },
}

/** Axes written to the coordinates table. */
const REPORTED_AXES = 5

/**
 * Beta diversity between every pair of samples, its principal coordinates (PCoA) with the share of
 * variation each axis explains, and, with groups, ANOSIM and PERMANOVA of the grouping on the
 * same distances (permutations seeded by the run).
 */
export const betaDiversityPcoaExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false })
  const metric = choiceParam(input, 'metric', BETA_METRICS, 'braycurtis')
  const permutations = numberParam(input, 'permutations', { min: 99, max: 9999, fallback: 999, integer: true })
  const showLabels = booleanParam(input, 'show_labels', true)
  const distances = await betaDiversityParallel(table, metric)
  const ordination = pcoa(distances, { dimensions: REPORTED_AXES })
  const metricName = BETA_METRIC_NAMES[metric][language]
  const percent = (axis: number) => `${formatNumber(100 * ordination.proportionExplained[axis], NUMBER_STYLE)}%`

  let subtitle: string | undefined
  const notes = [
    say(
      `${table.sampleIds.length} 个样本的 ${metricName} 距离；PCoA 第 1、2 轴分别解释 ${percent(0)} 与 ${percent(1)} 的变异。`,
      `${metricName} distances between ${table.sampleIds.length} samples; PCoA axes 1 and 2 explain ${percent(0)} and ${percent(1)} of the variation.`,
    ),
  ]
  const tables: ResultTable[] = []
  if (grouping && grouping.groups.length >= 2) {
    const options = { permutations, seed: input.seed }
    const anosimResult = anosim(distances, grouping.grouping, options)
    const permanovaResult = await permanovaParallel(distances, grouping.grouping, options)
    const anosimText = `ANOSIM: R = ${formatNumber(anosimResult.statistic, NUMBER_STYLE)}, p = ${formatNumber(anosimResult.pValue, NUMBER_STYLE)}`
    const permanovaText = `PERMANOVA: pseudo-F = ${formatNumber(permanovaResult.statistic, NUMBER_STYLE)}, R² = ${formatNumber(permanovaResult.r2, NUMBER_STYLE)}, p = ${formatNumber(permanovaResult.pValue, NUMBER_STYLE)}`
    subtitle = `${anosimText}; ${permanovaText} (${permutations} ${say('次置换', 'permutations')})`
    notes.push(
      say(
        `按 "${grouping.column}" 分组（${grouping.groups.length} 组）检验，${permutations} 次置换：`,
        `Grouping "${grouping.column}" (${grouping.groups.length} groups), ${permutations} permutations:`,
      ),
      anosimText,
      permanovaText,
    )
    const droppedNote = droppedSamplesNote(anosimResult.droppedSamples, grouping.column, language)
    if (droppedNote) notes.push(droppedNote)
    tables.push({
      id: 'group-tests',
      title: say('组间差异检验', 'Tests between groups'),
      columns: [
        say('方法', 'Method'),
        say('统计量', 'Statistic'),
        say('值', 'Value'),
        'R²',
        'p',
        say('置换次数', 'Permutations'),
      ],
      rows: [
        ['ANOSIM', 'R', cell(anosimResult.statistic), null, cell(anosimResult.pValue), permutations],
        [
          'PERMANOVA',
          'pseudo-F',
          cell(permanovaResult.statistic),
          cell(permanovaResult.r2),
          cell(permanovaResult.pValue),
          permutations,
        ],
      ],
    })
  } else {
    notes.push(
      grouping
        ? say(
            `"${grouping.column}" 只有一个分组，未做 ANOSIM/PERMANOVA。`,
            `Column "${grouping.column}" has one group only; no ANOSIM/PERMANOVA.`,
          )
        : say('未提供分组文件，未做 ANOSIM/PERMANOVA。', 'No metadata file given: no ANOSIM/PERMANOVA.'),
    )
  }
  if (ordination.smallestEigenvalue < -1e-9 * ordination.eigenvalues[0]) {
    notes.push(
      say(
        `该距离不是欧氏距离：存在负特征值（最小 ${formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE)}），解释比例以全部特征值之和为分母。`,
        `The distance is not Euclidean: there are negative eigenvalues (smallest ${formatNumber(ordination.smallestEigenvalue, NUMBER_STYLE)}); proportions are of the sum of all eigenvalues.`,
      ),
    )
  }

  const axes = ordination.eigenvalues.length
  const chart = ordinationScatter({
    id: 'pcoa',
    title: say(`PCoA（${metricName}）`, `PCoA (${metricName})`),
    subtitle,
    sampleIds: table.sampleIds,
    points: ordination.coordinates.map((row) => [row[0], axes > 1 ? row[1] : 0] as const),
    grouping,
    axisTitles: [`PCoA1 (${percent(0)})`, axes > 1 ? `PCoA2 (${percent(1)})` : 'PCoA2'],
    showLabels,
    language,
  })
  const axisNames = Array.from({ length: axes }, (_, axis) => `PCoA${axis + 1}`)
  tables.unshift(
    {
      id: 'pcoa-coordinates',
      title: say('PCoA 坐标', 'PCoA coordinates'),
      columns: [say('样本', 'Sample'), ...(grouping ? [grouping.column] : []), ...axisNames],
      rows: table.sampleIds.map((sampleId, s) => [
        sampleId,
        ...(grouping ? [grouping.grouping[s]] : []),
        ...Array.from(ordination.coordinates[s], cell),
      ]),
    },
    {
      id: 'pcoa-eigenvalues',
      title: say('各轴特征值与解释比例', 'Eigenvalue and proportion explained of each axis'),
      columns: [say('轴', 'Axis'), say('特征值', 'Eigenvalue'), say('解释比例', 'Proportion explained')],
      rows: axisNames.map((name, axis) => [
        name,
        cell(ordination.eigenvalues[axis]),
        cell(ordination.proportionExplained[axis]),
      ]),
    },
  )
  tables.push({
    id: 'distance-matrix',
    title: say(`${metricName} 距离矩阵`, `${metricName} distance matrix`),
    columns: [say('样本', 'Sample'), ...table.sampleIds],
    rows: toSquare(distances).map((row, i) => [table.sampleIds[i], ...row.map(cell)]),
  })
  return { charts: [chart], tables, files: [], notes }
}
