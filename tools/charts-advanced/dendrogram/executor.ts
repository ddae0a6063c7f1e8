import { hierarchicalClustering, type Linkage } from '../../../analysis/clustering'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { ROW_DISTANCES, rowDistances, type RowDistance } from '../../../analysis/numeric-distances'
import {
  drawnGroups,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  groupOrder,
  INK,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { choiceParam, columnParam, columnsParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { dendrogramDataset, dendrogramOutline, numericColumnNames, readInputTable, SUBTITLE_STYLE } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const LINKAGES: readonly Linkage[] = ['average', 'complete', 'single']
const ORIENTATIONS = ['horizontal', 'vertical'] as const
const TARGETS = ['rows', 'columns'] as const

/**
 * Hierarchical clustering of the rows (samples) or the columns (variables) of a numeric table
 * (R: `hclust(d, method)`), drawn with true merge heights: chartjs-chart-graph's dendrogram lays
 * a tree out by depth and would hide the heights, so the tree is drawn as line segments over a
 * height axis. Leaves are labelled by a category axis aligned with a hidden leaf axis.
 */
export const dendrogramExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const labelColumn = table.header[0]
  const groupColumn = columnParam(input, 'group_column')
  const variables = columnsParam(input, 'variables', numericColumnNames(table, [labelColumn, groupColumn]))
  const target = choiceParam(input, 'cluster', TARGETS, 'rows')
  const distance = choiceParam<RowDistance>(input, 'distance', ROW_DISTANCES, 'euclidean')
  const linkage = choiceParam(input, 'linkage', LINKAGES, 'average')
  const orientation = choiceParam(input, 'orientation', ORIENTATIONS, 'horizontal')
  if (variables.length < 1)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('请至少选择 1 个数值列。', 'Choose at least one numeric column.'),
    )

  const columns = variables.map((name) => numericColumn(table, name))
  const rowLabels = textColumn(table, labelColumn)
  const [ids, vectors] =
    target === 'rows'
      ? [rowLabels, rowLabels.map((_, r) => columns.map((column) => column[r]))]
      : [variables, columns.map((column) => Array.from(column))]
  if (ids.length < 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say('聚类至少需要 2 个对象。', 'Clustering needs at least 2 items.'),
    )
  const tree = hierarchicalClustering(rowDistances(vectors, ids, distance), linkage)
  const leaves = tree.order.map((i) => ids[i])
  const top = tree.heights[tree.heights.length - 1]

  const horizontal = orientation === 'horizontal'
  const leafAxis = horizontal ? 'y' : 'x'
  const heightAxis = horizontal ? 'x' : 'y'
  const place = (position: number, height: number) =>
    horizontal ? { x: height, y: position } : { x: position, y: height }
  const linkageName = {
    average: say('平均连接 (UPGMA)', 'average linkage (UPGMA)'),
    complete: say('完全连接', 'complete linkage'),
    single: say('单连接', 'single linkage'),
  }[linkage]
  const distanceName = {
    euclidean: say('欧氏距离', 'Euclidean distance'),
    correlation: say('相关距离 1 − r', 'correlation distance 1 − r'),
    braycurtis: 'Bray-Curtis',
  }[distance]
  const datasets: Record<string, unknown>[] = [
    dendrogramDataset(
      dendrogramOutline(tree, place),
      { xAxisID: 'x', yAxisID: 'y' },
      { label: `${linkageName}, ${distanceName}`, borderWidth: 1.5 },
    ),
  ]

  const groupOf = target === 'rows' && groupColumn ? drawnGroups(table, groupColumn, language) : null
  if (groupOf) {
    const groups = groupOrder(tree.order.map((i) => groupOf[i]))
    groups.forEach((group, g) =>
      datasets.push({
        type: 'scatter',
        label: group,
        data: tree.order
          .map((i, position) => ({ i, position }))
          .filter(({ i }) => groupOf[i] === group)
          .map(({ position }) => place(position, 0)),
        backgroundColor: paletteColour(g),
        borderColor: '#ffffff',
        borderWidth: 1,
        pointRadius: 6,
        // The dots sit on the area's edge (height 0); unclipped they show whole.
        clip: false,
      }),
    )
  }

  const labelFont = Math.max(7, Math.min(12, Math.floor((horizontal ? 520 : 820) / leaves.length)))
  const title = chartTitle(input, { zh: '聚类树', en: 'Dendrogram' })
  const chart = chartSpec(
    {
      id: 'dendrogram',
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: say(
              `${ids.length} 个${target === 'rows' ? '样本' : '变量'}，${linkageName}，${distanceName}`,
              `${ids.length} ${target === 'rows' ? 'rows' : 'columns'}, ${linkageName}, ${distanceName}`,
            ),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('top'),
        },
        scales: {
          [heightAxis]: inkedAxisOptions(say('合并高度', 'Height'), {
            type: 'linear',
            min: 0,
            max: top * 1.04,
            reverse: horizontal,
            position: horizontal ? 'bottom' : 'left',
          }),
          [leafAxis]: { type: 'linear', min: -0.5, max: leaves.length - 0.5, display: false, reverse: horizontal },
          leafLabels: {
            type: 'category',
            labels: leaves,
            offset: true,
            position: horizontal ? 'right' : 'bottom',
            reverse: false,
            grid: { display: false },
            ticks: {
              color: INK,
              autoSkip: false,
              font: { size: labelFont },
              ...(horizontal ? {} : { maxRotation: 90, minRotation: 60 }),
            },
          },
        },
      },
    },
    chartSize(
      input,
      horizontal
        ? { width: 820, height: Math.max(420, 150 + leaves.length * 20) }
        : { width: Math.max(640, 160 + leaves.length * 22), height: 560 },
      ADVANCED_CHART_SIZE_LIMITS,
    ),
  )

  let cluster = ids.length
  return {
    charts: [chart],
    tables: [
      {
        id: 'dendrogram-merges',
        title: say('合并步骤（与 R hclust 的 height 相同）', 'Merges (the heights of R hclust)'),
        columns: [
          say('步骤', 'Step'),
          say('合并的簇 1', 'Cluster 1'),
          say('合并的簇 2', 'Cluster 2'),
          say('高度', 'Height'),
          say('新簇', 'New cluster'),
        ],
        rows: tree.merges.map(([a, b], k) => [
          k + 1,
          a < ids.length ? ids[a] : `#${a}`,
          b < ids.length ? ids[b] : `#${b}`,
          cell(tree.heights[k]),
          `#${cluster++}`,
        ]),
      },
      {
        id: 'dendrogram-order',
        title: say('叶的顺序', 'Leaf order'),
        columns: [say('位置', 'Position'), say('名称', 'Name'), ...(groupOf ? [groupColumn] : [])],
        rows: tree.order.map((i, position) => [position + 1, ids[i], ...(groupOf ? [groupOf[i]] : [])]),
      },
    ],
    files: [{ name: 'dendrogram.nwk', contentType: 'text/plain', content: `${tree.newick}\n` }],
    notes: [
      say(
        `对 ${ids.length} 个${target === 'rows' ? '行' : '列'}按${distanceName}做${linkageName}层次聚类；根节点高度 ${top.toPrecision(4)}。Newick 文件与 R 的 as.phylo(hclust) 相同：节点位于合并高度的一半，两叶之间的树上距离等于其合并高度。`,
        `${linkageName} clustering of ${ids.length} ${target} on ${distanceName}; the root is at height ${top.toPrecision(4)}. As in R's as.phylo(hclust), the Newick file puts each node at half its merge height, so the path between two leaves is their merge height.`,
      ),
    ],
  }
}
