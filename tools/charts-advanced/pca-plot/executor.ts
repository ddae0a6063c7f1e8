import { AnalysisInputError } from '../../../analysis/errors'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import {
  ELLIPSE_MIN_POINTS,
  ELLIPSE_TYPES,
  confidenceEllipse,
  type EllipseType,
} from '../../../analysis/ordination/ellipse'
import { numericPca } from '../../../analysis/ordination/numeric-pca'
import {
  drawnGroups,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  groupOrder,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { booleanParam, choiceParam, columnParam, columnsParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { numericColumnNames, readInputTable, SUBTITLE_STYLE } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const percent = (proportion: number) => `${(proportion * 100).toFixed(2)}%`

/**
 * PCA of the chosen numeric columns (R: `prcomp(x, center = TRUE, scale. = scale)`): the samples
 * on two principal components coloured by group with each group's confidence ellipse (ggplot2
 * `stat_ellipse`), the percentage of variance on the axes, and a scree plot.
 */
export const pcaPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const groupColumn = columnParam(input, 'group_column')
  const labelColumn = columnParam(input, 'label_column')
  const variables = columnsParam(input, 'variables', numericColumnNames(table, [groupColumn, labelColumn]))
  const scale = booleanParam(input, 'scale', true)
  const showEllipses = booleanParam(input, 'ellipses', true)
  const ellipseType = choiceParam<EllipseType>(input, 'ellipse_type', ELLIPSE_TYPES, 't')
  const level = numberParam(input, 'level', { min: 0.5, max: 0.999, fallback: 0.95 })
  const xAxisPc = numberParam(input, 'pc_x', { min: 1, max: 10, fallback: 1, integer: true })
  const yAxisPc = numberParam(input, 'pc_y', { min: 1, max: 10, fallback: 2, integer: true })
  if (variables.length < 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('PCA 至少需要 2 个数值列。', 'PCA needs at least 2 numeric columns.'),
    )
  if (xAxisPc === yAxisPc)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('横轴和纵轴不能是同一个主成分。', 'The two axes must show different components.'),
    )

  const columns = variables.map((name) => numericColumn(table, name, { allowMissing: true }))
  const complete = table.rows.map((_, r) => r).filter((r) => columns.every((column) => !Number.isNaN(column[r])))
  const ids = labelColumn
    ? textColumn(table, labelColumn)
    : table.lines.map((line) => say(`第 ${line} 行`, `line ${line}`))
  const groupOf = groupColumn ? drawnGroups(table, groupColumn, language) : null
  const dimensions = Math.min(10, variables.length, complete.length - 1)
  if (Math.max(xAxisPc, yAxisPc) > dimensions) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say(
        `数据只有 ${dimensions} 个主成分，无法显示 PC${Math.max(xAxisPc, yAxisPc)}。`,
        `The data have ${dimensions} components; PC${Math.max(xAxisPc, yAxisPc)} does not exist.`,
      ),
    )
  }
  const result = numericPca(
    complete.map((r) => columns.map((column) => column[r])),
    complete.map((r) => ids[r]),
    variables,
    { scale, dimensions },
  )
  const [ax, ay] = [xAxisPc - 1, yAxisPc - 1]

  const groups = groupOf ? groupOrder(complete.map((r) => groupOf[r])) : [say('样本', 'Samples')]
  const datasets: Record<string, unknown>[] = []
  const skippedEllipses: string[] = []
  groups.forEach((group, g) => {
    const members = complete.map((r, i) => ({ r, i })).filter(({ r }) => !groupOf || groupOf[r] === group)
    const colour = paletteColour(g)
    const xs = members.map(({ i }) => result.coordinates[i][ax])
    const ys = members.map(({ i }) => result.coordinates[i][ay])
    datasets.push({
      type: 'scatter',
      label: `${group} (n = ${members.length})`,
      data: xs.map((x, k) => ({ x, y: ys[k] })),
      backgroundColor: withAlpha(colour, 0.8),
      borderColor: colour,
      borderWidth: 1,
      pointRadius: 4,
    })
    if (!showEllipses) return
    if (members.length < ELLIPSE_MIN_POINTS) {
      skippedEllipses.push(group)
      return
    }
    try {
      // More outline points than ggplot2's 51: long tilted ellipses look angular with 51.
      const ellipse = confidenceEllipse(xs, ys, { type: ellipseType, level, segments: 120 })
      datasets.push({
        type: 'line',
        label: `${group} ${Math.round(level * 100)}%`,
        data: ellipse.outline,
        borderColor: colour,
        borderWidth: 1.5,
        backgroundColor: withAlpha(colour, 0.1),
        fill: 'shape',
        pointRadius: 0,
        tension: 0,
      })
    } catch (error) {
      if (!(error instanceof AnalysisInputError)) throw error
      skippedEllipses.push(group)
    }
  })

  const title = chartTitle(input, { zh: '主成分分析（PCA）', en: 'Principal component analysis' })
  const size = chartSize(input, { width: 820, height: 640 }, ADVANCED_CHART_SIZE_LIMITS)
  const scores = chartSpec(
    {
      id: 'pca',
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: say(
              `${complete.length} 个样本、${variables.length} 个变量${scale ? '（已标准化）' : ''}`,
              `${complete.length} samples, ${variables.length} variables${scale ? ' (scaled)' : ''}`,
            ),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('right'),
        },
        scales: {
          x: inkedAxisOptions(`PC${xAxisPc} (${percent(result.proportionExplained[ax])})`, { type: 'linear' }),
          y: inkedAxisOptions(`PC${yAxisPc} (${percent(result.proportionExplained[ay])})`, { type: 'linear' }),
        },
      },
    },
    size,
  )
  const components = Array.from(result.proportionExplained, (_, k) => `PC${k + 1}`)
  let running = 0
  const cumulative = Array.from(result.proportionExplained, (p) => (running += p) * 100)
  const scree = chartSpec(
    {
      id: 'pca-scree',
      title: say('各主成分解释的方差', 'Variance explained by each component'),
      type: 'bar',
      data: {
        labels: components,
        datasets: [
          {
            type: 'bar',
            label: say('解释方差 (%)', 'Variance explained (%)'),
            data: Array.from(result.proportionExplained, (p) => p * 100),
            backgroundColor: paletteColour(0),
          },
          {
            type: 'line',
            label: say('累计 (%)', 'Cumulative (%)'),
            data: cumulative,
            borderColor: paletteColour(1),
            backgroundColor: paletteColour(1),
            pointRadius: 3,
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(say('各主成分解释的方差', 'Variance explained by each component')),
          legend: inkedLegendOptions('top'),
        },
        scales: { x: inkedAxisOptions(say('主成分', 'Component')), y: inkedAxisOptions('%', { min: 0, max: 100 }) },
      },
    },
    { width: size.width, height: 360 },
  )

  const notes = [
    say(
      `PC${xAxisPc} 解释 ${percent(result.proportionExplained[ax])}，PC${yAxisPc} 解释 ${percent(result.proportionExplained[ay])} 的方差（中心化${scale ? '并标准化为单位方差' : '、未标准化'}，与 R prcomp 相同）。`,
      `PC${xAxisPc} explains ${percent(result.proportionExplained[ax])} and PC${yAxisPc} ${percent(result.proportionExplained[ay])} of the variance (centred${scale ? ' and scaled to unit variance' : ', not scaled'}, as R's prcomp).`,
    ),
  ]
  if (showEllipses) {
    const kind = {
      t: say('多元 t 分布拟合（ggplot2 stat_ellipse 默认）', 'multivariate t fit (ggplot2 stat_ellipse default)'),
      norm: say('多元正态', 'multivariate normal'),
      chisq: say('正态数据椭圆（χ² 半径）', 'normal data ellipse (χ² radius)'),
    }[ellipseType]
    notes.push(
      say(
        `椭圆：${Math.round(level * 100)}% 置信椭圆，${kind}。`,
        `Ellipses: ${Math.round(level * 100)}% confidence ellipses, ${kind}.`,
      ),
    )
  }
  if (skippedEllipses.length > 0)
    notes.push(
      say(
        `${skippedEllipses.join('、')} 的点少于 ${ELLIPSE_MIN_POINTS} 个或共线，未画椭圆。`,
        `No ellipse for ${skippedEllipses.join(', ')}: fewer than ${ELLIPSE_MIN_POINTS} points or collinear.`,
      ),
    )
  if (complete.length < table.rows.length)
    notes.push(
      say(
        `${table.rows.length - complete.length} 行有缺失值，未参与 PCA。`,
        `${table.rows.length - complete.length} rows with missing values were left out.`,
      ),
    )

  return {
    charts: [scores, scree],
    tables: [
      {
        id: 'pca-variance',
        title: say('方差解释', 'Variance explained'),
        columns: [
          say('主成分', 'Component'),
          say('方差', 'Variance'),
          say('比例 (%)', 'Proportion (%)'),
          say('累计 (%)', 'Cumulative (%)'),
        ],
        rows: components.map((name, k) => [
          name,
          cell(result.eigenvalues[k]),
          cell(result.proportionExplained[k] * 100),
          cell(cumulative[k]),
        ]),
      },
      {
        id: 'pca-scores',
        title: say('样本得分', 'Scores'),
        columns: [labelColumn || say('样本', 'Sample'), ...(groupOf ? [groupColumn] : []), ...components],
        rows: complete.map((r, i) => [
          ids[r],
          ...(groupOf ? [groupOf[r]] : []),
          ...Array.from(result.coordinates[i], cell),
        ]),
      },
      {
        id: 'pca-loadings',
        title: say('变量载荷', 'Loadings'),
        columns: [say('变量', 'Variable'), ...components],
        rows: variables.map((name, f) => [name, ...Array.from(result.loadings[f], cell)]),
      },
    ],
    files: [],
    notes: [
      ...notes,
      say(
        '主成分的正负方向是任意的（可能与 R 相反），不影响解释。',
        'The sign of each component is arbitrary (it may be flipped relative to R) and does not change the interpretation.',
      ),
    ],
  }
}
