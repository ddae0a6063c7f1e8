import { forceDirectedLayout } from '../../../analysis/graph-layout'
import { coOccurrenceNetwork } from '../../../analysis/stats/co-occurrence'
import { parseTaxonomy } from '../../../analysis/taxonomy'
import { relativeAbundance } from '../../../analysis/taxonomy-summary'
import { cell, paletteColour, plainTitleOptions, TABLEAU_20 } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { readTableInput } from '../shared'
import { featuresAtLevel, levelName } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

const POSITIVE = '#d6604d'
const NEGATIVE = '#4393c3'

/**
 * A co-occurrence network: Spearman correlations between the most abundant prevalent features (or
 * taxa) with BH q-values, the pairs past both thresholds as edges, drawn with node positions from a
 * seeded force-directed layout (computed here, so the server's PNG and the page agree).
 */
export const coOccurrenceNetworkExecutor: ToolExecutor = async (input) => {
  const {
    level,
    min_prevalence: prevalencePercent,
    max_features: maxFeatures,
    min_rho: minRho,
    q_threshold: alpha,
    seed,
  } = parameters.parse(input)
  const table = await readTableInput(input)
  const { table: atLevel, labels } = featuresAtLevel(table, level)
  const relative = relativeAbundance(atLevel)
  const network = coOccurrenceNetwork(relative, {
    minPrevalence: prevalencePercent / 100,
    maxFeatures,
    minRho,
    maxQ: alpha,
  })
  const what = levelName(level)
  if (network.features.length < 3)
    throw new ToolRunError(
      TOOL_ERROR_CODE.analysis,
      text.tooFew({ features: network.features.length, what, prevalence: prevalencePercent }),
    )

  const width = relative.featureIds.length
  const samples = relative.sampleIds.length
  const meanOf = (f: number) => {
    let sum = 0
    for (let s = 0; s < samples; s++) sum += relative.counts[s * width + f]
    return sum / samples
  }
  const means = network.features.map(meanOf)
  const phylumOf = (f: number) => {
    const lineage = level === 'feature' ? table.taxonomy?.[f] : atLevel.featureIds[f]
    if (!lineage) return null
    if (level === 'feature') return parseTaxonomy(lineage).Phylum
    return lineage.split(';')[1] || null
  }
  const hasPhyla = level !== 'Phylum' && (level !== 'feature' || !!table.taxonomy)
  const phyla = network.features.map((f) => (hasPhyla ? phylumOf(f) : null))
  const phylumOrder = [...new Set(phyla.filter((name): name is string => name !== null))]
  const degree = new Int32Array(network.features.length)
  for (const edge of network.edges) {
    degree[edge.source]++
    degree[edge.target]++
  }
  const linked = network.features.map((_, i) => i).filter((i) => degree[i] > 0)
  const nodeOf = new Map(linked.map((i, k) => [i, k]))
  const layout = forceDirectedLayout(
    linked.length,
    network.edges.map((edge) => ({
      source: nodeOf.get(edge.source) as number,
      target: nodeOf.get(edge.target) as number,
      weight: Math.abs(edge.rho),
    })),
    { seed },
  )
  const largest = Math.max(...means)
  const radius = (i: number) => 3 + 9 * Math.sqrt(means[i] / largest)
  const colour = (i: number) =>
    phyla[i] === null ? '#9e9e9e' : paletteColour(phylumOrder.indexOf(phyla[i] as string), TABLEAU_20)
  const title = text.chartTitle({ what, rho: minRho, alpha })
  const labelOf = (i: number) => labels[network.features[i]]
  const chart = {
    id: 'co-occurrence-network',
    title,
    type: 'graph' as const,
    data: {
      labels: linked.map(labelOf),
      datasets: [
        {
          label: title,
          data: linked.map((_, k) => ({ x: layout.x[k], y: layout.y[k] })),
          edges: network.edges.map((edge) => ({ source: nodeOf.get(edge.source), target: nodeOf.get(edge.target) })),
          pointRadius: linked.map(radius),
          pointBackgroundColor: linked.map(colour),
          pointBorderColor: '#333333',
          pointBorderWidth: 0.5,
          edgeLineBorderColor: network.edges.map((edge) => (edge.rho > 0 ? POSITIVE : NEGATIVE)),
          edgeLineBorderWidth: network.edges.map((edge) => 0.5 + 2.5 * Math.abs(edge.rho)),
        },
      ],
    },
    options: {
      layout: { padding: 40 },
      plugins: {
        ...plainTitleOptions(title, hasPhyla ? text.legend() : text.legendNoPhylum()),
        legend: { display: false },
        annotation: {
          annotations: Object.fromEntries(
            linked.map((i, k) => [
              `node${k}`,
              {
                type: 'label',
                xValue: layout.x[k],
                yValue: layout.y[k],
                yAdjust: -radius(i) - 7,
                content: labelOf(i),
                font: { size: 9 },
                color: '#222222',
              },
            ]),
          ),
        },
      },
      scales: {
        x: { display: false, min: -1.25, max: 1.25 },
        y: { display: false, min: -1.1, max: 1.1 },
      },
    },
    width: 900,
    height: 820,
  }

  const edgesTable: ResultTable = {
    id: 'network-edges',
    title: text.edgesTitle(),
    columns: [text.first(), text.second(), 'Spearman ρ', 'p', text.qValue(), text.direction()],
    rows: [...network.edges]
      .sort((a, b) => a.qValue - b.qValue || a.pValue - b.pValue)
      .map((edge) => [
        labelOf(edge.source),
        labelOf(edge.target),
        cell(edge.rho),
        cell(edge.pValue),
        cell(edge.qValue),
        edge.rho > 0 ? text.positive() : text.negative(),
      ]),
  }
  const nodesTable: ResultTable = {
    id: 'network-nodes',
    title: text.nodesTitle(),
    columns: [
      level === 'feature' ? 'OTU/ASV' : microbiomeText.taxon(),
      microbiomeText.lineage(),
      ...(hasPhyla ? [text.phylum()] : []),
      text.degree(),
      text.meanAbundance(),
    ],
    rows: network.features
      .map((f, i) => ({ f, i }))
      .sort((a, b) => degree[b.i] - degree[a.i] || means[b.i] - means[a.i])
      .map(({ f, i }) => [
        labels[f],
        level === 'feature' ? (table.taxonomy?.[f] ?? '') : atLevel.featureIds[f],
        ...(hasPhyla ? [phyla[i] ?? ''] : []),
        degree[i],
        cell(100 * means[i]),
      ]),
  }

  const positive = network.edges.filter((edge) => edge.rho > 0).length
  const notes: ResultText[] = [
    text.summary({
      features: network.features.length,
      what,
      prevalence: prevalencePercent,
      pairs: network.pairs.length,
      edges: network.edges.length,
      alpha,
      rho: minRho,
      positive,
      negative: network.edges.length - positive,
    }),
  ]
  if (network.edges.length === 0) notes.push(text.noEdges())
  else if (linked.length < network.features.length)
    notes.push(text.isolated({ count: network.features.length - linked.length }))
  notes.push(text.method(), text.compositional())
  return { charts: [chart], tables: [edgesTable, nodesTable], files: [], notes }
}
