import { sampleTotals, selectTableSamples } from '../../../analysis/feature-table'
import { collapseToRank, relativeAbundance } from '../../../analysis/taxonomy-summary'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20, withAlpha } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { NUMBER_STYLE, readTableInput } from '../shared'
import { rankName, requireTaxonomy, taxonLabelTexts } from '../taxa'
import { text } from './messages'
import { parameters } from './parameters'

interface Tile {
  phylum: ResultText
  taxon: ResultText
  value: number
}

/**
 * A treemap of the mean relative abundance of the taxa at a rank, grouped by phylum: the top taxa
 * as tiles, the rest pooled as "Others" within their phylum, and the table of every taxon.
 */
export const taxonomyTreemapExecutor: ToolExecutor = async (input) => {
  const { rank, top_n: mostShown } = parameters.parse(input)
  const whole = await readTableInput(input)
  requireTaxonomy(whole)
  const totals = sampleTotals(whole)
  const withReads = whole.sampleIds.flatMap((_, s) => (totals[s] > 0 ? [s] : []))
  const table = selectTableSamples(whole, withReads)
  const collapsed = collapseToRank(table, rank)
  const relative = relativeAbundance(collapsed.table)
  const labels = taxonLabelTexts(collapsed.taxa)
  const phylumCollapsed = collapseToRank(table, 'Phylum')
  const phylumLabels = taxonLabelTexts(phylumCollapsed.taxa)
  const phylumIndex = new Map(phylumCollapsed.table.featureIds.map((lineage, p) => [lineage, p]))
  const width = relative.featureIds.length
  const samples = relative.sampleIds.length
  const means = new Float64Array(width)
  for (let s = 0; s < samples; s++) for (let f = 0; f < width; f++) means[f] += relative.counts[s * width + f] / samples
  const phylumOf = relative.featureIds.map(
    (lineage) => phylumIndex.get(lineage.split(';').slice(0, 2).join(';')) as number,
  )
  const phylumTotals = new Float64Array(phylumLabels.length)
  means.forEach((mean, f) => (phylumTotals[phylumOf[f]] += mean))

  const order = Array.from({ length: width }, (_, f) => f).sort((a, b) => means[b] - means[a] || a - b)
  const shown = new Set(order.slice(0, mostShown).filter((f) => means[f] > 0))
  const others = new Float64Array(phylumLabels.length)
  for (const f of order) if (!shown.has(f)) others[phylumOf[f]] += means[f]
  const phylumOrder = Array.from({ length: phylumLabels.length }, (_, p) => p).filter(
    (p) => phylumTotals[p] > 0 && ([...shown].some((f) => phylumOf[f] === p) || others[p] > 0),
  )
  const chartValue = (value: number) => Number((100 * value).toPrecision(4))
  const tiles: Tile[] = []
  for (const p of phylumOrder) {
    for (const f of order)
      if (shown.has(f) && phylumOf[f] === p)
        tiles.push({ phylum: phylumLabels[p], taxon: labels[f], value: chartValue(means[f]) })
    if (others[p] > 0) tiles.push({ phylum: phylumLabels[p], taxon: text.others(), value: chartValue(others[p]) })
  }
  const title = text.chartTitle({ rank: rankName(rank) })
  const chart = {
    id: 'taxonomy-treemap',
    title,
    type: 'treemap' as const,
    data: {
      datasets: [
        {
          label: title,
          tree: tiles,
          key: 'value',
          groups: ['phylum', 'taxon'],
          spacing: 1,
          borderWidth: 1,
          borderColor: '#ffffff',
          // One translucent colour: the taxa's tiles, drawn over their phylum's frame, come out darker. The
          // plugin takes colours per tile only from a callback, which a chart stored as JSON cannot hold.
          backgroundColor: withAlpha(paletteColour(0, TABLEAU_20), 0.3),
          captions: { display: true, color: '#222222', font: { size: 12, weight: 'bold' } },
          labels: { display: true, color: '#111111', font: { size: 10 }, overflow: 'fit' },
        },
      ],
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, text.subtitle({ samples })),
        legend: { display: false },
      },
    },
    width: 1000,
    height: 700,
  }

  const resultTable: ResultTable = {
    id: 'taxonomy-treemap',
    title: text.tableTitle(),
    columns: [
      text.phylum(),
      microbiomeText.taxon(),
      microbiomeText.lineage(),
      text.mean(),
      text.phylumTotal(),
      text.shown(),
    ],
    rows: [...order]
      .sort(
        (a, b) =>
          phylumTotals[phylumOf[b]] - phylumTotals[phylumOf[a]] ||
          phylumOf[a] - phylumOf[b] ||
          means[b] - means[a] ||
          a - b,
      )
      .map((f) => [
        phylumLabels[phylumOf[f]],
        labels[f],
        relative.featureIds[f],
        cell(100 * means[f]),
        cell(100 * phylumTotals[phylumOf[f]]),
        shown.has(f) ? text.yes() : text.no(),
      ]),
  }
  const shownShare = [...shown].reduce((sum, f) => sum + means[f], 0)
  const notes: ResultText[] = [
    text.summary({
      taxa: width,
      rank: rankName(rank),
      phyla: phylumLabels.filter((_, p) => phylumTotals[p] > 0).length,
      shown: shown.size,
      shownShare: formatNumber(100 * shownShare, NUMBER_STYLE),
    }),
  ]
  const empty = whole.sampleIds.filter((_, s) => totals[s] === 0)
  if (empty.length > 0) notes.push(text.noReads({ count: empty.length, samples: empty.join(', ') }))
  notes.push(text.method())
  return { charts: [chart], tables: [resultTable], files: [], notes }
}
