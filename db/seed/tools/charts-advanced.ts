import {
  chartTable,
  checkbox,
  colour,
  columnField,
  manualOf,
  numberField,
  radio,
  select,
  sizeFields,
  textField,
  titleField,
  type Choice,
  type Help,
} from './builders'
import type { FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

/*
 * The advanced cloud charts (tool type 0): heatmaps, differential-expression and genome-wide
 * plots, set diagrams, survival, ROC, enrichment, PCA and dendrograms. Each takes one table with a
 * header row (data-file key `table`, tab-separated); the executors live in
 * jobs/tools/charts-advanced/ under the same script class names, the manuals in charts-advanced/,
 * and the demo files in demo-files/<scriptClassName>/ (written by demo-files/advanced-chart-demos.R;
 * each folder's README names the source). Rules use the data-file rules' numbering: 1-based rows
 * (the header is row 1) and columns, `[2:]` = from the second on.
 */

const AREA = 'charts-advanced'

// ---------------------------------------------------------------------------------------------
// Form fields the charts share

const LINKAGE_OPTIONS: Choice[] = [
  ['complete', '完全连接（complete）', 'Complete'],
  ['average', '平均连接（average / UPGMA）', 'Average (UPGMA)'],
  ['single', '单连接（single）', 'Single'],
]

/** The fold-change thresholds and colours the volcano and MA plots share. */
function regulationFields(significanceHelp: Help): FormField[] {
  return [
    columnField('significance_column', '显著性判定列', 'Significance column', { help: significanceHelp }),
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
      help: { zh: '留空则用第一列。', en: 'Empty: the first column.' },
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

export const advancedChartTools: ToolDefinition[] = [
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'Dendrogram',
    title: '层次聚类树',
    titleEn: 'Dendrogram',
    description: '对表格的行（样本）或列（变量）做层次聚类，按真实合并高度画出聚类树，可按分组给叶着色。',
    descriptionEn:
      'Hierarchical clustering of the rows (samples) or the columns (variables) of a table, drawn with the true merge heights, leaves coloured by group.',
    ...manualOf(AREA, 'dendrogram'),
    category: 'chart',
    tags: ['聚类', 'dendrogram', 'hierarchical clustering', 'UPGMA'],
    toolType: 0,
    sort: 320,
    tableDelimiter: 1,
    form: [
      radio(
        'cluster',
        '聚类对象',
        'Cluster',
        [
          ['rows', '行（样本）', 'Rows (samples)'],
          ['columns', '列（变量）', 'Columns (variables)'],
        ],
        { defaultValue: 'rows' },
      ),
      columnField('variables', '数值列', 'Value columns', {
        multiple: true,
        help: { zh: '留空则用全部数值列。', en: 'Empty: every numeric column.' },
      }),
      select(
        'distance',
        '距离',
        'Distance',
        [
          ['euclidean', '欧氏距离', 'Euclidean'],
          ['correlation', '相关距离（1 − r）', 'Correlation (1 − r)'],
          ['braycurtis', 'Bray-Curtis', 'Bray-Curtis'],
        ],
        { defaultValue: 'euclidean' },
      ),
      select('linkage', '连接方法', 'Linkage', [LINKAGE_OPTIONS[1], LINKAGE_OPTIONS[0], LINKAGE_OPTIONS[2]], {
        defaultValue: 'average',
      }),
      select(
        'orientation',
        '方向',
        'Orientation',
        [
          ['horizontal', '横向（叶在右侧）', 'Horizontal (leaves on the right)'],
          ['vertical', '纵向（叶在下方）', 'Vertical (leaves at the bottom)'],
        ],
        { defaultValue: 'horizontal' },
      ),
      columnField('group_column', '分组列', 'Group column', {
        help: { zh: '仅聚类行时使用。', en: 'Used when clustering rows.' },
      }),
      titleField(),
      ...sizeFields(820, null, ADVANCED_CHART_SIZE_LIMITS),
    ],
    dataFiles: [
      chartTable('global-patterns-phyla.tsv', {
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
