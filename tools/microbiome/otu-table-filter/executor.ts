import { sampleTotals } from '../../../analysis/feature-table'
import { filterFeatureTable, parseFilterParameters, type FilterParameters } from '../../../analysis/filter'
import { writeFeatureTableTsv } from '../../../analysis/io/feature-table/delimited-text'
import { NEUTRAL_COLOUR, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import type { MessageRef, ResultText } from '../../../core/result-text'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { readTableInput } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters, TAXONOMY_RULE_ROWS } from './parameters'

/**
 * The spec's filter parameters from the flat form: the taxonomy rule list comes from the numbered
 * rule rows that have a value (an empty row is an unused row, not a rule); everything else keeps
 * the spec's field names.
 */
function filterParameters(values: ReturnType<typeof parameters.parse>): FilterParameters {
  const rules = TAXONOMY_RULE_ROWS.flatMap((row) => {
    const value = values[`taxonomy_value_${row}`]
    if (value === '') return []
    return [
      {
        checked1_keep: values[`checked1_keep_${row}`] === 'true',
        taxonomy_type: values[`taxonomy_type_${row}`],
        taxonomy_value: value,
      },
    ]
  })
  return parseFilterParameters({
    checked1: values.checked1,
    checked1_rules: rules,
    checked2: values.checked2,
    checked2_keep: values.checked2_keep === 'true',
    checked2_at_least: values.checked2_at_least,
    checked2_at_least_value: values.checked2_at_least_value,
    checked3: values.checked3,
    checked3_keep: values.checked3_keep === 'true',
    checked3_otu_sum: values.checked3_otu_sum,
    flattening_type: Number(values.flattening_type),
    flattening_value: values.flattening_value,
  })
}

/**
 * The OTU/ASV filter of the analysis projects (spec 03) as a tool: taxonomy rules, prevalence,
 * total count, then flattening (rarefaction, seeded by the run), in that order. Returns the filtered
 * table as a TSV download and what each step removed.
 */
export const otuTableFilterExecutor: ToolExecutor = async (input) => {
  const params = filterParameters(parameters.parse(input))
  const table = await readTableInput(input)
  if (params.checked1 && params.checked1_rules.length > 0 && !table.taxonomy)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.taxonomyNeeded())
  const { table: filtered, summary } = filterFeatureTable(table, params, { seed: input.seed })
  const readsOf = (totals: Float64Array) => totals.reduce((sum, value) => sum + value, 0)
  const readsBefore = readsOf(sampleTotals(table))
  const readsAfter = readsOf(sampleTotals(filtered))
  const keepWord = (keep: boolean) => (keep ? text.keep() : text.remove())

  const steps: MessageRef[] = []
  if (params.checked1) {
    const rules = params.checked1_rules.map((rule) =>
      text.rule({ keep: keepWord(rule.checked1_keep), rank: rule.taxonomy_type, value: rule.taxonomy_value }),
    )
    steps.push(
      rules.length === 0
        ? text.noRuleValue()
        : text.taxonomyStep({
            rules: rules.reduceRight((rest, first) => text.rules({ first, rest })),
            removed: summary.removedFeatures.taxonomy,
          }),
    )
  }
  if (params.checked2)
    steps.push(
      text.prevalenceStep({
        keep: keepWord(params.checked2_keep),
        samples: params.checked2_at_least,
        count: params.checked2_at_least_value,
        removed: summary.removedFeatures.prevalence,
      }),
    )
  if (params.checked3)
    steps.push(
      text.totalStep({
        keep: keepWord(params.checked3_keep),
        total: params.checked3_otu_sum,
        removed: summary.removedFeatures.total,
      }),
    )
  if (summary.rarefactionDepth !== null)
    steps.push(
      text.flatteningStep({
        depth: summary.rarefactionDepth,
        how: params.flattening_type === 1 ? text.smallestSample() : text.givenDepth(),
        samples: summary.droppedSamples.length,
        emptied: summary.removedFeatures.emptyAfterRarefaction,
      }),
    )
  const notes = [
    text.totals({
      featuresBefore: summary.featuresBefore,
      featuresAfter: summary.featuresAfter,
      samplesBefore: summary.samplesBefore,
      samplesAfter: summary.samplesAfter,
      readsBefore,
      readsAfter,
    }),
    ...(steps.length > 0 ? steps : [text.unchanged()]),
  ]

  const title = text.title()
  const featuresLabel = text.features()
  const samplesLabel = text.samples()
  // Features and samples differ by orders of magnitude, so each has its own axis.
  const bar = (label: ResultText, axis: 'features' | 'samples', value: number, colour: string) => ({
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
        bar(text.featuresBefore(), 'features', summary.featuresBefore, NEUTRAL_COLOUR),
        bar(text.featuresAfter(), 'features', summary.featuresAfter, paletteColour(0, TABLEAU_20)),
        bar(text.samplesBefore(), 'samples', summary.samplesBefore, '#e0e0e0'),
        bar(text.samplesAfter(), 'samples', summary.samplesAfter, paletteColour(1, TABLEAU_20)),
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

  const summaryTable: ResultTable = {
    id: 'filter-summary',
    title: text.summaryTitle(),
    columns: [text.item(), text.value()],
    rows: [
      [text.featuresBefore(), summary.featuresBefore],
      [text.featuresAfter(), summary.featuresAfter],
      [text.removedByTaxonomy(), summary.removedFeatures.taxonomy],
      [text.removedByPrevalence(), summary.removedFeatures.prevalence],
      [text.removedByTotal(), summary.removedFeatures.total],
      [text.emptyAfterFlattening(), summary.removedFeatures.emptyAfterRarefaction],
      [text.samplesBefore(), summary.samplesBefore],
      [text.samplesAfter(), summary.samplesAfter],
      [text.flatteningDepth(), summary.rarefactionDepth],
      [text.readsBefore(), readsBefore],
      [text.readsAfter(), readsAfter],
    ],
  }
  const tables: ResultTable[] = [summaryTable]
  if (summary.droppedSamples.length > 0) {
    tables.push({
      id: 'dropped-samples',
      title: text.droppedTitle(),
      columns: [microbiomeText.sample(), microbiomeText.reads(), text.reason()],
      rows: summary.droppedSamples.map((sample) => [
        sample.sampleId,
        sample.reads,
        sample.reads === 0 ? text.noReadsLeft() : text.belowDepth({ depth: summary.rarefactionDepth ?? '' }),
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
