/**
 * What the redundancy analysis and canonical correspondence analysis tools share: reading the
 * constraints from the environmental table, the biplot (sites, constraint arrows, factor
 * centroids, species), and the tables of eigenvalues, the permutation test and the scores.
 */
import { isMissingValue } from '../../analysis/io/missing-value'
import { groupingFor, readSampleMetadata } from '../../analysis/io/metadata'
import {
  constrainedOrdination,
  factorLevels,
  scaledScores,
  type ConstrainedMethod,
  type ConstrainedOrdination,
  type ConstraintVariable,
} from '../../analysis/ordination/constrained-ordination'
import type { ChartSpec } from '../../core/charts/chart-spec'
import type { ResultText } from '../../core/result-text'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { cell, formatNumber } from '../kit/chart-style'
import { defineMessages } from '../kit/messages'
import {
  checkboxParameter,
  columnParameter,
  columnsParameter,
  numberParameter,
  selectParameter,
} from '../kit/parameters'
import { ToolRunError, type ResultTable, type ToolResult, type ToolRunInput } from '../kit/types'
import { ordinationScatter } from './ordination-chart'
import { METADATA_FILE, NUMBER_STYLE, readGrouping, readTableInput } from './shared'

export const constrainedText = defineMessages('constrainedOrdination', {
  scaling1: { zh: '标尺 1：样本', en: 'scaling 1: sites' },
  scaling2: { zh: '标尺 2：物种', en: 'scaling 2: species' },
  subtitleSites: {
    zh: '点为样本（物种得分的加权平均，vegan 的 "sites"）。',
    en: 'Points: sites (weighted averages of species scores, vegan\'s "sites").',
  },
  subtitleArrows: {
    zh: '点为样本（物种得分的加权平均，vegan 的 "sites"）；箭头为数值约束变量（双序得分 × {{multiplier}}）。',
    en: 'Points: sites (weighted averages of species scores, vegan\'s "sites"); arrows: numeric constraints (biplot scores × {{multiplier}}).',
  },
  subtitleCentroids: {
    zh: '点为样本（物种得分的加权平均，vegan 的 "sites"）；三角为因子水平的质心。',
    en: 'Points: sites (weighted averages of species scores, vegan\'s "sites"); triangles: centroids of factor levels.',
  },
  subtitleArrowsCentroids: {
    zh: '点为样本（物种得分的加权平均，vegan 的 "sites"）；箭头为数值约束变量（双序得分 × {{multiplier}}）；三角为因子水平的质心。',
    en: 'Points: sites (weighted averages of species scores, vegan\'s "sites"); arrows: numeric constraints (biplot scores × {{multiplier}}); triangles: centroids of factor levels.',
  },
  axisTitle: { zh: '{{axis}}（{{percent}}）', en: '{{axis}} ({{percent}})' },
  species: { zh: '物种', en: 'Species' },
  centroids: { zh: '因子水平质心', en: 'Factor centroids' },
  scalingNote1: {
    zh: '标尺 1（"sites"）：样本间距离近似其欧氏（RDA）或卡方（CCA）距离；物种得分未缩放，箭头与质心按轴的特征值缩放（vegan scaling = 1）。',
    en: 'Scaling 1 ("sites"): distances between sites approximate their Euclidean (RDA) or chi-square (CCA) distances; species scores are unscaled; arrows and centroids are scaled by the axes\' eigenvalues (vegan scaling = 1).',
  },
  scalingNote2: {
    zh: '标尺 2（"species"，vegan 默认）：物种得分按轴的特征值缩放，物种间夹角反映其相关；样本得分、箭头与质心未缩放（vegan scaling = 2）。',
    en: 'Scaling 2 ("species", vegan\'s default): species scores are scaled by the axes\' eigenvalues, so angles between species reflect their correlations; site scores, arrows and centroids are unscaled (vegan scaling = 2).',
  },
  factorNote: {
    zh: '因子约束以第一个水平（按字母排序）为对照做处理对比（与 R 的 model.matrix 相同）：{{factors}}。',
    en: "Factor constraints enter as treatment contrasts against their first level in sorted order (as R's model.matrix): {{factors}}.",
  },
  aliasedNote: {
    zh: '以下模型列是其他列的线性组合（或为常数），未纳入模型（vegan 称为 aliased）：{{columns}}。',
    en: 'These model columns are linear combinations of others (or constant) and were left out, as vegan aliases them: {{columns}}.',
  },
  emptySpeciesNote: {
    zh: 'CCA 去除了 {{count}} 个在所有样本中总量为 0 的物种（与 vegan 相同）。',
    en: 'CCA left out {{count}} species with a total of 0 over all samples (as vegan does).',
  },
  hellingerNote: {
    zh: '分析前对表做了 Hellinger 转换（vegan decostand(x, "hellinger")：√(x / 样本总量)）。',
    en: 'The table was Hellinger-transformed before the analysis (vegan decostand(x, "hellinger"): √(x / sample total)).',
  },
  noConstraints: {
    zh: '参数 {{key}}（约束变量列）为空：请在环境因子表中选择至少一列。',
    en: 'Parameter {{key}} (constraint columns) is empty: choose at least one column of the environmental table.',
  },
  constraintAbsent: {
    zh: '参数 {{key}}：约束变量列 "{{column}}" 不在 {{file}} 的表头中（可选：{{columns}}）。',
    en: 'Parameter {{key}}: the constraint column "{{column}}" is not in the header of {{file}} (its columns: {{columns}}).',
  },
  missingConstraint: {
    zh: '约束变量列 "{{column}}" 中样本 {{samples}} 没有值：每个样本都需要约束变量的值。',
    en: 'The constraint column "{{column}}" has no value for sample(s) {{samples}}: every sample needs a value of every constraint.',
  },
  constantConstraints: {
    zh: '所选约束变量在样本间没有变化，无法做约束排序。',
    en: 'None of the chosen constraints varies between the samples, so there is nothing to constrain the ordination by.',
  },
  tooManyConstraints: {
    zh: '约束变量共 {{columns}} 个模型列，{{samples}} 个样本至少需要比模型列多 2 个：请减少约束变量。',
    en: 'The constraints make {{columns}} model columns; {{samples}} samples need at least 2 more than that: choose fewer constraints.',
  },
  sampleWithoutCounts: {
    zh: '样本 {{samples}} 的总量为 0，{{method}} 需要每个样本都有非零总量。',
    en: 'Sample(s) {{samples}} have a total of 0; {{method}} needs every sample to have a total above 0.',
  },
  inertiaTitle: { zh: '惯量分解', en: 'Partitioning of inertia' },
  inertia: { zh: '惯量', en: 'Inertia' },
  proportion: { zh: '比例', en: 'Proportion' },
  rank: { zh: '秩', en: 'Rank' },
  total: { zh: '总计', en: 'Total' },
  constrained: { zh: '约束', en: 'Constrained' },
  unconstrained: { zh: '非约束', en: 'Unconstrained' },
  eigenvaluesTitle: { zh: '各轴特征值与解释比例', en: 'Eigenvalues and proportions explained' },
  axis: { zh: '轴', en: 'Axis' },
  eigenvalue: { zh: '特征值', en: 'Eigenvalue' },
  proportionExplained: { zh: '解释比例', en: 'Proportion explained' },
  cumulative: { zh: '累计比例', en: 'Cumulative proportion' },
  anovaTitle: {
    zh: '整体模型的置换检验（anova.cca，{{method}}，简化模型，{{permutations}} 次置换）',
    en: 'Permutation test for {{method}} under reduced model ({{permutations}} permutations, anova.cca)',
  },
  model: { zh: '模型', en: 'Model' },
  residual: { zh: '残差', en: 'Residual' },
  siteScoresTitle: {
    zh: '样本得分（{{scaling}}；wa 为物种得分加权平均，lc 为约束变量线性组合）',
    en: 'Site scores ({{scaling}}; wa: weighted averages of species scores, lc: linear combinations of the constraints)',
  },
  speciesScoresTitle: { zh: '物种得分（{{scaling}}）', en: 'Species scores ({{scaling}})' },
  biplotScoresTitle: { zh: '约束变量双序得分（{{scaling}}）', en: 'Biplot scores of the constraints ({{scaling}})' },
  centroidScoresTitle: { zh: '因子水平质心（{{scaling}}）', en: 'Centroids of factor levels ({{scaling}})' },
  sample: { zh: '样本', en: 'Sample' },
  constraint: { zh: '约束变量', en: 'Constraint' },
  level: { zh: '因子水平', en: 'Level' },
})

/** The parameters both tools take (RDA adds the transformation). */
export const constrainedParameters = {
  constraints: columnsParameter('约束变量列', 'Constraint columns', {
    of: 'metadata',
    required: true,
    help: {
      zh: '环境因子表中作为约束（解释变量）的列：全为数值的列按数值，其余按因子（分类）处理。',
      en: 'The columns of the environmental table that constrain the ordination: a column of numbers only enters as numbers, any other as a factor (categories).',
    },
  }),
  group_column: columnParameter('着色分组列', 'Colour by column', {
    of: 'metadata',
    help: {
      zh: '可选：按环境因子表中的一列给样本点着色（只影响颜色，不进入模型）。',
      en: 'Optional: a column of the environmental table that colours the sites (colour only; it does not enter the model).',
    },
  }),
  scaling: selectParameter(
    '标尺（scaling）',
    'Scaling',
    [
      ['2', '2：物种（vegan 默认）', '2: species (vegan default)'],
      ['1', '1：样本', '1: sites'],
    ] as const,
    {
      defaultValue: '2',
      required: true,
      help: {
        zh: '2 保留物种间关系（夹角），1 保留样本间距离；与 vegan 的 scaling 参数相同。',
        en: "2 keeps the relations between species (their angles), 1 the distances between sites; vegan's scaling argument.",
      },
    },
  ),
  show_species: checkboxParameter('显示物种', 'Show species', false, {
    zh: '在图上画出物种得分（超过 60 个物种时不标名字）。',
    en: 'Draws the species scores on the biplot (named up to 60 species).',
  }),
  permutations: numberParameter('置换次数', 'Permutations', {
    min: 99,
    max: 9999,
    step: 1,
    integer: true,
    defaultValue: 999,
  }),
}

export interface ConstrainedRunSettings {
  readonly method: ConstrainedMethod
  /** The tool's own words: the chart title ({{scaling}}) and the summary note. */
  readonly words: {
    readonly chartTitle: (params: { scaling: ResultText }) => ResultText
    readonly summary: (params: Record<string, string | number>) => ResultText
  }
  readonly constraints: readonly string[]
  readonly groupColumn: string
  readonly transform: 'none' | 'hellinger'
  readonly scaling: 1 | 2
  readonly permutations: number
  readonly showSpecies: boolean
  readonly showLabels: boolean
}

const CONSTRAINTS_FIELD = 'constraints'
const ARROW_COLOUR = '#c0392b'
const CENTROID_COLOUR = '#1f4e79'
const SPECIES_COLOUR = '#7f7f7f'
/** Beyond this many species their names would cover the plot. */
const MOST_LABELLED_SPECIES = 60

/** Runs RDA or CCA on the run's table and environmental table and reports it as vegan prints it. */
export async function runConstrainedOrdination(
  input: ToolRunInput,
  settings: ConstrainedRunSettings,
): Promise<ToolResult> {
  const { method, scaling } = settings
  const methodName = method === 'rda' ? 'RDA' : 'CCA'
  const table = await readTableInput(input)
  const constraints = readConstraints(input, table.sampleIds, settings.constraints)
  const grouping =
    settings.groupColumn === '' ? null : readGrouping(input, table, { required: false, column: settings.groupColumn })

  const featureCount = table.featureIds.length
  let speciesIndices = table.featureIds.map((_, f) => f)
  const totals = table.sampleIds.map((_, s) => {
    let total = 0
    for (let f = 0; f < featureCount; f++) total += table.counts[s * featureCount + f]
    return total
  })
  const notes: ResultText[] = []
  if (method === 'cca' || settings.transform === 'hellinger') {
    const empty = table.sampleIds.filter((_, s) => !(totals[s] > 0))
    if (empty.length > 0) {
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        constrainedText.sampleWithoutCounts({ samples: empty.join(', '), method: methodName }),
      )
    }
  }
  if (method === 'cca') {
    speciesIndices = speciesIndices.filter((f) =>
      table.sampleIds.some((_, s) => table.counts[s * featureCount + f] > 0),
    )
    if (speciesIndices.length < featureCount)
      notes.push(constrainedText.emptySpeciesNote({ count: featureCount - speciesIndices.length }))
  }
  const community = table.sampleIds.map((_, s) =>
    Float64Array.from(speciesIndices, (f) => table.counts[s * featureCount + f]),
  )
  const speciesIds = speciesIndices.map((f) => table.featureIds[f])
  checkModelSize(constraints, table.sampleIds.length)

  const ordination = constrainedOrdination(community, constraints, {
    method,
    transform: method === 'rda' ? settings.transform : 'none',
    permutations: settings.permutations,
    seed: input.seed,
  })
  const scores = scaledScores(ordination, scaling)
  const scalingName = scaling === 1 ? constrainedText.scaling1() : constrainedText.scaling2()
  const constrainedCount = ordination.axes.filter((axis) => axis.constrained).length
  // The chart's two axes, and the axes of the score tables: every constrained axis, and the first
  // unconstrained ones when there are fewer than two (vegan's plot then shows RDA1 against PC1).
  const shownAxes = Array.from({ length: Math.min(Math.max(constrainedCount, 2), ordination.axes.length) }, (_, a) => a)
  const axisNames = shownAxes.map((a) => ordination.axes[a].name)

  const chart = biplotChart({
    ordination,
    scores,
    sampleIds: table.sampleIds,
    speciesIds,
    grouping,
    numericConstraints: new Set(constraints.filter((c) => c.kind === 'numeric').map((c) => c.name)),
    scalingName,
    settings,
  })

  const { test } = ordination
  notes.unshift(
    settings.words.summary({
      samples: table.sampleIds.length,
      species: speciesIds.length,
      constraints: settings.constraints.join(', '),
      constrained: percent(ordination.constrainedInertia / ordination.totalInertia),
      f: formatNumber(test.f, NUMBER_STYLE),
      p: formatNumber(test.pValue, NUMBER_STYLE),
      permutations: test.permutations,
    }),
    scaling === 1 ? constrainedText.scalingNote1() : constrainedText.scalingNote2(),
  )
  if (method === 'rda' && settings.transform === 'hellinger') notes.push(constrainedText.hellingerNote())
  const factors = constraints.filter((c) => c.kind === 'factor')
  if (factors.length > 0) {
    notes.push(
      constrainedText.factorNote({
        factors: factors.map((c) => `${c.name} (${factorLevels(c.values as string[])[0]})`).join(', '),
      }),
    )
  }
  if (ordination.aliasedColumns.length > 0)
    notes.push(constrainedText.aliasedNote({ columns: ordination.aliasedColumns.join(', ') }))

  const tables: ResultTable[] = [
    inertiaTable(ordination),
    eigenvalueTable(ordination),
    anovaTable(ordination, methodName),
    {
      id: 'site-scores',
      title: constrainedText.siteScoresTitle({ scaling: scalingName }),
      columns: [
        constrainedText.sample(),
        ...axisNames.map((name) => `${name} (wa)`),
        ...axisNames.map((name) => `${name} (lc)`),
      ],
      rows: table.sampleIds.map((id, s) => [
        id,
        ...shownAxes.map((a) => cell(scores.sites[s][a])),
        ...shownAxes.map((a) => cell(scores.constraints[s][a])),
      ]),
    },
    scoreTable(
      'species-scores',
      constrainedText.speciesScoresTitle({ scaling: scalingName }),
      constrainedText.species(),
      speciesIds,
      scores.species,
      shownAxes,
      axisNames,
    ),
    scoreTable(
      'biplot-scores',
      constrainedText.biplotScoresTitle({ scaling: scalingName }),
      constrainedText.constraint(),
      ordination.modelColumns,
      scores.biplot,
      shownAxes,
      axisNames,
    ),
  ]
  if (ordination.centroidNames.length > 0) {
    tables.push(
      scoreTable(
        'centroid-scores',
        constrainedText.centroidScoresTitle({ scaling: scalingName }),
        constrainedText.level(),
        ordination.centroidNames,
        scores.centroids,
        shownAxes,
        axisNames,
      ),
    )
  }
  return { charts: [chart], tables, files: [], notes }
}

/** Each chosen column, as numbers when every value is one and as a factor otherwise. */
function readConstraints(
  input: ToolRunInput,
  sampleIds: readonly string[],
  columns: readonly string[],
): ConstraintVariable[] {
  if (columns.length === 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      constrainedText.noConstraints({ key: CONSTRAINTS_FIELD }),
    )
  }
  const file = input.files[METADATA_FILE]
  if (!file)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      constrainedText.noConstraints({ key: CONSTRAINTS_FIELD }),
    )
  const metadata = readSampleMetadata(file.bytes, { fileName: file.fileName })
  return columns.map((column) => {
    if (!metadata.columns.includes(column)) {
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        constrainedText.constraintAbsent({
          key: CONSTRAINTS_FIELD,
          column,
          file: file.fileName,
          columns: metadata.columns.map((name) => `"${name}"`).join(', '),
        }),
      )
    }
    const cells = groupingFor(metadata, column, sampleIds).map((value) => value.trim())
    const missing = sampleIds.filter((_, s) => isMissingValue(cells[s]))
    if (missing.length > 0) {
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        constrainedText.missingConstraint({ column, samples: missing.join(', ') }),
      )
    }
    const numbers = cells.map(Number)
    return numbers.every(Number.isFinite)
      ? { kind: 'numeric', name: column, values: numbers }
      : { kind: 'factor', name: column, values: cells }
  })
}

/** Stops a model with nothing to fit or no residual degrees of freedom before it is computed. */
function checkModelSize(constraints: readonly ConstraintVariable[], samples: number): void {
  const varies = constraints.some((c) =>
    c.kind === 'factor' ? new Set(c.values).size > 1 : Array.from(c.values).some((value) => value !== c.values[0]),
  )
  if (!varies) throw new ToolRunError(TOOL_ERROR_CODE.analysis, constrainedText.constantConstraints())
  const columns = constraints.reduce((count, c) => count + (c.kind === 'factor' ? new Set(c.values).size - 1 : 1), 0)
  if (columns > samples - 2) {
    throw new ToolRunError(TOOL_ERROR_CODE.analysis, constrainedText.tooManyConstraints({ columns, samples }))
  }
}

function biplotChart(options: {
  ordination: ConstrainedOrdination
  scores: ReturnType<typeof scaledScores>
  sampleIds: readonly string[]
  speciesIds: readonly string[]
  grouping: Parameters<typeof ordinationScatter>[0]['grouping']
  numericConstraints: ReadonlySet<string>
  scalingName: ResultText
  settings: ConstrainedRunSettings
}): ChartSpec {
  const { ordination, scores, settings } = options
  const axisTitle = (a: number) =>
    constrainedText.axisTitle({
      axis: ordination.axes[a].name,
      percent: percent(ordination.axes[a].eigenvalue / ordination.totalInertia),
    })
  const sitePoints = scores.sites.map((row) => [row[0], row[1]] as [number, number])
  const speciesPoints = scores.species.map((row) => [row[0], row[1]] as [number, number])
  const centroidPoints = scores.centroids.map((row) => [row[0], row[1]] as [number, number])
  const arrows = ordination.modelColumns
    .map((name, j) => ({ name, x: scores.biplot[j][0], y: scores.biplot[j][1] }))
    .filter((arrow) => options.numericConstraints.has(arrow.name))
  // vegan's ordiArrowMul: one factor brings the longest arrow to 3/4 of the plotted points' reach.
  const shown = [...sitePoints, ...(settings.showSpecies ? speciesPoints : []), ...centroidPoints]
  const reach = Math.max(...shown.flatMap(([x, y]) => [Math.abs(x), Math.abs(y)]))
  const longest = Math.max(0, ...arrows.map((arrow) => Math.hypot(arrow.x, arrow.y)))
  const multiplier = longest > 0 ? (0.75 * reach) / longest : 1
  const chart = ordinationScatter({
    id: 'biplot',
    title: settings.words.chartTitle({ scaling: options.scalingName }),
    subtitle: subtitle(arrows.length > 0, centroidPoints.length > 0, formatNumber(multiplier, NUMBER_STYLE)),
    sampleIds: options.sampleIds,
    points: sitePoints,
    grouping: options.grouping,
    axisTitles: [axisTitle(0), axisTitle(1)],
    showLabels: settings.showLabels,
  })
  const datasets = chart.data.datasets as Record<string, unknown>[]
  const annotations = (chart.options?.plugins as { annotation: { annotations: Record<string, unknown> } }).annotation
    .annotations
  if (settings.showSpecies) {
    datasets.push({
      label: constrainedText.species(),
      data: speciesPoints.map(([x, y]) => ({ x, y })),
      backgroundColor: SPECIES_COLOUR,
      borderColor: SPECIES_COLOUR,
      pointStyle: 'crossRot',
      pointRadius: 4,
    })
    if (options.speciesIds.length <= MOST_LABELLED_SPECIES) {
      options.speciesIds.forEach((name, f) => {
        annotations[`species-${f}`] = {
          type: 'label',
          xValue: speciesPoints[f][0],
          yValue: speciesPoints[f][1],
          yAdjust: 10,
          content: name,
          font: { size: 8, style: 'italic' },
          color: SPECIES_COLOUR,
        }
      })
    }
  }
  if (centroidPoints.length > 0) {
    datasets.push({
      label: constrainedText.centroids(),
      data: centroidPoints.map(([x, y]) => ({ x, y })),
      backgroundColor: CENTROID_COLOUR,
      borderColor: CENTROID_COLOUR,
      pointStyle: 'triangle',
      pointRadius: 8,
    })
    ordination.centroidNames.forEach((name, c) => {
      annotations[`centroid-${c}`] = {
        type: 'label',
        xValue: centroidPoints[c][0],
        yValue: centroidPoints[c][1],
        yAdjust: 14,
        content: name,
        font: { size: 11, weight: 'bold' },
        color: CENTROID_COLOUR,
      }
    })
  }
  arrows.forEach((arrow, j) => {
    annotations[`arrow-${j}`] = {
      type: 'line',
      xMin: 0,
      yMin: 0,
      xMax: arrow.x * multiplier,
      yMax: arrow.y * multiplier,
      borderColor: ARROW_COLOUR,
      borderWidth: 2,
      arrowHeads: { end: { display: true, length: 8, width: 5 } },
      label: {
        display: true,
        content: arrow.name,
        position: 'end',
        backgroundColor: 'rgba(255,255,255,0.7)',
        color: ARROW_COLOUR,
        font: { size: 11 },
      },
    }
  })
  // The legend names the groups, the species and the centroids whenever there is more than one set.
  const plugins = chart.options?.plugins as { legend: { display: boolean } }
  plugins.legend.display = datasets.length > 1
  return chart
}

/** What the biplot shows besides the sites. */
function subtitle(hasArrows: boolean, hasCentroids: boolean, multiplier: string): ResultText {
  if (hasArrows && hasCentroids) return constrainedText.subtitleArrowsCentroids({ multiplier })
  if (hasArrows) return constrainedText.subtitleArrows({ multiplier })
  return hasCentroids ? constrainedText.subtitleCentroids() : constrainedText.subtitleSites()
}

/** print.cca's table: total, constrained and unconstrained inertia with their proportions and ranks. */
function inertiaTable(ordination: ConstrainedOrdination): ResultTable {
  const constrainedRank = ordination.axes.filter((axis) => axis.constrained).length
  const row = (label: ResultText, inertia: number, rank: number | null) => [
    label,
    cell(inertia),
    cell(inertia / ordination.totalInertia),
    rank,
  ]
  return {
    id: 'inertia',
    title: constrainedText.inertiaTitle(),
    columns: ['', constrainedText.inertia(), constrainedText.proportion(), constrainedText.rank()],
    rows: [
      row(constrainedText.total(), ordination.totalInertia, null),
      row(constrainedText.constrained(), ordination.constrainedInertia, constrainedRank),
      row(constrainedText.unconstrained(), ordination.unconstrainedInertia, ordination.axes.length - constrainedRank),
    ],
  }
}

/** summary.cca's importance of components: every axis, constrained first. */
function eigenvalueTable(ordination: ConstrainedOrdination): ResultTable {
  let cumulative = 0
  return {
    id: 'eigenvalues',
    title: constrainedText.eigenvaluesTitle(),
    columns: [
      constrainedText.axis(),
      constrainedText.eigenvalue(),
      constrainedText.proportionExplained(),
      constrainedText.cumulative(),
    ],
    rows: ordination.axes.map((axis) => {
      const proportion = axis.eigenvalue / ordination.totalInertia
      cumulative += proportion
      return [axis.name, cell(axis.eigenvalue), cell(proportion), cell(cumulative)]
    }),
  }
}

/** anova.cca's table: Df, Variance (RDA) or ChiSquare (CCA), F and Pr(>F) of the model and the residual. */
function anovaTable(ordination: ConstrainedOrdination, methodName: string): ResultTable {
  const { test } = ordination
  return {
    id: 'anova',
    title: constrainedText.anovaTitle({ method: methodName.toLowerCase(), permutations: test.permutations }),
    columns: ['', 'Df', ordination.method === 'rda' ? 'Variance' : 'ChiSquare', 'F', 'Pr(>F)'],
    rows: [
      [constrainedText.model(), test.df[0], cell(test.inertia[0]), cell(test.f), cell(test.pValue)],
      [constrainedText.residual(), test.df[1], cell(test.inertia[1]), null, null],
    ],
  }
}

function scoreTable(
  id: string,
  title: ResultText,
  header: ResultText,
  names: readonly string[],
  rows: readonly Float64Array[],
  axes: readonly number[],
  axisNames: readonly string[],
): ResultTable {
  return {
    id,
    title,
    columns: [header, ...axisNames],
    rows: names.map((name, r) => [name, ...axes.map((a) => cell(rows[r][a]))]),
  }
}

function percent(share: number): string {
  return `${formatNumber(100 * share, NUMBER_STYLE)}%`
}
