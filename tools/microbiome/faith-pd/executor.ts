import { faithPd } from '../../../analysis/diversity/phylogenetic'
import { parseNewick } from '../../../analysis/io/newick'
import { quantile } from '../../../analysis/stats/descriptive'
import { cell, formatNumber, paletteColour, plainTitleOptions, TABLEAU_20, withAlpha } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { TREE_FILE } from '../sample-distances'
import { text } from './messages'
import { parameters } from './parameters'

/** Faith's phylogenetic diversity per sample over the uploaded tree, as bars coloured by group and a table. */
export const faithPdExecutor: ToolExecutor = async (input) => {
  const { group_column: column } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const treeFile = input.files[TREE_FILE]
  if (!treeFile)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, microbiomeText.treeNeeded({ metric: 'Faith PD' }))
  const tree = parseNewick(new TextDecoder().decode(treeFile.bytes), { fileName: treeFile.fileName })
  const pd = faithPd(table, tree)
  const width = table.featureIds.length
  const observed = table.sampleIds.map((_, s) => {
    let n = 0
    for (let f = 0; f < width; f++) if (table.counts[s * width + f] > 0) n++
    return n
  })

  const groups = grouping?.groups ?? []
  const rank = (s: number) => {
    if (!grouping) return 0
    const g = groups.indexOf(grouping.grouping[s])
    return g === -1 ? groups.length : g
  }
  const samples = table.sampleIds.map((_, s) => s).sort((a, b) => rank(a) - rank(b) || a - b)
  const colour = (s: number) =>
    grouping && rank(s) === groups.length ? '#9e9e9e' : paletteColour(grouping ? rank(s) : 0, TABLEAU_20)
  const title = text.chartTitle()
  const chart = {
    id: 'faith-pd',
    title,
    type: 'bar' as const,
    data: {
      labels: samples.map((s) => table.sampleIds[s]),
      datasets: [
        {
          label: 'Faith PD',
          data: samples.map((s) => pd[s]),
          backgroundColor: samples.map((s) => withAlpha(colour(s), 0.75)),
          borderColor: samples.map(colour),
          borderWidth: 1,
        },
      ],
    },
    options: {
      plugins: {
        ...plainTitleOptions(title, grouping ? text.groupedBy({ column: grouping.column }) : undefined),
        legend: { display: false },
      },
      scales: { y: { beginAtZero: true, title: { display: true, text: text.axis() } } },
    },
    width: Math.min(3000, Math.max(700, 200 + 40 * samples.length)),
    height: 500,
  }
  const resultTable: ResultTable = {
    id: 'faith-pd',
    title: text.tableTitle(),
    columns: [text.sample(), ...(grouping ? [grouping.column] : []), text.observed(), 'Faith PD'],
    rows: samples.map((s) => [
      table.sampleIds[s],
      ...(grouping ? [grouping.grouping[s]] : []),
      observed[s],
      cell(pd[s]),
    ]),
  }
  const format = (value: number) => formatNumber(value, NUMBER_STYLE)
  const notes: ResultText[] = [
    text.summary({
      samples: table.sampleIds.length,
      lowest: format(Math.min(...pd)),
      highest: format(Math.max(...pd)),
      median: format(quantile(pd, 0.5)),
    }),
  ]
  const unusedTips = tree.tipNames.filter((name) => name !== null).length - width
  if (unusedTips > 0)
    notes.push(
      unusedTips === 1 ? microbiomeText.unusedTip({ count: 1 }) : microbiomeText.unusedTips({ count: unusedTips }),
    )
  notes.push(text.method(), text.unifrac())
  return { charts: [chart], tables: [resultTable], files: [], notes }
}
