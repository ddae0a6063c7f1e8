import { AnalysisInputError } from '../../../analysis/errors'
import { sampleTotals } from '../../../analysis/feature-table'
import {
  filterFeatureTable,
  parseFilterParameters,
  type FilterParameters,
  type FilterParametersInput,
} from '../../../analysis/filter'
import { writeFeatureTableTsv } from '../../../analysis/io/feature-table/delimited-text'
import { RANKS } from '../../../analysis/taxonomy'
import { NEUTRAL_COLOUR, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import { booleanParam, choiceParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ResultTable, type ToolExecutor, type ToolRunInput } from '../../kit/types'
import { readTableInput } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/** The form offers this many taxonomy rule rows (fields checked1_keep_<n>, taxonomy_type_<n>, taxonomy_value_<n>). */
export const TAXONOMY_RULE_ROWS = 3

/**
 * The spec's filter parameters from the flat form: the taxonomy rule list comes from the numbered
 * rule rows that have a value (an empty row is an unused row, not a rule); everything else keeps
 * the spec's field names.
 */
function filterParameters(input: ToolRunInput): FilterParameters {
  const rules = Array.from({ length: TAXONOMY_RULE_ROWS }, (_, i) => i + 1).flatMap((row) => {
    const value = textParam(input, `taxonomy_value_${row}`)
    if (value === '') return []
    return [
      {
        checked1_keep: booleanParam(input, `checked1_keep_${row}`, true),
        taxonomy_type: choiceParam(input, `taxonomy_type_${row}`, RANKS, 'Kingdom'),
        taxonomy_value: value,
      },
    ]
  })
  const { params } = input
  const raw: FilterParametersInput = {
    checked1: booleanParam(input, 'checked1', false),
    checked1_rules: rules,
    checked2: booleanParam(input, 'checked2', false),
    checked2_keep: booleanParam(input, 'checked2_keep', true),
    checked2_at_least: params.checked2_at_least as number | undefined,
    checked2_at_least_value: params.checked2_at_least_value as number | undefined,
    checked3: booleanParam(input, 'checked3', false),
    checked3_keep: booleanParam(input, 'checked3_keep', true),
    checked3_otu_sum: params.checked3_otu_sum as number | undefined,
    flattening_type: params.flattening_type as 0 | 1 | 2 | undefined,
    flattening_value: params.flattening_value as number | undefined,
  }
  try {
    return parseFilterParameters(raw)
  } catch (error) {
    if (error instanceof AnalysisInputError)
      throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, error.message, { cause: error })
    throw error
  }
}

/**
 * The OTU/ASV filter of the analysis projects (spec 03) as a tool: taxonomy rules, prevalence,
 * total count, then flattening (rarefaction, seeded by the run), in that order. Returns the filtered
 * table as a TSV download and what each step removed.
 */
export const otuTableFilterExecutor: ToolExecutor = async (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = await readTableInput(input)
  const params = filterParameters(input)
  if (params.checked1 && params.checked1_rules.length > 0 && !table.taxonomy) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        '物种注释规则需要带注释的表：请在 OTU/ASV 表最后一列加入 "taxonomy" 列，或关闭 checked1。',
        'Taxonomy rules need taxonomy: add a last column "taxonomy" to the OTU/ASV table, or switch checked1 off.',
      ),
    )
  }
  const { table: filtered, summary } = filterFeatureTable(table, params, { seed: input.seed })
  const readsOf = (totals: Float64Array) => totals.reduce((sum, value) => sum + value, 0)
  const readsBefore = readsOf(sampleTotals(table))
  const readsAfter = readsOf(sampleTotals(filtered))
  const keepWord = (keep: boolean) => (keep ? say('保留', 'keep') : say('去除', 'remove'))

  const steps: string[] = []
  if (params.checked1) {
    steps.push(
      params.checked1_rules.length === 0
        ? say(
            '物种注释规则已勾选但没有填写任何值，已忽略。',
            'Taxonomy filter is on but no rule has a value; it was ignored.',
          )
        : say(
            `物种注释规则（${params.checked1_rules.map((rule) => `${keepWord(rule.checked1_keep)} ${rule.taxonomy_type} = ${rule.taxonomy_value}`).join('；')}）：去除 ${summary.removedFeatures.taxonomy} 个特征。`,
            `Taxonomy rules (${params.checked1_rules.map((rule) => `${keepWord(rule.checked1_keep)} ${rule.taxonomy_type} = ${rule.taxonomy_value}`).join('; ')}): removed ${summary.removedFeatures.taxonomy} features.`,
          ),
    )
  }
  if (params.checked2) {
    steps.push(
      say(
        `${keepWord(params.checked2_keep)}至少在 ${params.checked2_at_least} 个样本中计数 ≥ ${params.checked2_at_least_value} 的特征：去除 ${summary.removedFeatures.prevalence} 个。`,
        `${keepWord(params.checked2_keep)} features with a count of at least ${params.checked2_at_least_value} in at least ${params.checked2_at_least} samples: removed ${summary.removedFeatures.prevalence}.`,
      ),
    )
  }
  if (params.checked3) {
    steps.push(
      say(
        `${keepWord(params.checked3_keep)}总计数 ≥ ${params.checked3_otu_sum} 的特征：去除 ${summary.removedFeatures.total} 个。`,
        `${keepWord(params.checked3_keep)} features with a total count of at least ${params.checked3_otu_sum}: removed ${summary.removedFeatures.total}.`,
      ),
    )
  }
  if (summary.rarefactionDepth !== null) {
    steps.push(
      say(
        `抽平到 ${summary.rarefactionDepth} 条读数（${params.flattening_type === 1 ? '最小样本深度' : '指定深度'}）：去除 ${summary.droppedSamples.length} 个样本，抽平后为零的特征 ${summary.removedFeatures.emptyAfterRarefaction} 个。`,
        `Flattened (rarefied) to ${summary.rarefactionDepth} reads (${params.flattening_type === 1 ? 'smallest sample' : 'given depth'}): dropped ${summary.droppedSamples.length} samples and ${summary.removedFeatures.emptyAfterRarefaction} features left empty.`,
      ),
    )
  }
  const notes = [
    say(
      `特征 ${summary.featuresBefore} → ${summary.featuresAfter}，样本 ${summary.samplesBefore} → ${summary.samplesAfter}，读数 ${readsBefore} → ${readsAfter}。`,
      `Features ${summary.featuresBefore} → ${summary.featuresAfter}, samples ${summary.samplesBefore} → ${summary.samplesAfter}, reads ${readsBefore} → ${readsAfter}.`,
    ),
    ...(steps.length > 0
      ? steps
      : [say('没有启用任何过滤规则，表格未改变。', 'No filter rule is switched on; the table is unchanged.')]),
  ]

  const title = say('过滤前后的特征数与样本数', 'Features and samples before and after filtering')
  const featuresLabel = say('特征（OTU/ASV）', 'Features (OTUs/ASVs)')
  const samplesLabel = say('样本', 'Samples')
  // Features and samples differ by orders of magnitude, so each has its own axis.
  const bar = (label: string, axis: 'features' | 'samples', value: number, colour: string) => ({
    label,
    data: axis === 'features' ? [value, null] : [null, value],
    yAxisID: axis,
    backgroundColor: colour,
    skipNull: true,
  })
  const chart = {
    id: 'filter-before-after',
    title,
    type: 'bar' as const,
    data: {
      labels: [featuresLabel, samplesLabel],
      datasets: [
        bar(say('过滤前特征数', 'Features before'), 'features', summary.featuresBefore, NEUTRAL_COLOUR),
        bar(say('过滤后特征数', 'Features after'), 'features', summary.featuresAfter, paletteColour(0, TABLEAU_20)),
        bar(say('过滤前样本数', 'Samples before'), 'samples', summary.samplesBefore, '#e0e0e0'),
        bar(say('过滤后样本数', 'Samples after'), 'samples', summary.samplesAfter, paletteColour(1, TABLEAU_20)),
      ],
    },
    options: {
      plugins: { ...plainTitleOptions(title), legend: { position: 'bottom' } },
      scales: {
        features: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          title: { display: true, text: featuresLabel },
        },
        samples: {
          type: 'linear',
          position: 'right',
          beginAtZero: true,
          grid: { drawOnChartArea: false },
          title: { display: true, text: samplesLabel },
        },
      },
    },
    width: 700,
    height: 480,
  }

  const summaryTable = {
    id: 'filter-summary',
    title: say('过滤摘要', 'Filter summary'),
    columns: [say('项目', 'Item'), say('值', 'Value')],
    rows: [
      [say('过滤前特征数', 'Features before'), summary.featuresBefore],
      [say('过滤后特征数', 'Features after'), summary.featuresAfter],
      [say('物种注释规则去除', 'Removed by taxonomy rules'), summary.removedFeatures.taxonomy],
      [say('样本出现率规则去除', 'Removed by prevalence'), summary.removedFeatures.prevalence],
      [say('总丰度规则去除', 'Removed by total count'), summary.removedFeatures.total],
      [say('抽平后为零而去除', 'Empty after flattening'), summary.removedFeatures.emptyAfterRarefaction],
      [say('过滤前样本数', 'Samples before'), summary.samplesBefore],
      [say('过滤后样本数', 'Samples after'), summary.samplesAfter],
      [say('抽平深度', 'Flattening depth'), summary.rarefactionDepth],
      [say('过滤前总读数', 'Reads before'), readsBefore],
      [say('过滤后总读数', 'Reads after'), readsAfter],
    ],
  }
  const tables: ResultTable[] = [summaryTable]
  if (summary.droppedSamples.length > 0) {
    tables.push({
      id: 'dropped-samples',
      title: say('抽平时去除的样本', 'Samples dropped by flattening'),
      columns: [say('样本', 'Sample'), say('读数', 'Reads'), say('原因', 'Reason')],
      rows: summary.droppedSamples.map((sample) => [
        sample.sampleId,
        sample.reads,
        sample.reads === 0
          ? say('特征过滤后没有读数', 'no reads left after the feature filters')
          : say(
              `读数少于抽平深度 ${summary.rarefactionDepth}`,
              `fewer reads than the flattening depth ${summary.rarefactionDepth}`,
            ),
      ]),
    })
  }
  const baseName = (input.files.table?.fileName ?? 'table').replace(/\.[^.]*$/, '')
  return {
    charts: [chart],
    tables,
    files: [
      {
        name: `${baseName}.filtered.tsv`,
        contentType: 'text/tab-separated-values',
        content: writeFeatureTableTsv(filtered),
      },
    ],
    notes,
  }
}
