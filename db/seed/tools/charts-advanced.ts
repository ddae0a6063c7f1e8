import type { DataFileRule, DataFileSetting, FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'

/*
 * The advanced cloud charts (tool type 0): heatmaps, differential-expression and genome-wide
 * plots, set diagrams, survival, ROC, enrichment, PCA and dendrograms. Each takes one table with a
 * header row (data-file key `table`, tab-separated); the executors live in
 * jobs/tools/charts-advanced/ under the same script class names, and the demo files in
 * demo-files/<scriptClassName>/ (written by demo-files/advanced-chart-demos.R; each folder's
 * README names the source). Rules use the data-file rules' numbering: 1-based rows (the header
 * is row 1) and columns, `[2:]` = from the second on.
 */

// ---------------------------------------------------------------------------------------------
// Form fields the charts share

function titleField(): FormField {
  return {
    key: 'title',
    label: '图表标题',
    labelEn: 'Chart title',
    type: 'text',
    maxLength: 100,
    help: '留空则使用工具名称。',
    helpEn: "Leave empty to use the tool's name.",
  }
}

function sizeFields(width: number, height: number | null): FormField[] {
  return [
    {
      key: 'width',
      label: '图宽（像素）',
      labelEn: 'Width (pixels)',
      type: 'number',
      min: 300,
      max: 3000,
      step: 10,
      defaultValue: width,
    },
    {
      key: 'height',
      label: '图高（像素）',
      labelEn: 'Height (pixels)',
      type: 'number',
      min: 240,
      max: 4000,
      step: 10,
      ...(height === null
        ? { help: '留空则按行数自动确定。', helpEn: 'Empty: sized to the number of rows.' }
        : { defaultValue: height }),
    },
  ]
}

function columnField(
  key: string,
  label: string,
  labelEn: string,
  options: { required?: boolean; multiple?: boolean; help?: string; helpEn?: string } = {},
): FormField {
  const { required = false, multiple, help, helpEn } = options
  return {
    key,
    label,
    labelEn,
    type: 'column',
    columnOf: 'table',
    required,
    ...(multiple ? { multiple } : {}),
    ...(help ? { help, helpEn } : {}),
  }
}

function checkbox(
  key: string,
  label: string,
  labelEn: string,
  defaultValue: boolean,
  help?: { zh: string; en: string },
): FormField {
  return { key, label, labelEn, type: 'checkbox', defaultValue, ...(help ? { help: help.zh, helpEn: help.en } : {}) }
}

function colour(key: string, label: string, labelEn: string, defaultValue: string): FormField {
  return { key, label, labelEn, type: 'color', defaultValue }
}

function numberField(
  key: string,
  label: string,
  labelEn: string,
  range: { min: number; max: number; step: number; defaultValue: number },
  help?: { zh: string; en: string },
): FormField {
  return { key, label, labelEn, type: 'number', ...range, ...(help ? { help: help.zh, helpEn: help.en } : {}) }
}

function select(
  key: string,
  label: string,
  labelEn: string,
  defaultValue: string,
  options: [string, string, string][],
  help?: { zh: string; en: string },
): FormField {
  return {
    key,
    label,
    labelEn,
    type: 'select',
    defaultValue,
    options: options.map(([value, zh, en]) => ({ value, label: zh, labelEn: en })),
    ...(help ? { help: help.zh, helpEn: help.en } : {}),
  }
}

const LINKAGE_OPTIONS: [string, string, string][] = [
  ['complete', '完全连接（complete）', 'Complete'],
  ['average', '平均连接（average / UPGMA）', 'Average (UPGMA)'],
  ['single', '单连接（single）', 'Single'],
]

// ---------------------------------------------------------------------------------------------
// The data file

const TABLE_FILE_TYPES = ['txt', 'tsv']

/**
 * The one input table. `numeric` lists value-type checks (a column slice, or a form key whose
 * chosen columns must be numbers is checked by the executor with line and column); `pickedBy`
 * the column fields whose choices must be header names within `pickedRange`.
 */
function inputTable(
  exampleFile: string,
  rules: {
    minColumns: number
    numericColumns?: string
    allowEmpty?: boolean
    pickedBy: string[]
    pickedRange?: string
  },
): DataFileSetting {
  return {
    label: '数据表 (Data table)',
    key: 'table',
    required: true,
    exampleFile,
    fileTypes: TABLE_FILE_TYPES,
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns: rules.minColumns },
      ...(rules.numericColumns
        ? [
            {
              kind: 'valueType',
              rows: '[2:]',
              columns: rules.numericColumns,
              valueType: 'number',
              allowEmpty: rules.allowEmpty ?? false,
            } satisfies DataFileRule,
          ]
        : []),
      ...rules.pickedBy.map((formKey): DataFileRule => ({
        kind: 'formKeyMapping',
        formKey,
        column: rules.pickedRange ?? '[1:]',
      })),
    ],
  }
}

/** The fold-change thresholds and colours the volcano and MA plots share. */
function regulationFields(significanceHelp: { zh: string; en: string }): FormField[] {
  return [
    columnField('significance_column', '显著性判定列', 'Significance column', {
      help: significanceHelp.zh,
      helpEn: significanceHelp.en,
    }),
    numberField(
      'p_threshold',
      '显著性阈值',
      'Significance threshold',
      { min: 0, max: 1, step: 0.001, defaultValue: 0.05 },
      { zh: '判定列的值小于该阈值为显著。', en: 'Significant when the significance column is below this.' },
    ),
    numberField(
      'fc_threshold',
      '|log2 倍数变化| 阈值',
      '|log2 fold change| threshold',
      { min: 0, max: 20, step: 0.1, defaultValue: 1 },
      { zh: '1 即 2 倍变化；0 表示只看显著性。', en: '1 means a 2-fold change; 0 judges by significance alone.' },
    ),
    columnField('label_column', '基因名列', 'Gene label column', {
      help: '留空则用第一列。',
      helpEn: 'Empty: the first column.',
    }),
    numberField(
      'label_top',
      '标注基因数',
      'Genes to label',
      { min: 0, max: 100, step: 1, defaultValue: 10 },
      { zh: '标注最显著的若干个基因。', en: 'Labels the most significant genes.' },
    ),
    colour('up_colour', '上调颜色', 'Up colour', '#d62728'),
    colour('down_colour', '下调颜色', 'Down colour', '#1f77b4'),
    colour('none_colour', '不显著颜色', 'Not significant colour', '#b0b0b0'),
  ]
}

const MARIONI_DEMO_ZH =
  '示例数据为 Marioni 等（2008）肾与肝 RNA-seq（各 5 个技术重复，1–4 号染色体上 3,233 个表达基因）的差异分析结果：edgeR TMM 标准化后的 log2 CPM 上逐基因 Welch t 检验，log2FC 为肾减肝，padj 为 BH 校正 p 值。'
const MARIONI_DEMO_EN =
  'The demo is a differential analysis of the kidney and liver RNA-seq of Marioni et al. (2008) (5 technical replicates each, 3,233 expressed genes of chromosomes 1–4): a per-gene Welch t-test on edgeR TMM-normalised log2 CPM; log2FC is kidney minus liver, padj the BH-adjusted p-value.'

const COMMON_MANUAL_ZH =
  '通用参数：图表标题（留空用工具名称）；图宽、图高（像素，也是下载 PNG 的尺寸）。数据表为制表符分隔的文本文件（.txt / .tsv），第一行为表头。'
const COMMON_MANUAL_EN =
  "Common parameters: chart title (empty: the tool's name); width and height in pixels (also the size of the PNG download). The data table is a tab-separated text file (.txt / .tsv) whose first row is the header."

export const advancedChartTools: ToolDefinition[] = [
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'ClusteredHeatmap',
    title: '聚类热图',
    titleEn: 'Clustered heatmap',
    description: '把数值矩阵画成热图：可按行或列标准化为 Z 值，行和列按层次聚类重新排序，并在边上画出聚类树。',
    descriptionEn:
      'Draw a numeric matrix as a heatmap: optionally scaled to z-scores by row or column, rows and columns reordered by hierarchical clustering, with the dendrograms in the margins.',
    manual: [
      '输入表格：第一列为行名（如基因名），其余每列为一个样本，单元格为数值（如 log2 CPM 表达量），不能有空值。示例数据为 Marioni 等（2008）肾与肝 RNA-seq 数据中方差最大的 40 个基因的 log2 CPM（edgeR TMM 标准化），10 个样本。',
      '参数：“数值列”留空则用第一列以外的全部列。“标准化”：按行 Z 值（每行减均值、除以标准差，看每个基因在哪些样本中偏高或偏低，默认）、按列 Z 值或不标准化。“聚类行/聚类列”：勾选后按层次聚类重新排序并画出聚类树；聚类在标准化后的数值上进行（与 R pheatmap 相同）。“距离”：欧氏距离或相关距离（1 − Pearson r）。“连接方法”：完全、平均（UPGMA）或单连接，与 R hclust 的同名方法一致。“低值/中值/高值颜色”组成渐变色带；“颜色范围”为 Z 值的对称上限（0 表示取数据中的最大绝对值），超出部分按端点颜色显示。',
      COMMON_MANUAL_ZH,
      '结果：热图（左侧为行聚类树，上方为列聚类树，左上角为颜色图例），按显示顺序排列的数值表，以及行、列聚类树的 Newick 文件。',
    ].join('\n\n'),
    manualEn: [
      'Input table: the first column holds the row names (e.g. genes); every other column is a sample holding numbers (e.g. log2 CPM expression); no empty cells. The demo holds the log2 CPM (edgeR, TMM-normalised) of the 40 most variable genes of the kidney and liver RNA-seq of Marioni et al. (2008), 10 samples.',
      'Parameters: "Value columns" empty means every column after the first. "Scaling": row z-scores (each row minus its mean, over its SD, showing in which samples a gene is high or low; the default), column z-scores, or none. "Cluster rows / columns": reorder by hierarchical clustering and draw the dendrogram; clustering uses the scaled values, as R\'s pheatmap does. "Distance": Euclidean or correlation distance (1 − Pearson r). "Linkage": complete, average (UPGMA) or single, as the methods of R\'s hclust. "Low / middle / high colour" make the colour ramp; "Colour limit" is the symmetric z-score limit (0: the largest absolute value in the data); values beyond it take the end colour.',
      COMMON_MANUAL_EN,
      'Result: the heatmap (row dendrogram left, column dendrogram on top, colour key in the top-left corner), the values in display order, and the row and column dendrograms as Newick files.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['热图', 'heatmap', 'clustering', 'pheatmap'],
    toolType: 0,
    sort: 200,
    tableDelimiter: 1,
    form: [
      columnField('value_columns', '数值列', 'Value columns', {
        multiple: true,
        help: '留空则用第一列以外的全部列。',
        helpEn: 'Empty: every column after the first.',
      }),
      select('scale', '标准化', 'Scaling', 'rows', [
        ['rows', '按行 Z 值', 'Row z-scores'],
        ['columns', '按列 Z 值', 'Column z-scores'],
        ['none', '不标准化', 'None'],
      ]),
      checkbox('cluster_rows', '聚类行', 'Cluster rows', true),
      checkbox('cluster_columns', '聚类列', 'Cluster columns', true),
      select('distance', '距离', 'Distance', 'euclidean', [
        ['euclidean', '欧氏距离', 'Euclidean'],
        ['correlation', '相关距离（1 − r）', 'Correlation (1 − r)'],
      ]),
      select('linkage', '连接方法', 'Linkage', 'complete', LINKAGE_OPTIONS),
      colour('low_colour', '低值颜色', 'Low colour', '#2166ac'),
      colour('mid_colour', '中值颜色', 'Middle colour', '#f7f7f7'),
      colour('high_colour', '高值颜色', 'High colour', '#b2182b'),
      numberField(
        'colour_limit',
        '颜色范围（Z 值）',
        'Colour limit (z-score)',
        { min: 0, max: 100, step: 0.5, defaultValue: 0 },
        { zh: '0 表示取最大绝对值。', en: '0: the largest absolute value.' },
      ),
      titleField(),
      ...sizeFields(900, null),
    ],
    dataFiles: [
      inputTable('marioni-top40-log2cpm.tsv', {
        minColumns: 3,
        numericColumns: '[2:]',
        pickedBy: ['value_columns'],
        pickedRange: '[2:]',
      }),
    ],
    demo: {
      params: {
        scale: 'rows',
        cluster_rows: true,
        cluster_columns: true,
        distance: 'euclidean',
        linkage: 'complete',
        low_colour: '#2166ac',
        mid_colour: '#f7f7f7',
        high_colour: '#b2182b',
        colour_limit: 0,
        width: 900,
      },
      files: { table: 'marioni-top40-log2cpm.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'CorrelationHeatmap',
    title: '相关性热图',
    titleEn: 'Correlation heatmap',
    description: '计算各数值列两两之间的 Pearson 或 Spearman 相关系数与 p 值，画成带数值和显著性星号的热图。',
    descriptionEn:
      'Pearson or Spearman correlation and p-value between every pair of numeric columns, drawn as a heatmap with the coefficients and significance stars.',
    manual: [
      '输入表格：每行一个观测（如样本），每列一个变量（如各门的相对丰度）；可以有文字列（样本名、分组），它们不参与计算。空单元格或 NA 为缺失值，每对变量只用两列都有值的行。示例数据为 Global Patterns 16S 数据集 26 个样本中 10 个最丰富的门及其余门（Other）的相对丰度（%）。',
      '参数：“变量列”留空则用全部数值列。“方法”：Spearman（秩相关，不受异常值和非线性单调关系影响，默认）或 Pearson（线性相关）。p 值为双侧检验，与 R cor.test 的结果一致（Spearman 使用 t 近似，R 在有并列值时也用这一近似）。“排列顺序”：按层次聚类（以 1 − r 为距离、完全连接，相关的变量排在一起）或按原列顺序。“显著性标记”：按 BH 校正后的 q 值、原始 p 值或不标记；* < 0.05，** < 0.01，*** < 0.001。“显示数值”在格子中写出相关系数。',
      COMMON_MANUAL_ZH,
      '结果：相关性热图（右侧为颜色图例，−1 到 1），每对变量的系数、样本数、p 值和 q 值表，以及相关系数矩阵。',
    ].join('\n\n'),
    manualEn: [
      'Input table: one row per observation (e.g. a sample), one column per variable (e.g. the relative abundance of a phylum); text columns (sample names, groups) may be present and are left out. An empty cell or NA is missing; each pair uses the rows with values in both columns. The demo holds the relative abundance (%) of the 10 most abundant phyla and the rest (Other) in the 26 samples of the Global Patterns 16S data set.',
      'Parameters: "Variable columns" empty means every numeric column. "Method": Spearman (rank correlation, robust to outliers and to monotone non-linear relations; the default) or Pearson (linear). p-values are two-sided and match R\'s cor.test (Spearman by the t approximation, which R also uses whenever there are ties). "Order": by hierarchical clustering (distance 1 − r, complete linkage, so correlated variables sit together) or as in the file. "Significance marks": by Benjamini-Hochberg q-value, by raw p-value, or none; * < 0.05, ** < 0.01, *** < 0.001. "Show values" prints the coefficient in each cell.',
      COMMON_MANUAL_EN,
      "Result: the correlation heatmap (colour key on the right, −1 to 1), a table of every pair's coefficient, n, p and q, and the correlation matrix.",
    ].join('\n\n'),
    category: 'statistics',
    tags: ['相关性', 'correlation', 'Spearman', 'Pearson', 'heatmap'],
    toolType: 0,
    sort: 210,
    tableDelimiter: 1,
    form: [
      columnField('variables', '变量列', 'Variable columns', {
        multiple: true,
        help: '留空则用全部数值列。',
        helpEn: 'Empty: every numeric column.',
      }),
      select('method', '方法', 'Method', 'spearman', [
        ['spearman', 'Spearman 秩相关', 'Spearman (rank)'],
        ['pearson', 'Pearson 线性相关', 'Pearson (linear)'],
      ]),
      select('order', '排列顺序', 'Order', 'hclust', [
        ['hclust', '层次聚类', 'Hierarchical clustering'],
        ['original', '原列顺序', 'As in the file'],
      ]),
      select('significance', '显著性标记', 'Significance marks', 'q', [
        ['q', 'BH 校正 q 值', 'BH-adjusted q-value'],
        ['p', '原始 p 值', 'Raw p-value'],
        ['none', '不标记', 'None'],
      ]),
      checkbox('show_values', '显示数值', 'Show values', true),
      colour('negative_colour', '负相关颜色', 'Negative colour', '#2166ac'),
      colour('positive_colour', '正相关颜色', 'Positive colour', '#b2182b'),
      titleField(),
      ...sizeFields(820, 720),
    ],
    dataFiles: [inputTable('global-patterns-phyla.tsv', { minColumns: 2, pickedBy: ['variables'] })],
    demo: {
      params: {
        method: 'spearman',
        order: 'hclust',
        significance: 'q',
        show_values: true,
        negative_colour: '#2166ac',
        positive_colour: '#b2182b',
        width: 820,
        height: 720,
      },
      files: { table: 'global-patterns-phyla.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'VolcanoPlot',
    title: '火山图',
    titleEn: 'Volcano plot',
    description: '以 log2 倍数变化为横轴、−log10 p 为纵轴展示差异分析结果，按阈值把基因分为上调、下调和不显著并计数。',
    descriptionEn:
      'Show a differential-analysis result as log2 fold change against −log10 p, with genes called up, down or not significant by your thresholds and counted.',
    manual: [
      '输入表格：差异分析结果，每行一个基因，至少包含 log2 倍数变化列和 p 值列，可再有校正 p 值（如 padj、FDR）和基因名列；DESeq2、edgeR、limma 的结果表都可直接使用。' +
        MARIONI_DEMO_ZH,
      '参数：“log2 倍数变化列”“p 值列”（纵轴画 −log10 p）必选。“显著性判定列”留空则用 p 值列，通常选校正 p 值；此时水平虚线标在被判为显著的基因中最大的原始 p 值处。判定规则：判定列 < 显著性阈值，且 log2FC ≥ 倍数阈值为上调、≤ −倍数阈值为下调，其余为不显著。“标注基因数”在图上写出最显著的若干个基因名。三种颜色可自选。p 值为 0 的基因画在最高处并在说明中注明。',
      COMMON_MANUAL_ZH,
      '结果：火山图（图例中为各类基因数），显著基因表（按显著性排序）。',
    ].join('\n\n'),
    manualEn: [
      'Input table: a differential-analysis result, one row per gene, with at least a log2 fold change column and a p-value column, optionally an adjusted p-value (padj, FDR) and a gene name column; DESeq2, edgeR and limma result tables work as they are. ' +
        MARIONI_DEMO_EN,
      'Parameters: the "log2 fold change column" and the "p-value column" (plotted as −log10 p) are required. "Significance column" empty means the p-value column; usually pick the adjusted p-value, and the horizontal dashed line then marks the largest raw p-value among the genes called significant. A gene is up when its significance value is below the threshold and log2FC ≥ the fold-change threshold, down when log2FC ≤ −threshold, otherwise not significant. "Genes to label" writes the names of the most significant genes. The three colours are yours to choose. Genes with p = 0 are drawn at the top and counted in the notes.',
      COMMON_MANUAL_EN,
      'Result: the volcano plot (the legend counts each class) and the table of significant genes, most significant first.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['火山图', 'volcano plot', 'differential expression', 'RNA-seq'],
    toolType: 0,
    sort: 220,
    tableDelimiter: 1,
    form: [
      columnField('fc_column', 'log2 倍数变化列', 'log2 fold change column', { required: true }),
      columnField('p_column', 'p 值列', 'p-value column', { required: true }),
      ...regulationFields({
        zh: '留空则用 p 值列；通常选校正 p 值（padj、FDR）。',
        en: 'Empty: the p-value column; usually the adjusted p-value (padj, FDR).',
      }),
      titleField(),
      ...sizeFields(820, 640),
    ],
    dataFiles: [
      inputTable('marioni-kidney-vs-liver.tsv', {
        minColumns: 2,
        pickedBy: ['fc_column', 'p_column', 'significance_column', 'label_column'],
      }),
    ],
    demo: {
      params: {
        fc_column: 'log2FC',
        p_column: 'pvalue',
        significance_column: 'padj',
        p_threshold: 0.05,
        fc_threshold: 1,
        label_column: 'symbol',
        label_top: 10,
        up_colour: '#d62728',
        down_colour: '#1f77b4',
        none_colour: '#b0b0b0',
        width: 820,
        height: 640,
      },
      files: { table: 'marioni-kidney-vs-liver.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'MAPlot',
    title: 'MA 图',
    titleEn: 'MA plot',
    description: '以平均表达量（A）为横轴、log2 倍数变化（M）为纵轴展示差异分析结果，看倍数变化是否依赖表达水平。',
    descriptionEn:
      'Show a differential-analysis result as log2 fold change (M) against mean expression (A), to see whether fold changes depend on expression level.',
    manual: [
      '输入表格：差异分析结果，每行一个基因，包含平均表达量列（如 edgeR 的 logCPM、limma 的 AveExpr、DESeq2 的 baseMean）和 log2 倍数变化列，可再有校正 p 值和基因名列。' +
        MARIONI_DEMO_ZH,
      '参数：“平均表达量列”（A）和“log2 倍数变化列”（M）必选。“横轴刻度”：按原值（已取对数的表达量，如 log2 CPM）或对数轴（原始尺度的 baseMean；A ≤ 0 的基因无法画出）。“显著性判定列”留空则只按倍数阈值着色。判定规则与火山图相同。图中实线为 M = 0，虚线为 ±倍数阈值。',
      COMMON_MANUAL_ZH,
      '结果：MA 图，图例中为各类基因数。',
    ].join('\n\n'),
    manualEn: [
      'Input table: a differential-analysis result, one row per gene, with a mean expression column (edgeR logCPM, limma AveExpr, DESeq2 baseMean) and a log2 fold change column, optionally an adjusted p-value and a gene name column. ' +
        MARIONI_DEMO_EN,
      'Parameters: the "mean expression column" (A) and the "log2 fold change column" (M) are required. "A axis": as given (already logged expression such as log2 CPM) or a log axis (baseMean on its raw scale; genes with A ≤ 0 cannot be drawn). "Significance column" empty means colouring by the fold-change threshold alone; otherwise genes are called as in the volcano plot. The solid line is M = 0, the dashed lines ± the fold-change threshold.',
      COMMON_MANUAL_EN,
      'Result: the MA plot, its legend counting each class.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['MA 图', 'MA plot', 'differential expression', 'RNA-seq'],
    toolType: 0,
    sort: 230,
    tableDelimiter: 1,
    form: [
      columnField('a_column', '平均表达量列（A）', 'Mean expression column (A)', { required: true }),
      columnField('fc_column', 'log2 倍数变化列（M）', 'log2 fold change column (M)', { required: true }),
      select('a_scale', '横轴刻度', 'A axis', 'linear', [
        ['linear', '按原值（已取对数）', 'As given (already logged)'],
        ['log10', '对数轴（如 baseMean）', 'Log axis (e.g. baseMean)'],
      ]),
      ...regulationFields({
        zh: '留空则只按倍数阈值着色；通常选校正 p 值。',
        en: 'Empty: colour by the fold-change threshold alone; usually the adjusted p-value.',
      }),
      titleField(),
      ...sizeFields(820, 600),
    ],
    dataFiles: [
      inputTable('marioni-kidney-vs-liver.tsv', {
        minColumns: 2,
        pickedBy: ['a_column', 'fc_column', 'significance_column', 'label_column'],
      }),
    ],
    demo: {
      params: {
        a_column: 'log2CPM',
        fc_column: 'log2FC',
        a_scale: 'linear',
        significance_column: 'padj',
        p_threshold: 0.05,
        fc_threshold: 1,
        label_column: 'symbol',
        label_top: 10,
        up_colour: '#d62728',
        down_colour: '#1f77b4',
        none_colour: '#b0b0b0',
        width: 820,
        height: 600,
      },
      files: { table: 'marioni-kidney-vs-liver.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'VennDiagram',
    title: '韦恩图',
    titleEn: 'Venn diagram',
    description: '比较 2 到 5 个集合（如各组检出的物种或基因）：每个区域标出恰好属于这些集合的元素数。',
    descriptionEn:
      'Compare 2 to 5 sets (e.g. the taxa or genes found in each group): every region shows how many elements belong to exactly those sets.',
    manual: [
      '输入表格：每列一个集合，第一行为集合名，下面逐行列出该集合的成员（如属名、基因名）；各列长度可以不同，较短的列下方留空。同一列中重复的成员只计一次。示例数据为 Global Patterns 16S 数据集中土壤、海洋、粪便、皮肤四类样本各自检出的细菌属（该类样本合计至少 10 条序列）。',
      '参数：“集合列”选择 2 到 5 列（留空则用全部列，此时表格须恰有 2 到 5 列）；超过 5 个集合请使用 UpSet 图。',
      COMMON_MANUAL_ZH,
      '结果：韦恩图（集合名写在各自圆或椭圆旁，区域内为元素数），各区域的元素数与元素列表。',
    ].join('\n\n'),
    manualEn: [
      'Input table: one column per set, the set name in the first row and its members (genus names, gene names …) listed below, one per row; columns may differ in length, the shorter ones ending in empty cells. A member listed twice in a column counts once. The demo lists the bacterial genera found in soil, ocean, faeces and skin samples of the Global Patterns 16S data set (at least 10 reads over that sample type).',
      'Parameters: "Set columns" picks 2 to 5 columns (empty: all columns, which must then be 2 to 5); for more sets use the UpSet plot.',
      COMMON_MANUAL_EN,
      'Result: the Venn diagram (set names beside their circles or ellipses, counts in the regions) and a table of every region with its size and members.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['韦恩图', 'Venn diagram', 'sets', 'overlap'],
    toolType: 0,
    sort: 240,
    tableDelimiter: 1,
    form: [
      columnField('set_columns', '集合列', 'Set columns', {
        multiple: true,
        help: '2 到 5 列；留空则用全部列。',
        helpEn: '2 to 5 columns; empty: all columns.',
      }),
      titleField(),
      ...sizeFields(760, 640),
    ],
    dataFiles: [inputTable('global-patterns-genera.tsv', { minColumns: 2, pickedBy: ['set_columns'] })],
    demo: {
      params: { set_columns: ['Soil', 'Ocean', 'Feces', 'Skin'], width: 760, height: 640 },
      files: { table: 'global-patterns-genera.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'UpSetPlot',
    title: 'UpSet 图',
    titleEn: 'UpSet plot',
    description:
      '比较任意多个集合的交集：柱状图给出每个交集的大小，下方点阵标出它由哪些集合组成；集合多于 5 个时比韦恩图清楚。',
    descriptionEn:
      "Compare the intersections of any number of sets: bars give each intersection's size and the dot matrix below shows which sets form it; clearer than a Venn diagram beyond 5 sets.",
    manual: [
      '输入表格：与韦恩图相同，每列一个集合，第一行为集合名，下面逐行列出成员，各列长度可以不同。示例数据为 Global Patterns 16S 数据集中 8 类环境样本（土壤、河口沉积物、淡水、溪流、海洋、粪便、皮肤、舌）各自检出的细菌属（该类样本合计至少 10 条序列）。',
      '参数：“集合列”留空则用全部列；“最多显示交集数”；“最小交集大小”隐藏过小的交集；“排序”：按交集大小（默认）或按所含集合数；柱和点的颜色可自选。每个交集只计恰好属于这些集合、不属于其余集合的元素，与韦恩图的区域一致。',
      COMMON_MANUAL_ZH + '（图高由集合数和固定柱图高度决定。）',
      '结果：上方为交集大小柱状图，下方为对齐的集合组成点阵（左侧为集合名及其大小）；全部非空交集的表（含元素列表）和集合大小表。',
    ].join('\n\n'),
    manualEn: [
      'Input table: as for the Venn diagram, one column per set, the set name in the first row and its members below, one per row; columns may differ in length. The demo lists the bacterial genera found in 8 environments of the Global Patterns 16S data set (soil, estuary sediment, freshwater, creek, ocean, faeces, skin, tongue; at least 10 reads over that sample type).',
      'Parameters: "Set columns" empty means all columns; "Intersections shown" caps the bars; "Minimum intersection size" hides small ones; "Order": by size (the default) or by the number of sets; bar and dot colours are yours to choose. Each intersection counts the elements in exactly those sets and no other, like the regions of a Venn diagram.',
      COMMON_MANUAL_EN + ' (The height follows from the number of sets and a fixed bar-chart height.)',
      'Result: the intersection-size bars above the aligned dot matrix of their sets (set names and sizes on the left); a table of every non-empty intersection with its members, and the set sizes.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['UpSet', 'sets', 'intersections', 'Venn'],
    toolType: 0,
    sort: 250,
    tableDelimiter: 1,
    form: [
      columnField('set_columns', '集合列', 'Set columns', {
        multiple: true,
        help: '至少 2 列；留空则用全部列。',
        helpEn: 'At least 2 columns; empty: all columns.',
      }),
      numberField('max_intersections', '最多显示交集数', 'Intersections shown', {
        min: 1,
        max: 100,
        step: 1,
        defaultValue: 20,
      }),
      numberField('min_size', '最小交集大小', 'Minimum intersection size', {
        min: 1,
        max: 1000000,
        step: 1,
        defaultValue: 1,
      }),
      select('sort', '排序', 'Order', 'size', [
        ['size', '按交集大小', 'By size'],
        ['degree', '按集合数，再按大小', 'By number of sets, then size'],
      ]),
      colour('bar_colour', '柱颜色', 'Bar colour', '#4e79a7'),
      colour('dot_colour', '点颜色', 'Dot colour', '#333333'),
      titleField(),
      {
        key: 'width',
        label: '图宽（像素）',
        labelEn: 'Width (pixels)',
        type: 'number',
        min: 300,
        max: 3000,
        step: 10,
        defaultValue: 900,
      },
    ],
    dataFiles: [inputTable('global-patterns-genera-by-environment.tsv', { minColumns: 2, pickedBy: ['set_columns'] })],
    demo: {
      params: {
        max_intersections: 20,
        min_size: 1,
        sort: 'size',
        bar_colour: '#4e79a7',
        dot_colour: '#333333',
        width: 900,
      },
      files: { table: 'global-patterns-genera-by-environment.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'ManhattanPlot',
    title: '曼哈顿图',
    titleEn: 'Manhattan plot',
    description: '把全基因组关联分析（GWAS）或逐基因检验的 p 值按染色体位置排开，标出全基因组显著线和提示线。',
    descriptionEn:
      'Lay out the p-values of a genome-wide association study (GWAS) or of per-gene tests along the chromosomes, with the genome-wide and suggestive significance lines.',
    manual: [
      '输入表格：每行一个位点（SNP 或基因），包含染色体列（1、2、…、X、Y、MT，可带 chr 前缀）、位置列（bp）和 p 值列，可再有名称列。染色体按核型顺序排列，相邻染色体颜色交替。示例数据为 Marioni 等（2008）肾与肝 RNA-seq 的逐基因 Welch t 检验 p 值（3,233 个基因，1–4 号染色体，位置为基因起点）；基因数远少于 GWAS 的 SNP 数，示例把全基因组显著线设为 Bonferroni 阈值 0.05 / 3233 ≈ 1.5e-5。',
      '参数：“染色体列”“位置列”“p 值列”必选。“全基因组显著线”默认 5e-8（GWAS 惯例），低于它的位点以突出色显示并列入结果表；“提示线”默认 1e-5，填 0 不画。“标注位点数”用名称列标出最显著的若干位点。两种交替颜色和突出色可自选。p 值为 0 的位点画在最高处。位点超过 60,000 个时，p ≥ 0.01 的位点按比例抽稀显示（计数与表格包含全部位点）。',
      COMMON_MANUAL_ZH,
      '结果：曼哈顿图，低于全基因组显著线的位点表。',
    ].join('\n\n'),
    manualEn: [
      'Input table: one row per marker (SNP or gene) with a chromosome column (1, 2, …, X, Y, MT, with or without a chr prefix), a position column (bp) and a p-value column, optionally a name column. Chromosomes are placed in karyotype order in alternating colours. The demo holds the per-gene Welch t-test p-values of the kidney and liver RNA-seq of Marioni et al. (2008) (3,233 genes on chromosomes 1–4, placed at the gene start); with far fewer genes than a GWAS has SNPs, the demo sets the genome-wide line to the Bonferroni threshold 0.05 / 3233 ≈ 1.5e-5.',
      'Parameters: the chromosome, position and p-value columns are required. "Genome-wide line" defaults to 5e-8 (the GWAS convention); markers below it are highlighted and listed in the result table. "Suggestive line" defaults to 1e-5; 0 leaves it out. "Markers to label" names the strongest markers from the name column. The two alternating colours and the highlight colour are yours to choose. Markers with p = 0 are drawn at the top. Beyond 60,000 markers those with p ≥ 0.01 are thinned evenly (counts and tables include every marker).',
      COMMON_MANUAL_EN,
      'Result: the Manhattan plot and the table of markers below the genome-wide line.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['曼哈顿图', 'Manhattan plot', 'GWAS', 'genome-wide'],
    toolType: 0,
    sort: 260,
    tableDelimiter: 1,
    form: [
      columnField('chromosome_column', '染色体列', 'Chromosome column', { required: true }),
      columnField('position_column', '位置列', 'Position column', { required: true }),
      columnField('p_column', 'p 值列', 'p-value column', { required: true }),
      columnField('label_column', '名称列', 'Name column', {
        help: '用于标注最显著的位点。',
        helpEn: 'Names the strongest markers.',
      }),
      numberField('genome_wide_line', '全基因组显著线（p）', 'Genome-wide line (p)', {
        min: 0,
        max: 1,
        step: 1e-10,
        defaultValue: 5e-8,
      }),
      numberField(
        'suggestive_line',
        '提示线（p）',
        'Suggestive line (p)',
        { min: 0, max: 1, step: 1e-10, defaultValue: 1e-5 },
        { zh: '0 表示不画。', en: '0 leaves it out.' },
      ),
      numberField('label_top', '标注位点数', 'Markers to label', { min: 0, max: 100, step: 1, defaultValue: 0 }),
      colour('colour_a', '颜色 1', 'Colour 1', '#1f4e79'),
      colour('colour_b', '颜色 2', 'Colour 2', '#7fb2e5'),
      colour('highlight_colour', '显著位点颜色', 'Significant marker colour', '#d62728'),
      titleField(),
      ...sizeFields(1000, 520),
    ],
    dataFiles: [
      inputTable('marioni-kidney-vs-liver.tsv', {
        minColumns: 3,
        pickedBy: ['chromosome_column', 'position_column', 'p_column', 'label_column'],
      }),
    ],
    demo: {
      params: {
        chromosome_column: 'chrom',
        position_column: 'start',
        p_column: 'pvalue',
        label_column: 'symbol',
        genome_wide_line: 1.5e-5,
        suggestive_line: 0.001,
        label_top: 8,
        colour_a: '#1f4e79',
        colour_b: '#7fb2e5',
        highlight_colour: '#d62728',
        width: 1000,
        height: 520,
      },
      files: { table: 'marioni-kidney-vs-liver.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'QQPlot',
    title: 'Q-Q 图',
    titleEn: 'Q-Q plot',
    description:
      '两种分位数图：p 值的观测与期望 −log10 p（检查检验是否整体膨胀，给出基因组膨胀系数 λ），或数值列的正态 Q-Q 图（检查是否近似正态）。',
    descriptionEn:
      'Two quantile plots: observed against expected −log10 p (is a set of tests inflated? with the genomic inflation factor λ), or a normal Q-Q plot of a numeric column (is it close to normal?).',
    manual: [
      '输入表格：每行一个观测，包含要画的数值列（p 值或任意数值），可再有分组列（每组一条系列）。示例数据为 Marioni 等（2008）肾与肝 RNA-seq 逐基因 Welch t 检验的 p 值（3,233 个基因）；两种组织差异极大，观测值远高于对角线，λ 远大于 1。',
      '参数：“类型”：p 值 Q-Q 图（横轴为期望 −log10 p，即 R ppoints(n) 的 −log10，纵轴为观测 −log10 p，虚线为 y = x；λ = 观测 p 值对应的 χ²₁ 统计量中位数 / 0.455）或正态 Q-Q 图（横轴为标准正态理论分位数 qnorm(ppoints(n))，纵轴为排序后的样本值，虚线为 R qqline 的参考线）。“数值列”必选；“分组列”可选。点数很多时中间部分按比例抽稀显示，两端全部保留。',
      COMMON_MANUAL_ZH,
      '结果：Q-Q 图，以及每个系列的点数和 λ（p 值模式）或参考线斜率与截距（正态模式）。',
    ].join('\n\n'),
    manualEn: [
      'Input table: one row per observation with the column to plot (p-values or any numbers), optionally a group column (one series per group). The demo holds the per-gene Welch t-test p-values of the kidney and liver RNA-seq of Marioni et al. (2008) (3,233 genes); the two tissues differ so much that the points rise far above the diagonal and λ is far above 1.',
      'Parameters: "Type": p-value Q-Q (x: expected −log10 p, i.e. −log10 of R\'s ppoints(n); y: observed −log10 p; dashed line y = x; λ = median of the χ²₁ statistics of the p-values / 0.455) or normal Q-Q (x: standard normal quantiles qnorm(ppoints(n)); y: the sorted sample; dashed line: R\'s qqline). The value column is required; the group column optional. With very many points the middle is thinned evenly and both ends kept.',
      COMMON_MANUAL_EN,
      "Result: the Q-Q plot and, per series, the number of points and λ (p-value mode) or the reference line's slope and intercept (normal mode).",
    ].join('\n\n'),
    category: 'statistics',
    tags: ['Q-Q plot', 'QQ 图', 'genomic inflation', 'normality'],
    toolType: 0,
    sort: 270,
    tableDelimiter: 1,
    form: [
      {
        key: 'mode',
        label: '类型',
        labelEn: 'Type',
        type: 'radio',
        defaultValue: 'pvalue',
        options: [
          {
            value: 'pvalue',
            label: 'p 值（观测与期望 −log10 p）',
            labelEn: 'p-values (observed vs expected −log10 p)',
          },
          { value: 'normal', label: '正态 Q-Q（数值列）', labelEn: 'Normal Q-Q (numeric column)' },
        ],
      },
      columnField('value_column', '数值列', 'Value column', { required: true }),
      columnField('group_column', '分组列', 'Group column', {
        help: '每组画一条系列。',
        helpEn: 'One series per group.',
      }),
      titleField(),
      ...sizeFields(720, 640),
    ],
    dataFiles: [
      inputTable('marioni-kidney-vs-liver.tsv', { minColumns: 1, pickedBy: ['value_column', 'group_column'] }),
    ],
    demo: {
      params: { mode: 'pvalue', value_column: 'pvalue', width: 720, height: 640 },
      files: { table: 'marioni-kidney-vs-liver.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'SurvivalCurve',
    title: 'Kaplan-Meier 生存曲线',
    titleEn: 'Kaplan-Meier survival curve',
    description:
      '按组绘制 Kaplan-Meier 生存曲线（带删失标记和 95% 置信带），并用 log-rank 检验比较各组，结果与 R survival 包一致。',
    descriptionEn:
      "Kaplan-Meier survival curves per group (with censor marks and 95% confidence bands) and the log-rank test between the groups, as R's survival package computes them.",
    manual: [
      '输入表格：每行一名受试者，包含随访时间列、状态列（事件如死亡或复发，或删失），可再有分组列。示例数据为 R survival 包的 lung 数据集（北中部癌症治疗组晚期肺癌患者，228 例；time 为生存天数，status 1 = 删失、2 = 死亡，sex 已由 1/2 改写为 Male/Female）。',
      '参数：“时间列”“状态列”必选；“分组列”可选（不选则画一条总曲线）。“事件取值”：状态列中表示事件的值；留空时按 R Surv 的规则识别（0/1 中 1 为事件，1/2 中 2 为事件，TRUE/FALSE 中 TRUE 为事件）。“时间单位”写在横轴标题中。“显示 95% 置信带”（Greenwood 标准误、对数尺度，与 R survfit 默认相同）；“显示删失标记”（十字）。',
      COMMON_MANUAL_ZH,
      '结果：生存曲线（副标题为 log-rank χ²、自由度和 p 值；图例中为各组例数和中位生存时间），各组摘要（例数、事件数、中位生存时间、观测与期望事件数），以及每个时间点的 Kaplan-Meier 估计表（风险人数、事件、删失、生存率、标准误和 95% 置信限）。',
    ].join('\n\n'),
    manualEn: [
      "Input table: one row per subject with a follow-up time column and a status column (an event such as death or relapse, or censored), optionally a group column. The demo is the lung data set of R's survival package (228 patients with advanced lung cancer from the North Central Cancer Treatment Group; time in days, status 1 = censored, 2 = dead; sex recoded from 1/2 to Male/Female).",
      'Parameters: the time and status columns are required; the group column is optional (without it one overall curve is drawn). "Event value": the status value that means an event; empty follows R\'s Surv rule (1 of 0/1, 2 of 1/2, TRUE of TRUE/FALSE). "Time unit" goes into the axis title. "Show 95% confidence bands" (Greenwood standard errors on the log scale, R survfit\'s default); "Show censor marks" (crosses).',
      COMMON_MANUAL_EN,
      'Result: the survival curves (subtitle: log-rank χ², degrees of freedom and p; legend: group size and median survival), a summary per group (subjects, events, median survival, observed and expected events) and the Kaplan-Meier estimates at every time (at risk, events, censored, survival, standard error, 95% limits).',
    ].join('\n\n'),
    category: 'statistics',
    tags: ['生存分析', 'survival', 'Kaplan-Meier', 'log-rank'],
    toolType: 0,
    sort: 280,
    tableDelimiter: 1,
    form: [
      columnField('time_column', '时间列', 'Time column', { required: true }),
      columnField('status_column', '状态列', 'Status column', { required: true }),
      columnField('group_column', '分组列', 'Group column', {
        help: '不选则画一条总曲线。',
        helpEn: 'Empty: one overall curve.',
      }),
      {
        key: 'event_value',
        label: '事件取值',
        labelEn: 'Event value',
        type: 'text',
        maxLength: 40,
        help: '留空：0/1 中 1、1/2 中 2、TRUE/FALSE 中 TRUE 为事件。',
        helpEn: 'Empty: 1 of 0/1, 2 of 1/2, TRUE of TRUE/FALSE is the event.',
      },
      { key: 'time_unit', label: '时间单位', labelEn: 'Time unit', type: 'text', maxLength: 20 },
      checkbox('confidence_band', '显示 95% 置信带', 'Show 95% confidence bands', true),
      checkbox('censor_marks', '显示删失标记', 'Show censor marks', true),
      titleField(),
      ...sizeFields(820, 560),
    ],
    dataFiles: [inputTable('lung.tsv', { minColumns: 2, pickedBy: ['time_column', 'status_column', 'group_column'] })],
    demo: {
      params: {
        time_column: 'time',
        status_column: 'status',
        group_column: 'sex',
        event_value: '2',
        time_unit: 'days',
        confidence_band: true,
        censor_marks: true,
        width: 820,
        height: 560,
      },
      files: { table: 'lung.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'ROCCurve',
    title: 'ROC 曲线',
    titleEn: 'ROC curve',
    description:
      '评价一个或多个评分（如生物标志物）区分两类结局的能力：ROC 曲线、AUC 及其 DeLong 95% 置信区间和最佳截断值。',
    descriptionEn:
      'How well one or more scores (e.g. biomarkers) separate two outcomes: ROC curves, AUC with its DeLong 95% confidence interval, and the best cut-off.',
    manual: [
      '输入表格：每行一个个体，包含结局列（两类，如 Good/Poor、0/1）和一个或多个数值评分列。示例数据为 R pROC 包的 aSAH 数据集（113 名动脉瘤性蛛网膜下腔出血患者；outcome 为 6 个月时的结局，s100b、ndka 为入院时的血清标志物，wfns 为 WFNS 分级）。',
      '参数：“结局列”必选；“阳性取值”留空时取两类中按字母排序的第二个（与 R 因子水平和 pROC 相同，示例为 Poor），填写后其余取值都视为阴性。“评分列”可多选，每列一条曲线。“方向”：自动（与 pROC 相同：阴性组中位数不高于阳性组时，越高越阳性）、越高越阳性、越低越阳性。AUC 等于阳性组相对阴性组的 Mann-Whitney U / (n₊ n₋)（并列计 1/2），与 R wilcox.test 一致；95% 置信区间用 DeLong 方法，与 pROC ci.auc 一致。“标出最佳截断点”：灵敏度 + 特异度 − 1（Youden 指数）最大的点。',
      COMMON_MANUAL_ZH,
      '结果：ROC 曲线（图例中为各评分的 AUC 及 95% CI），AUC 与最佳截断值表（灵敏度、特异度），以及曲线上每个截断值的灵敏度与特异度。',
    ].join('\n\n'),
    manualEn: [
      "Input table: one row per subject with an outcome column (two classes such as Good/Poor or 0/1) and one or more numeric score columns. The demo is the aSAH data set of R's pROC package (113 patients with aneurysmal subarachnoid haemorrhage; outcome after 6 months, serum markers s100b and ndka at admission, and the WFNS grade).",
      'Parameters: the outcome column is required; "Positive value" empty takes the second of the two classes in alphabetical order (as R\'s factor levels and pROC; Poor in the demo); when given, every other value counts as negative. "Score columns" may be several, one curve each. "Direction": auto (as pROC: higher means positive when the negatives\' median is not above the positives\'), higher = positive, lower = positive. The AUC equals the Mann-Whitney U of the positives against the negatives over n₊n₋ (ties count one half), as R\'s wilcox.test gives it; its 95% interval is DeLong\'s, as pROC\'s ci.auc. "Mark the best cut-off": the point maximising sensitivity + specificity − 1 (Youden\'s index).',
      COMMON_MANUAL_EN,
      "Result: the ROC curves (legend: each score's AUC and 95% CI), a table of AUC and the best cut-off with its sensitivity and specificity, and the sensitivity and specificity at every cut-off.",
    ].join('\n\n'),
    category: 'statistics',
    tags: ['ROC', 'AUC', 'biomarker', 'diagnostic'],
    toolType: 0,
    sort: 290,
    tableDelimiter: 1,
    form: [
      columnField('outcome_column', '结局列', 'Outcome column', { required: true }),
      {
        key: 'positive_value',
        label: '阳性取值',
        labelEn: 'Positive value',
        type: 'text',
        maxLength: 60,
        help: '留空则取两类中按字母排序的第二个。',
        helpEn: 'Empty: the second of the two classes in alphabetical order.',
      },
      columnField('score_columns', '评分列', 'Score columns', { required: true, multiple: true }),
      select('direction', '方向', 'Direction', 'auto', [
        ['auto', '自动（按中位数，与 pROC 相同）', 'Auto (by the medians, as pROC)'],
        ['higher', '越高越阳性', 'Higher = positive'],
        ['lower', '越低越阳性', 'Lower = positive'],
      ]),
      checkbox('show_youden', '标出最佳截断点', 'Mark the best cut-off', true),
      titleField(),
      ...sizeFields(680, 700),
    ],
    dataFiles: [inputTable('asah.tsv', { minColumns: 2, pickedBy: ['outcome_column', 'score_columns'] })],
    demo: {
      params: {
        outcome_column: 'outcome',
        positive_value: 'Poor',
        score_columns: ['s100b', 'ndka', 'wfns'],
        direction: 'auto',
        show_youden: true,
        width: 680,
        height: 700,
      },
      files: { table: 'asah.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'EnrichmentBubble',
    title: '富集气泡图',
    titleEn: 'Enrichment bubble plot',
    description: '把 GO、KEGG 等富集分析结果画成气泡图：横轴为基因比例，气泡大小为基因数，颜色为显著性。',
    descriptionEn:
      'Draw a GO, KEGG or other enrichment result as a bubble plot: gene ratio across, bubble size for the gene count, colour for significance.',
    manual: [
      '输入表格：富集分析结果，每行一个条目（通路、GO term），包含条目名称列、基因比例列（可写成 12/345 这样的分数，如 clusterProfiler 的 GeneRatio，或小数）、显著性列（p 值或校正 p 值），可再有基因数列。clusterProfiler、DAVID、Metascape 导出的表整理列名后即可使用。示例数据：Marioni 等（2008）RNA-seq 中肾比肝高表达的基因（padj < 0.05 且 log2FC > 1，680 个）相对全部检测基因（3,165 个有 Entrez 编号）的 GO 生物过程过表达分析，按 clusterProfiler enrichGO 的做法（org.Hs.eg.db 注释含上位条目，条目大小 10–500，单侧超几何检验 phyper，BH 校正），保留 p.adjust < 0.05 的 177 个条目。',
      '参数：“条目名称列”“基因比例列”“显著性列”必选；“基因数列”决定气泡面积（不选则大小相同）。“显示条目数”：取显著性最小的若干条目，再按横轴值从大到小排列（与 clusterProfiler dotplot 相同）。“横轴”：基因比例或 −log10(显著性)。“显著/不显著端颜色”组成颜色渐变，图例按 5 段显著性区间给出颜色。名称过长的条目截断显示，完整名称见结果表。',
      COMMON_MANUAL_ZH,
      '结果：气泡图（下方为显著性颜色图例，右侧为气泡大小图例），图中条目的表。',
    ].join('\n\n'),
    manualEn: [
      "Input table: an enrichment result, one row per term (pathway, GO term), with a term name column, a gene ratio column (a fraction such as 12/345 as clusterProfiler's GeneRatio, or a decimal), a significance column (p-value or adjusted p-value), optionally a gene count column. Tables exported by clusterProfiler, DAVID or Metascape work once their columns are named. The demo: GO biological-process over-representation of the genes higher in kidney than liver in the RNA-seq of Marioni et al. (2008) (padj < 0.05 and log2FC > 1; 680 genes) against all tested genes (3,165 with an Entrez id), computed as clusterProfiler's enrichGO does (org.Hs.eg.db annotation with ancestor terms, term sizes 10–500, one-sided hypergeometric test phyper, BH adjustment); the 177 terms with p.adjust < 0.05.",
      'Parameters: the term, gene ratio and significance columns are required; the count column sets the bubble area (without it all bubbles are equal). "Terms shown": the terms with the smallest significance value, then ordered by their x value, largest on top (as clusterProfiler\'s dotplot). "X axis": gene ratio or −log10(significance). The colours at the significant and the non-significant end make the colour ramp; the legend gives it in 5 bands. Long term names are shortened in the chart; the table has them in full.',
      COMMON_MANUAL_EN,
      'Result: the bubble plot (colour key below, size key on the right) and the table of the terms shown.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['富集分析', 'enrichment', 'GO', 'KEGG', 'bubble plot'],
    toolType: 0,
    sort: 300,
    tableDelimiter: 1,
    form: [
      columnField('term_column', '条目名称列', 'Term name column', { required: true }),
      columnField('ratio_column', '基因比例列', 'Gene ratio column', {
        required: true,
        help: '可为 12/345 形式的分数或小数。',
        helpEn: 'A fraction such as 12/345, or a decimal.',
      }),
      columnField('significance_column', '显著性列', 'Significance column', {
        required: true,
        help: 'p 值或校正 p 值（p.adjust、FDR）。',
        helpEn: 'p-value or adjusted p-value (p.adjust, FDR).',
      }),
      columnField('count_column', '基因数列', 'Gene count column'),
      numberField('top_n', '显示条目数', 'Terms shown', { min: 1, max: 100, step: 1, defaultValue: 20 }),
      select('x_axis', '横轴', 'X axis', 'ratio', [
        ['ratio', '基因比例', 'Gene ratio'],
        ['significance', '−log10(显著性)', '−log10(significance)'],
      ]),
      colour('low_colour', '显著端颜色', 'Most significant colour', '#d7191c'),
      colour('high_colour', '不显著端颜色', 'Least significant colour', '#2c7bb6'),
      titleField(),
      ...sizeFields(900, null),
    ],
    dataFiles: [
      inputTable('go-bp-kidney-up.tsv', {
        minColumns: 3,
        pickedBy: ['term_column', 'ratio_column', 'significance_column', 'count_column'],
      }),
    ],
    demo: {
      params: {
        term_column: 'Description',
        ratio_column: 'GeneRatio',
        significance_column: 'p.adjust',
        count_column: 'Count',
        top_n: 20,
        x_axis: 'ratio',
        low_colour: '#d7191c',
        high_colour: '#2c7bb6',
        width: 900,
      },
      files: { table: 'go-bp-kidney-up.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'PCAPlot',
    title: '主成分分析（PCA）图',
    titleEn: 'PCA plot with group ellipses',
    description: '对数值变量做主成分分析，按组着色并画出各组的 95% 置信椭圆，坐标轴标注各主成分解释的方差比例。',
    descriptionEn:
      "Principal component analysis of numeric variables: samples coloured by group with each group's 95% confidence ellipse, and the share of variance on each axis.",
    manual: [
      '输入表格：每行一个样本，每列一个变量（如基因表达量、理化指标），可以有分组列和样本名列。示例数据为 R 自带的 iris 数据集（Fisher/Anderson 鸢尾花，3 个种各 50 株，4 个花萼与花瓣尺寸，单位 cm）。',
      '参数：“变量列”留空则用全部数值列（分组列、样本名列除外）。“标准化”：勾选则每个变量先除以其标准差（相关矩阵 PCA，变量单位或量级不同时应勾选），等同 R prcomp(scale. = TRUE)；不勾选只中心化。“分组列”决定颜色和椭圆。“置信椭圆”及其类型：t（多元 t 分布稳健拟合，ggplot2 stat_ellipse 默认）、norm（多元正态）、chisq（正态数据椭圆，半径取 χ² 分布分位数）；“置信水平”默认 0.95。每组至少 4 个点才画椭圆。“横轴/纵轴主成分”默认 PC1 与 PC2。有缺失值的行不参与计算。',
      COMMON_MANUAL_ZH,
      '结果：PCA 散点图（轴标题含方差比例）、碎石图（各主成分及累计方差比例），以及方差解释、样本得分和变量载荷三个表。',
    ].join('\n\n'),
    manualEn: [
      "Input table: one row per sample, one column per variable (gene expression, chemistry …), optionally a group column and a sample name column. The demo is R's iris data set (Fisher's/Anderson's irises: 3 species × 50 plants, 4 sepal and petal measurements in cm).",
      'Parameters: "Variable columns" empty means every numeric column but the group and name columns. "Scale": divide each variable by its standard deviation first (a correlation-matrix PCA; use it when variables differ in unit or magnitude), as R\'s prcomp(scale. = TRUE); unchecked, variables are only centred. "Group column" sets the colours and ellipses. "Confidence ellipses" and their type: t (robust multivariate t fit, ggplot2 stat_ellipse\'s default), norm (multivariate normal), chisq (normal data ellipse with a χ² radius); "Level" defaults to 0.95. A group needs at least 4 points for an ellipse. "Components on the axes" default to PC1 and PC2. Rows with missing values are left out.',
      COMMON_MANUAL_EN,
      "Result: the PCA scatter plot (axis titles with the share of variance), a scree plot (each component's and the cumulative share), and tables of the variance explained, the scores and the loadings.",
    ].join('\n\n'),
    category: 'statistics',
    tags: ['PCA', '主成分分析', 'ordination', 'ellipse'],
    toolType: 0,
    sort: 310,
    tableDelimiter: 1,
    form: [
      columnField('variables', '变量列', 'Variable columns', {
        multiple: true,
        help: '留空则用全部数值列。',
        helpEn: 'Empty: every numeric column.',
      }),
      checkbox('scale', '标准化（单位方差）', 'Scale to unit variance', true),
      columnField('group_column', '分组列', 'Group column'),
      columnField('label_column', '样本名列', 'Sample name column'),
      checkbox('ellipses', '置信椭圆', 'Confidence ellipses', true),
      select('ellipse_type', '椭圆类型', 'Ellipse type', 't', [
        ['t', 't（稳健，ggplot2 默认）', 't (robust, ggplot2 default)'],
        ['norm', 'norm（多元正态）', 'norm (multivariate normal)'],
        ['chisq', 'chisq（正态数据椭圆）', 'chisq (normal data ellipse)'],
      ]),
      numberField('level', '置信水平', 'Level', { min: 0.5, max: 0.999, step: 0.01, defaultValue: 0.95 }),
      numberField('pc_x', '横轴主成分', 'Component across', { min: 1, max: 10, step: 1, defaultValue: 1 }),
      numberField('pc_y', '纵轴主成分', 'Component up', { min: 1, max: 10, step: 1, defaultValue: 2 }),
      titleField(),
      ...sizeFields(820, 640),
    ],
    dataFiles: [inputTable('iris.tsv', { minColumns: 2, pickedBy: ['variables', 'group_column', 'label_column'] })],
    demo: {
      params: {
        scale: true,
        group_column: 'Species',
        ellipses: true,
        ellipse_type: 't',
        level: 0.95,
        pc_x: 1,
        pc_y: 2,
        width: 820,
        height: 640,
      },
      files: { table: 'iris.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'Dendrogram',
    title: '层次聚类树',
    titleEn: 'Dendrogram',
    description: '对表格的行（样本）或列（变量）做层次聚类，按真实合并高度画出聚类树，可按分组给叶着色。',
    descriptionEn:
      'Hierarchical clustering of the rows (samples) or the columns (variables) of a table, drawn with the true merge heights, leaves coloured by group.',
    manual: [
      '输入表格：第一列为行名（如样本名），其余为数值列，可以有一个分组列（文字）。示例数据为 Global Patterns 16S 数据集 26 个样本中 10 个最丰富的门及其余门（Other）的相对丰度（%），SampleType 为样本类型。',
      '参数：“聚类对象”：行（样本，默认）或列（变量）。“数值列”留空则用全部数值列。“距离”：欧氏距离、相关距离（1 − Pearson r）或 Bray-Curtis（非负的丰度数据，与 vegan vegdist 相同）。“连接方法”：平均（UPGMA，默认）、完全或单连接，合并高度与 R hclust 一致。“方向”：横向（叶在右侧）或纵向（叶在下方）。“分组列”（仅聚类行时）给叶加上分组颜色点。',
      COMMON_MANUAL_ZH,
      '结果：聚类树，合并步骤表（每步合并的两个簇及高度），叶的顺序表，以及 Newick 格式的树文件。',
    ].join('\n\n'),
    manualEn: [
      'Input table: the first column holds the row names (e.g. samples), the others numbers; one text column may hold groups. The demo holds the relative abundance (%) of the 10 most abundant phyla and the rest (Other) in the 26 samples of the Global Patterns 16S data set, SampleType giving the sample type.',
      'Parameters: "Cluster": the rows (samples; the default) or the columns (variables). "Value columns" empty means every numeric column. "Distance": Euclidean, correlation (1 − Pearson r) or Bray-Curtis (non-negative abundances, as vegan\'s vegdist). "Linkage": average (UPGMA; the default), complete or single; merge heights match R\'s hclust. "Orientation": horizontal (leaves on the right) or vertical (leaves at the bottom). "Group column" (rows only) marks each leaf with its group\'s colour.',
      COMMON_MANUAL_EN,
      'Result: the dendrogram, a table of the merges (the two clusters joined at each step and the height), the leaf order, and the tree as a Newick file.',
    ].join('\n\n'),
    category: 'chart',
    tags: ['聚类', 'dendrogram', 'hierarchical clustering', 'UPGMA'],
    toolType: 0,
    sort: 320,
    tableDelimiter: 1,
    form: [
      {
        key: 'cluster',
        label: '聚类对象',
        labelEn: 'Cluster',
        type: 'radio',
        defaultValue: 'rows',
        options: [
          { value: 'rows', label: '行（样本）', labelEn: 'Rows (samples)' },
          { value: 'columns', label: '列（变量）', labelEn: 'Columns (variables)' },
        ],
      },
      columnField('variables', '数值列', 'Value columns', {
        multiple: true,
        help: '留空则用全部数值列。',
        helpEn: 'Empty: every numeric column.',
      }),
      select('distance', '距离', 'Distance', 'euclidean', [
        ['euclidean', '欧氏距离', 'Euclidean'],
        ['correlation', '相关距离（1 − r）', 'Correlation (1 − r)'],
        ['braycurtis', 'Bray-Curtis', 'Bray-Curtis'],
      ]),
      select('linkage', '连接方法', 'Linkage', 'average', [LINKAGE_OPTIONS[1], LINKAGE_OPTIONS[0], LINKAGE_OPTIONS[2]]),
      select('orientation', '方向', 'Orientation', 'horizontal', [
        ['horizontal', '横向（叶在右侧）', 'Horizontal (leaves on the right)'],
        ['vertical', '纵向（叶在下方）', 'Vertical (leaves at the bottom)'],
      ]),
      columnField('group_column', '分组列', 'Group column', {
        help: '仅聚类行时使用。',
        helpEn: 'Used when clustering rows.',
      }),
      titleField(),
      ...sizeFields(820, null),
    ],
    dataFiles: [
      inputTable('global-patterns-phyla.tsv', {
        minColumns: 2,
        pickedBy: ['variables', 'group_column'],
        pickedRange: '[2:]',
      }),
    ],
    demo: {
      params: {
        cluster: 'rows',
        distance: 'braycurtis',
        linkage: 'average',
        orientation: 'horizontal',
        group_column: 'SampleType',
        width: 820,
      },
      files: { table: 'global-patterns-phyla.tsv' },
    },
  },
]
