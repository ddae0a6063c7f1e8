import { tmmNormalisationFactors } from '../../../analysis/expression/edger-tmm'
import { logCpm } from '../../../analysis/expression/log-cpm'
import { samplePca } from '../../../analysis/expression/sample-pca'
import { sampleTotals } from '../../../analysis/feature-table'
import { quantile } from '../../../analysis/stats/descriptive'
import { correlationMatrix } from '../../../analysis/stats/correlation'
import { boxPlotExecutor } from '../../charts-basic/box-plot/executor'
import { densityPlotExecutor } from '../../charts-basic/density-plot/executor'
import { correlationHeatmapExecutor } from '../../charts-advanced/correlation-heatmap/executor'
import { cell, formatNumber } from '../../kit/chart-style'
import type { ToolExecutor, ToolRunInput } from '../../kit/types'
import { ordinationScatter } from '../../microbiome/ordination-chart'
import { readGrouping } from '../../microbiome/shared'
import { expressionText } from '../messages'
import { readCounts } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * The first look at an RNA-seq experiment: each sample's distribution of log2 CPM (box plot and
 * density curves, as the Box and Density plot tools draw them), the Pearson correlation between
 * samples (as the Correlation heatmap tool draws it) and the sample PCA, coloured by group when a
 * sample sheet is given. Samples that do not look alike after normalisation, or that sit apart from
 * their group, show here before any test.
 */
export const expressionDistributionExecutor: ToolExecutor = async (input) => {
  const values = parameters.parse(input)
  const counts = await readCounts(input)
  const grouping = readGrouping(input, counts, { required: false, column: values.group_column })
  const factors = tmmNormalisationFactors(counts)
  const logValues = logCpm(counts, factors)
  const samples = counts.sampleIds

  const longTsv = [
    'sample\tlog2_cpm',
    ...samples.flatMap((sample, s) => Array.from(logValues[s], (v) => `${sample}\t${v}`)),
  ]
  const wideTsv = [
    ['gene', ...samples].join('\t'),
    ...counts.featureIds.map((gene, g) => [gene, ...logValues.map((row) => row[g])].join('\t')),
  ]
  const drawn = async (executor: ToolExecutor, tsv: string[], params: Record<string, unknown>) =>
    (await executor(tableInput(input, tsv, params))).charts
  const [box, density, correlation] = await Promise.all([
    drawn(boxPlotExecutor, longTsv, { group_column: 'sample', value_column: 'log2_cpm', title: '' }),
    drawn(densityPlotExecutor, longTsv, { group_column: 'sample', value_column: 'log2_cpm', fill: false }),
    drawn(correlationHeatmapExecutor, wideTsv, {
      method: 'pearson',
      significance: 'none',
      show_values: samples.length <= 12,
    }),
  ])
  const pca = samplePca(logValues, samples, counts.featureIds)
  const percent = (axis: number) => formatNumber(100 * pca.proportionExplained[axis], { digits: 3 })
  const pcaChart = ordinationScatter({
    id: 'sample-pca',
    title: expressionText.pcaTitle({ values: expressionText.logCpm() }),
    subtitle: expressionText.pcaSubtitle({ genes: pca.genes.length }),
    sampleIds: samples,
    points: pca.coordinates.map((point) => [point[0], point[1]] as const),
    grouping,
    axisTitles: [
      expressionText.pcaAxis({ axis: 1, percent: percent(0) }),
      expressionText.pcaAxis({ axis: 2, percent: percent(1) }),
    ],
    showLabels: true,
  })

  const totals = sampleTotals(counts)
  const genes = counts.featureIds.length
  const detected = samples.map((_, s) => {
    let found = 0
    for (let g = 0; g < genes; g++) if (counts.counts[s * genes + g] > 0) found++
    return found
  })
  const { estimates } = correlationMatrix(logValues, 'pearson')
  const between = estimates.flatMap((row, i) => Array.from(row).filter((_, j) => j > i))
  const short = (value: number) => formatNumber(value, { digits: 3 })
  return {
    charts: [...box, ...density, ...correlation, pcaChart],
    tables: [
      {
        id: 'samples',
        title: text.tableTitle(),
        columns: [
          expressionText.sample(),
          ...(grouping ? [expressionText.group()] : []),
          expressionText.librarySize(),
          'TMM',
          text.detectedGenes(),
          text.medianLogCpm(),
        ],
        rows: samples.map((sample, s) => [
          sample,
          ...(grouping ? [grouping.grouping[s]] : []),
          totals[s],
          cell(factors[s]),
          detected[s],
          cell(quantile(logValues[s], 0.5)),
        ]),
      },
    ],
    files: [],
    notes: [
      text.summary({
        genes,
        samples: samples.length,
        lowest: short(Math.min(...factors)),
        highest: short(Math.max(...factors)),
        lowestR: short(Math.min(...between)),
        highestR: short(Math.max(...between)),
      }),
      text.method(),
    ],
  }
}

/** A table the chart tools read, made here from the log2 CPM values. */
function tableInput(input: ToolRunInput, lines: string[], params: Record<string, unknown>): ToolRunInput {
  const bytes = new TextEncoder().encode(lines.join('\n') + '\n')
  return { params, files: { table: { key: 'table', fileName: 'log2_cpm.tsv', bytes } }, delimiter: 1, seed: input.seed }
}
