import { deseq2 } from '../../../analysis/expression/deseq2'
import { selectTableSamples } from '../../../analysis/feature-table'
import { relativeAbundance } from '../../../analysis/taxonomy-summary'
import { ANNOTATION_AXES } from '../../charts-advanced/differential'
import { cell, plainTitleOptions } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { comparedLevels } from '../compared-groups'
import { droppedSamplesNote, readGrouping, readTableInput, requireGroups } from '../shared'
import { featuresAtLevel, levelName } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

const COLOURS = { up: '#d6604d', down: '#4393c3', none: '#bdbdbd' }
const LABELLED = 10

/**
 * Differential abundance by DESeq2's method at any level: counts summed to the rank (or the
 * OTUs/ASVs themselves), DESeq2 with poscounts size factors when every feature has a zero, the
 * compared group against the reference; a volcano plot and the full result table.
 */
export const deseqAbundanceExecutor: ToolExecutor = async (input) => {
  const values = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: true, column: values.group_column })
  requireGroups(grouping, 2, text.purpose())
  const { reference, treatment } = comparedLevels(grouping, values.reference_level, values.treatment_level)

  const kept = table.sampleIds.flatMap((_, s) => (grouping.groups.includes(grouping.grouping[s]) ? [s] : []))
  const { table: atLevel, labels } = featuresAtLevel(selectTableSamples(table, kept), values.level)
  const condition = kept.map((s) => grouping.grouping[s])
  const width = atLevel.featureIds.length
  const samples = atLevel.sampleIds.length
  let everyFeatureHasZero = true
  for (let f = 0; f < width && everyFeatureHasZero; f++) {
    let zero = false
    for (let s = 0; s < samples; s++) if (atLevel.counts[s * width + f] === 0) zero = true
    everyFeatureHasZero = zero
  }
  const sizeFactorType =
    values.size_factors === 'auto' ? (everyFeatureHasZero ? 'poscounts' : 'ratio') : values.size_factors
  const result = deseq2(
    { ...atLevel, counts: atLevel.counts.map(Math.round) },
    { condition, reference, treatment },
    { alpha: values.alpha, sizeFactorType },
  )

  const regulation = atLevel.featureIds.map((_, f) => {
    const padj = result.pAdjusted[f]
    const lfc = result.log2FoldChange[f]
    if (!(padj < values.alpha) || !(Math.abs(lfc) >= values.lfc_threshold)) return 'none' as const
    return lfc > 0 ? ('up' as const) : ('down' as const)
  })
  const what = levelName(values.level)
  const title = text.chartTitle({ what, treatment, reference })
  const drawn = atLevel.featureIds.map((_, f) => f).filter((f) => Number.isFinite(result.pValue[f]))
  const smallestP = Math.min(...drawn.map((f) => result.pValue[f]).filter((p) => p > 0), 1)
  const yOf = (f: number) => -Math.log10(result.pValue[f] > 0 ? result.pValue[f] : smallestP / 10)
  const up = regulation.filter((r) => r === 'up').length
  const down = regulation.filter((r) => r === 'down').length
  const labelled = drawn
    .filter((f) => regulation[f] !== 'none')
    .sort((a, b) => result.pAdjusted[a] - result.pAdjusted[b] || result.pValue[a] - result.pValue[b])
    .slice(0, LABELLED)
    .map((f) => ({ point: { x: result.log2FoldChange[f], y: yOf(f) }, text: labels[f] }))
  const xLimit = Math.ceil(1.3 * Math.max(1, ...drawn.map((f) => Math.abs(result.log2FoldChange[f]))))
  const chart = {
    id: 'deseq-volcano',
    title,
    type: 'scatter' as const,
    data: {
      datasets: (['up', 'down', 'none'] as const).map((kind) => ({
        label: kind === 'none' ? text.none() : text[kind]({ treatment }),
        data: drawn.filter((f) => regulation[f] === kind).map((f) => ({ x: result.log2FoldChange[f], y: yOf(f) })),
        backgroundColor: COLOURS[kind],
        borderColor: COLOURS[kind],
        pointRadius: kind === 'none' ? 2.5 : 3.5,
      })),
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, text.subtitle({ up, down, alpha: values.alpha, lfc: values.lfc_threshold })),
        legend: { display: true, position: 'top' },
        annotation: { annotations: labelAnnotations(labelled) },
      },
      scales: {
        // Symmetric, with room for the labels beside the outermost points.
        x: { min: -xLimit, max: xLimit, title: { display: true, text: text.xAxis({ treatment, reference }) } },
        y: { beginAtZero: true, title: { display: true, text: text.yAxis() } },
      },
    },
    width: 900,
    height: 640,
  }

  const relative = relativeAbundance(atLevel)
  const groupMean = (group: string) => {
    const members = condition.flatMap((c, s) => (c === group ? [s] : []))
    return (f: number) => members.reduce((sum, s) => sum + relative.counts[s * width + f], 0) / members.length
  }
  const meanOfReference = groupMean(reference)
  const meanOfTreatment = groupMean(treatment)
  const order = atLevel.featureIds
    .map((_, f) => f)
    .sort(
      (a, b) =>
        nanLast(result.pAdjusted[a], result.pAdjusted[b]) || nanLast(result.pValue[a], result.pValue[b]) || a - b,
    )
  const regulationText = { up: text.up({ treatment }), down: text.down({ treatment }), none: text.none() }
  const resultTable: ResultTable = {
    id: 'deseq-abundance',
    title: text.tableTitle(),
    columns: [
      values.level === 'feature' ? 'OTU/ASV' : microbiomeText.taxon(),
      microbiomeText.lineage(),
      'baseMean',
      'log2FoldChange',
      'lfcSE',
      'stat',
      'pvalue',
      'padj',
      text.regulation(),
      text.meanIn({ group: reference }),
      text.meanIn({ group: treatment }),
    ],
    rows: order.map((f) => [
      labels[f],
      values.level === 'feature' ? (table.taxonomy?.[f] ?? '') : atLevel.featureIds[f],
      cell(result.baseMean[f]),
      cell(result.log2FoldChange[f]),
      cell(result.lfcStandardError[f]),
      cell(result.statistic[f]),
      cell(result.pValue[f]),
      cell(result.pAdjusted[f]),
      regulationText[regulation[f]],
      cell(100 * meanOfReference(f)),
      cell(100 * meanOfTreatment(f)),
    ]),
  }
  const factorsTable: ResultTable = {
    id: 'size-factors',
    title: text.sizeFactorTitle(),
    columns: [text.sample(), grouping.column, text.sizeFactor()],
    rows: atLevel.sampleIds.map((id, s) => [id, condition[s], cell(result.sampleFactors[s])]),
  }

  const significant = atLevel.featureIds.filter((_, f) => result.pAdjusted[f] < values.alpha).length
  const notes: ResultText[] = [
    text.summary({
      features: width,
      what,
      samples,
      column: grouping.column,
      groups: grouping.groups.length,
      treatment,
      reference,
      significant,
      alpha: values.alpha,
      up,
      down,
      lfc: values.lfc_threshold,
    }),
  ]
  if (values.size_factors === 'auto' && sizeFactorType === 'poscounts') notes.push(text.poscounts())
  else notes.push(sizeFactorType === 'poscounts' ? text.poscountsChosen() : text.ratioChosen())
  const withoutPadj = drawn.filter((f) => Number.isNaN(result.pAdjusted[f])).length
  if (withoutPadj > 0) notes.push(text.filtered({ count: withoutPadj }))
  const dropped = droppedSamplesNote(
    grouping.ungroupedSampleIds.map((sampleId) => ({ sampleId, reason: 'missingGroup' as const })),
    grouping.column,
  )
  if (dropped) notes.push(dropped)
  notes.push(text.method())
  return { charts: [chart], tables: [resultTable, factorsTable], files: [], notes }
}

/**
 * A label beside each of the most significant points (as the volcano plot tool's), whose text may be
 * a word of ours ("Unclassified …") rather than the user's own name.
 */
function labelAnnotations(points: { point: { x: number; y: number }; text: ResultText }[]): Record<string, unknown> {
  return Object.fromEntries(
    points.map(({ point, text: content }, k) => [
      `label${k}`,
      {
        type: 'label',
        ...ANNOTATION_AXES,
        xValue: point.x,
        yValue: point.y,
        content,
        position: { x: point.x >= 0 ? 'start' : 'end', y: 'center' },
        xAdjust: point.x >= 0 ? 5 : -5,
        color: '#222222',
        font: { size: 10 },
        padding: 1,
      },
    ]),
  )
}

/** Ascending, NaN last. */
function nanLast(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1
  if (Number.isNaN(b)) return -1
  return a - b
}
