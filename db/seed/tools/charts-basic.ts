import type { DataFileRule, DataFileSetting, FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'

/*
 * The basic cloud charts (tool type 0). Each takes one table with a header row (data-file key
 * `table`, tab-separated) and draws it with chart.js; the executors live in
 * jobs/tools/charts-basic/ under the same script class names. Rules use the data-file rules'
 * numbering: 1-based rows (the header is row 1) and columns, `[2:]` = from the second on.
 */

// ---------------------------------------------------------------------------------------------
// Form fields every chart shares

function titleField(defaultValue: string): FormField {
  return {
    key: 'title',
    label: '图表标题',
    labelEn: 'Chart title',
    type: 'text',
    maxLength: 100,
    defaultValue,
    help: '留空则使用工具名称。',
    helpEn: "Leave empty to use the tool's name.",
  }
}

function axisLabelFields(axes: { key: string; label: string; labelEn: string }[]): FormField[] {
  return axes.map(({ key, label, labelEn }) => ({
    key,
    label,
    labelEn,
    type: 'text',
    maxLength: 60,
    help: '留空则使用所选列的列名。',
    helpEn: 'Leave empty to use the chosen column name.',
  }))
}

const X_LABEL = { key: 'x_label', label: 'X 轴标题', labelEn: 'X-axis title' }
const Y_LABEL = { key: 'y_label', label: 'Y 轴标题', labelEn: 'Y-axis title' }

const paletteField: FormField = {
  key: 'palette',
  label: '配色方案',
  labelEn: 'Colour palette',
  type: 'select',
  defaultValue: 'tableau',
  options: [
    { label: 'Tableau 10（默认）', labelEn: 'Tableau 10 (default)', value: 'tableau' },
    { label: 'Okabe–Ito（色盲友好）', labelEn: 'Okabe–Ito (colour-blind safe)', value: 'okabe_ito' },
    { label: '柔和', labelEn: 'Pastel', value: 'pastel' },
    { label: '深色', labelEn: 'Dark', value: 'dark' },
  ],
  help: '多个系列或分组依次使用其中的颜色。',
  helpEn: 'Series or groups take its colours in turn.',
}

function colourField(defaultValue: string, label = '颜色', labelEn = 'Colour'): FormField {
  return { key: 'color', label, labelEn, type: 'color', defaultValue }
}

function legendField(defaultValue: 'top' | 'right' | 'bottom' | 'left' | 'none'): FormField {
  return {
    key: 'legend_position',
    label: '图例位置',
    labelEn: 'Legend position',
    type: 'select',
    defaultValue,
    options: [
      { label: '上方', labelEn: 'Top', value: 'top' },
      { label: '右侧', labelEn: 'Right', value: 'right' },
      { label: '下方', labelEn: 'Bottom', value: 'bottom' },
      { label: '左侧', labelEn: 'Left', value: 'left' },
      { label: '不显示', labelEn: 'Hidden', value: 'none' },
    ],
  }
}

function sizeFields(width = 800, height = 520): FormField[] {
  return [
    {
      key: 'width',
      label: '图宽（像素）',
      labelEn: 'Width (pixels)',
      type: 'number',
      min: 300,
      max: 2400,
      step: 10,
      defaultValue: width,
    },
    {
      key: 'height',
      label: '图高（像素）',
      labelEn: 'Height (pixels)',
      type: 'number',
      min: 240,
      max: 2400,
      step: 10,
      defaultValue: height,
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

// ---------------------------------------------------------------------------------------------
// The data file

const TABLE_FILE_TYPES = ['txt', 'tsv']

/** A table laid out as "labels in the first column, numbers in every other column". */
function wideTable(exampleFile: string, options: { allowEmpty: boolean; pickedBy: string[] }): DataFileSetting {
  return {
    label: '数据表 (Data table)',
    key: 'table',
    required: true,
    exampleFile,
    fileTypes: TABLE_FILE_TYPES,
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns: 2 },
      { kind: 'valueType', rows: '[2:]', columns: '[2:]', valueType: 'number', allowEmpty: options.allowEmpty },
      ...options.pickedBy.map((formKey): DataFileRule => ({ kind: 'formKeyMapping', formKey, column: '[2:]' })),
    ],
  }
}

/** A table of records whose columns the form picks by name (any column may hold text). */
function recordTable(exampleFile: string, minColumns: number, pickedBy: string[]): DataFileSetting {
  return {
    label: '数据表 (Data table)',
    key: 'table',
    required: true,
    exampleFile,
    fileTypes: TABLE_FILE_TYPES,
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns },
      ...pickedBy.map((formKey): DataFileRule => ({ kind: 'formKeyMapping', formKey, column: '[1:]' })),
    ],
  }
}

const COMMON_MANUAL_ZH =
  '通用参数：图表标题（留空用工具名称）；坐标轴标题（留空用列名）；图宽、图高（像素，也是下载 PNG 的尺寸）。数据表为制表符分隔的文本文件（.txt / .tsv），第一行为表头；空单元格或 NA 表示缺失值。'
const COMMON_MANUAL_EN =
  "Common parameters: chart title (empty: the tool's name); axis titles (empty: the column names); width and height in pixels (also the size of the PNG download). The data table is a tab-separated text file (.txt / .tsv) whose first row is the header; an empty cell or NA is a missing value."

const CATEGORY = 'chart'

export const basicChartTools: ToolDefinition[] = [
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'BarChart',
    title: '分组/堆叠柱状图',
    titleEn: 'Grouped and stacked bar chart',
    description: '按类别比较多个数值系列：并列分组或堆叠，可横向显示，可换算为每个类别内的百分比。',
    descriptionEn:
      'Compare several numeric series across categories: grouped side by side or stacked, vertical or horizontal, optionally as percentages of each category.',
    manual: [
      '输入表格：第一列为类别（如样本类型），其余每一列是一个数值系列（如各门的相对丰度），每行一个类别。示例数据为 Global Patterns 16S 数据集中 9 种样本类型下 6 个最丰富的门的平均相对丰度（%），其余门合并为 Others。',
      '参数：“系列列”选择要绘制的数值列（留空则全部绘制，顺序即图例顺序）；“排列方式”为分组（并列）或堆叠；“换算为百分比”把每个类别的各系列除以该类别的合计再乘以 100，适合看组成；“横向”把类别放在纵轴上，类别名较长时更易读。',
      COMMON_MANUAL_ZH,
      '结果：柱状图与所绘数值表（可下载 TSV）。一张图最多 5000 根柱（类别 × 系列）。',
    ].join('\n\n'),
    manualEn: [
      'Input table: the first column holds the categories (e.g. sample types); every other column is one numeric series (e.g. the relative abundance of a phylum); one row per category. The demo shows the mean relative abundance (%) of the six most abundant phyla in the 9 sample types of the Global Patterns 16S data set, the remaining phyla summed as Others.',
      'Parameters: "Series columns" picks the numeric columns to draw (empty: all, in the order chosen); "Layout" is grouped (side by side) or stacked; "As percentages" divides each series by its category\'s total × 100, to show composition; "Horizontal" puts the categories on the vertical axis, easier to read with long names.',
      COMMON_MANUAL_EN,
      'Result: the bar chart and a table of the plotted values (downloadable as TSV). A chart holds at most 5,000 bars (categories × series).',
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['柱状图', 'bar chart', 'stacked'],
    toolType: 0,
    sort: 10,
    tableDelimiter: 1,
    form: [
      columnField('series_columns', '系列列', 'Series columns', {
        multiple: true,
        help: '留空则绘制第一列之后的全部列。',
        helpEn: 'Empty: every column after the first.',
      }),
      {
        key: 'layout',
        label: '排列方式',
        labelEn: 'Layout',
        type: 'radio',
        defaultValue: 'grouped',
        options: [
          { label: '分组（并列）', labelEn: 'Grouped (side by side)', value: 'grouped' },
          { label: '堆叠', labelEn: 'Stacked', value: 'stacked' },
        ],
      },
      checkbox('percent', '换算为百分比', 'As percentages of each category', false, {
        zh: '每个类别的各系列之和为 100%。',
        en: "Each category's series add up to 100%.",
      }),
      checkbox('horizontal', '横向', 'Horizontal', false),
      titleField(''),
      ...axisLabelFields([
        { key: 'category_label', label: '类别轴标题', labelEn: 'Category axis title' },
        { key: 'value_label', label: '数值轴标题', labelEn: 'Value axis title' },
      ]),
      paletteField,
      legendField('right'),
      ...sizeFields(),
    ],
    dataFiles: [wideTable('phylum-by-sample-type.tsv', { allowEmpty: true, pickedBy: ['series_columns'] })],
    demo: {
      params: {
        series_columns: [
          'Proteobacteria',
          'Firmicutes',
          'Bacteroidetes',
          'Cyanobacteria',
          'Actinobacteria',
          'Verrucomicrobia',
          'Others',
        ],
        layout: 'stacked',
        percent: true,
        horizontal: false,
        title: 'Global Patterns: phylum composition by sample type',
        category_label: 'Sample type',
        value_label: 'Mean relative abundance (%)',
        palette: 'tableau',
        legend_position: 'right',
        width: 900,
        height: 520,
      },
      files: { table: 'phylum-by-sample-type.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'LineChart',
    title: '折线图',
    titleEn: 'Line chart',
    description: '把一个或多个数值系列画成折线，展示随时间、剂量或顺序的变化。',
    descriptionEn: 'Draw one or more numeric series as lines, showing change over time, dose or any ordered axis.',
    manual: [
      '输入表格：第一列为横轴（时间点、天数、剂量等），其余每一列是一条折线。若第一列全部为数字，横轴按数值等比例排列，否则按行的顺序作为类别排列。空单元格表示该点缺失。示例数据为 R 自带数据集 airquality：1973 年 5–9 月纽约 LaGuardia 机场的每日最高气温（°F），每月一列。',
      '参数：“系列列”选择要绘制的列（留空则全部）；“显示数据点”在折线上标出每个点；“平滑曲线”用曲线连接各点（只影响外观，不改变数值）；“跨过缺失值连线”在缺失点两侧直接相连，否则折线在此断开；“纵轴从 0 开始”。',
      COMMON_MANUAL_ZH,
      '结果：折线图，以及每个系列的数量、均值、最小值和最大值表。超过 2000 行时，图中按顺序分 1000 段、每段保留各系列的最小值、最大值和缺失处，形状不变而绘制更快；统计表使用全部数据。',
    ].join('\n\n'),
    manualEn: [
      "Input table: the first column is the horizontal axis (time points, days, doses …); every other column is one line. When the first column is all numbers the axis is numeric (spaced by value), otherwise its values are categories in row order. An empty cell is a missing point. The demo is R's airquality data set: daily maximum temperature (°F) at LaGuardia Airport, New York, May to September 1973, one column per month.",
      'Parameters: "Series columns" picks the lines (empty: all); "Show points" marks every point; "Smooth lines" draws curves through the points (appearance only, values unchanged); "Connect across gaps" joins the points on both sides of a missing value, otherwise the line breaks there; "Y axis from 0".',
      COMMON_MANUAL_EN,
      "Result: the line chart, and a table of each series' count, mean, minimum and maximum. Beyond 2,000 rows the chart draws 1,000 runs of rows, each keeping every series' minimum, maximum and gaps: the same shape, drawn faster; the table uses all rows.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['折线图', 'line chart', 'time series'],
    toolType: 0,
    sort: 20,
    tableDelimiter: 1,
    form: [
      columnField('series_columns', '系列列', 'Series columns', {
        multiple: true,
        help: '留空则绘制第一列之后的全部列。',
        helpEn: 'Empty: every column after the first.',
      }),
      checkbox('show_points', '显示数据点', 'Show points', true),
      checkbox('smooth', '平滑曲线', 'Smooth lines', false),
      checkbox('span_gaps', '跨过缺失值连线', 'Connect across gaps', false),
      checkbox('begin_at_zero', '纵轴从 0 开始', 'Y axis from 0', false),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      paletteField,
      legendField('top'),
      ...sizeFields(),
    ],
    dataFiles: [wideTable('airquality-temperature.tsv', { allowEmpty: true, pickedBy: ['series_columns'] })],
    demo: {
      params: {
        series_columns: ['May', 'June', 'July', 'August', 'September'],
        show_points: true,
        smooth: false,
        span_gaps: false,
        begin_at_zero: false,
        title: 'Daily maximum temperature, LaGuardia Airport, 1973',
        x_label: 'Day of month',
        y_label: 'Temperature (°F)',
        palette: 'tableau',
        legend_position: 'top',
        width: 900,
        height: 520,
      },
      files: { table: 'airquality-temperature.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'ScatterChart',
    title: '散点图（可加回归线）',
    titleEn: 'Scatter plot with regression line',
    description: '两个数值变量的散点图，可按分组着色，可添加最小二乘回归直线并给出方程和 R²。',
    descriptionEn:
      'Scatter plot of two numeric variables, optionally coloured by group, with an optional least-squares line and its equation and R².',
    manual: [
      '输入表格：每行一个观测（样本），每列一个变量，第一行为表头。示例数据为 R 自带数据集 mtcars：1974 年 Motor Trend 杂志的 32 款汽车，第一列为车型。',
      '参数：“X 列”“Y 列”选择横轴和纵轴的数值列；“分组列”（可选）按该列的取值给点着色并分别显示图例，数字列也可作为分组（如气缸数 cyl）；“标签列”（可选）写入结果表，便于对照每个点；“回归线”用全部点拟合最小二乘直线 y = a + bx，直线画在数据范围内，方程、R² 和点数显示在副标题和说明中（与 R 的 lm(y ~ x) 一致）；“点大小”为点的半径（像素）；“颜色”在没有分组时使用。X 或 Y 缺失的行不绘制，并在说明中列出。',
      COMMON_MANUAL_ZH,
      '结果：散点图，回归方程与 R²，以及每个点的数值（有回归线时含拟合值和残差）。点多于 5000 个时，图中画出随机抽取的 5000 个点，回归和结果表仍使用全部点。',
    ].join('\n\n'),
    manualEn: [
      "Input table: one observation (sample) per row, one variable per column, the header in the first row. The demo is R's mtcars data set: 32 cars from Motor Trend magazine (1974), the first column naming the model.",
      'Parameters: "X column" and "Y column" pick the numeric columns of the two axes; "Group column" (optional) colours the points by that column\'s values with one legend entry each (a numeric column such as cyl works too); "Label column" (optional) is copied into the result table so each point can be identified; "Regression line" fits the least-squares line y = a + bx through all points, drawn across the data\'s range, with the equation, R² and n in the subtitle and notes (as R lm(y ~ x)); "Point size" is the point radius in pixels; "Colour" is used when there are no groups. Rows missing X or Y are not drawn and are listed in the notes.',
      COMMON_MANUAL_EN,
      "Result: the scatter plot, the line's equation and R², and every point's values (with fitted values and residuals when the line is drawn). With more than 5,000 points the chart draws a random sample of 5,000; the fit and the table still use every point.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['散点图', 'scatter plot', 'regression'],
    toolType: 0,
    sort: 30,
    tableDelimiter: 1,
    form: [
      columnField('x_column', 'X 列', 'X column', { required: true }),
      columnField('y_column', 'Y 列', 'Y column', { required: true }),
      columnField('group_column', '分组列', 'Group column', {
        help: '可选，按该列着色。',
        helpEn: 'Optional: colour the points by this column.',
      }),
      columnField('label_column', '标签列', 'Label column', {
        help: '可选，写入结果表。',
        helpEn: 'Optional: names the points in the result table.',
      }),
      checkbox('regression', '回归线', 'Regression line', true, {
        zh: '最小二乘直线，显示方程和 R²。',
        en: 'Least-squares line with its equation and R².',
      }),
      {
        key: 'point_size',
        label: '点大小',
        labelEn: 'Point size',
        type: 'number',
        min: 1,
        max: 15,
        step: 1,
        defaultValue: 5,
      },
      colourField('#4e79a7'),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      paletteField,
      legendField('top'),
      ...sizeFields(800, 560),
    ],
    dataFiles: [recordTable('mtcars.tsv', 2, ['x_column', 'y_column', 'group_column', 'label_column'])],
    demo: {
      params: {
        x_column: 'wt',
        y_column: 'mpg',
        group_column: 'cyl',
        label_column: 'model',
        regression: true,
        point_size: 6,
        color: '#4e79a7',
        title: 'Fuel economy and weight (mtcars)',
        x_label: 'Weight (1000 lbs)',
        y_label: 'Miles per US gallon',
        palette: 'tableau',
        legend_position: 'top',
        width: 800,
        height: 560,
      },
      files: { table: 'mtcars.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'BubbleChart',
    title: '气泡图',
    titleEn: 'Bubble chart',
    description: '散点图加第三个变量：气泡的面积与该变量成正比。',
    descriptionEn: "A scatter plot with a third variable: each bubble's area is proportional to it.",
    manual: [
      '输入表格：每行一个对象，第一行为表头；需要三个数值列（横轴、纵轴、气泡大小）。示例数据为 R 自带数据集 state.x77：美国 50 个州 1970 年代的人口（千人）、人均收入（美元）、文盲率（%）、预期寿命（岁）等。',
      '参数：“X 列”“Y 列”选择两轴；“大小列”决定气泡大小，取值须为非负数，气泡面积与其成正比（半径 = 最大半径 × √(值 / 最大值)）；“标签列”（可选，默认第一列）用于鼠标提示和结果表；“最大半径”为最大值对应的半径（像素）；“颜色”为气泡颜色（半透明，重叠处可见）。',
      COMMON_MANUAL_ZH,
      '结果：气泡图和每个气泡的数值及半径表。气泡多于 1000 个时只画最大的 1000 个。',
    ].join('\n\n'),
    manualEn: [
      "Input table: one item per row, the header in the first row, with three numeric columns (X, Y and bubble size). The demo is R's state.x77 data set: population (thousands), per-capita income (dollars), illiteracy (%), life expectancy (years) and more for the 50 US states in the 1970s.",
      'Parameters: "X column" and "Y column" pick the axes; "Size column" sets the bubble size; its values must not be negative, and a bubble\'s area is proportional to its value (radius = largest radius × √(value / maximum)); "Label column" (optional, default the first column) names the bubbles in tooltips and the result table; "Largest radius" is the radius of the maximum, in pixels; "Colour" fills the bubbles (translucent, so overlaps show).',
      COMMON_MANUAL_EN,
      "Result: the bubble chart and a table of each bubble's values and radius. With more than 1,000 bubbles the 1,000 largest are drawn.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['气泡图', 'bubble chart'],
    toolType: 0,
    sort: 40,
    tableDelimiter: 1,
    form: [
      columnField('x_column', 'X 列', 'X column', { required: true }),
      columnField('y_column', 'Y 列', 'Y column', { required: true }),
      columnField('size_column', '大小列', 'Size column', { required: true }),
      columnField('label_column', '标签列', 'Label column', {
        help: '默认第一列。',
        helpEn: 'Default: the first column.',
      }),
      {
        key: 'max_radius',
        label: '最大半径（像素）',
        labelEn: 'Largest radius (pixels)',
        type: 'number',
        min: 5,
        max: 80,
        step: 1,
        defaultValue: 30,
      },
      colourField('#4e79a7'),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      ...sizeFields(800, 560),
    ],
    dataFiles: [recordTable('state-x77.tsv', 3, ['x_column', 'y_column', 'size_column', 'label_column'])],
    demo: {
      params: {
        x_column: 'Income',
        y_column: 'Life Exp',
        size_column: 'Population',
        label_column: 'State',
        max_radius: 32,
        color: '#e15759',
        title: 'US states: income, life expectancy and population (1970s)',
        x_label: 'Per-capita income (USD)',
        y_label: 'Life expectancy (years)',
        width: 860,
        height: 580,
      },
      files: { table: 'state-x77.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'BoxPlot',
    title: '箱线图',
    titleEn: 'Box plot',
    description: '按分组比较数值分布：中位数、四分位（Tukey 铰链）、1.5 倍四分位距须线和离群点，与 R boxplot 一致。',
    descriptionEn:
      "Compare distributions across groups: median, quartiles (Tukey's hinges), whiskers at 1.5 × IQR and outliers, as R's boxplot draws them.",
    manual: [
      '输入表格（长格式）：每行一个观测，一列为分组（文字或数字），一列为数值。示例数据为 R 自带数据集 InsectSprays：6 种杀虫剂（A–F）处理后每块试验田的昆虫计数，每种 12 块。',
      '计算方法与 R 的 boxplot.stats 相同：箱体上下沿为 Tukey 铰链（fivenum 的第 2、4 个数），中间线为中位数；须线延伸到距箱体不超过“须线系数”×箱高的最远数据点；更远的点画为离群点（空心圆）。系数为 0 时须线延伸到最小值和最大值，不标离群点。',
      '参数：“分组列”“数值列”；“须线系数”（默认 1.5）；“显示数据点”把每个观测画在箱上；“显示均值”用小圆点标出均值；“配色方案”为每组配色。分组按在表中首次出现的顺序排列（分组全为数字时按数值从小到大），数值缺失的行被跳过。',
      COMMON_MANUAL_ZH,
      '结果：箱线图，以及每组的 n、下须、Q1、中位数、Q3、上须和离群值表。',
    ].join('\n\n'),
    manualEn: [
      "Input table (long format): one observation per row, one column with the group (text or numbers), one with the value. The demo is R's InsectSprays data set: insect counts in field plots treated with six insecticides (A–F), 12 plots each.",
      'Computed as R\'s boxplot.stats: the box runs between Tukey\'s hinges (the 2nd and 4th numbers of fivenum) with the median inside; the whiskers reach the most extreme values within "Whisker coefficient" × the box height of the box; values beyond are drawn as outliers (open circles). A coefficient of 0 extends the whiskers to the minimum and maximum and marks no outliers.',
      'Parameters: "Group column" and "Value column"; "Whisker coefficient" (default 1.5); "Show data points" draws every observation over its box; "Show mean" marks the mean with a dot; "Colour palette" colours the groups. Groups appear in the order they first occur in the table (in increasing order when every group is a number); rows without a value are skipped.',
      COMMON_MANUAL_EN,
      "Result: the box plot and a table of each group's n, lower whisker, Q1, median, Q3, upper whisker and outliers.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['箱线图', 'box plot', 'distribution'],
    toolType: 0,
    sort: 50,
    tableDelimiter: 1,
    form: [
      columnField('group_column', '分组列', 'Group column', { required: true }),
      columnField('value_column', '数值列', 'Value column', { required: true }),
      {
        key: 'coef',
        label: '须线系数',
        labelEn: 'Whisker coefficient',
        type: 'number',
        min: 0,
        max: 10,
        step: 0.1,
        defaultValue: 1.5,
        help: '须线最长为该系数 × 四分位距。',
        helpEn: 'Whiskers reach at most this × the interquartile range.',
      },
      checkbox('show_points', '显示数据点', 'Show data points', false),
      checkbox('show_mean', '显示均值', 'Show mean', false),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      paletteField,
      ...sizeFields(800, 520),
    ],
    dataFiles: [recordTable('insect-sprays.tsv', 2, ['group_column', 'value_column'])],
    demo: {
      params: {
        group_column: 'spray',
        value_column: 'count',
        coef: 1.5,
        show_points: true,
        show_mean: false,
        title: 'Insect counts by insecticide (InsectSprays)',
        x_label: 'Insecticide',
        y_label: 'Insect count per plot',
        palette: 'tableau',
        width: 800,
        height: 520,
      },
      files: { table: 'insect-sprays.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'ViolinPlot',
    title: '小提琴图',
    titleEn: 'Violin plot',
    description: '按分组展示数值分布的形状：每组的高斯核密度估计（带宽规则同 R density），内嵌箱线图。',
    descriptionEn:
      "Show the shape of each group's distribution: a Gaussian kernel density estimate per group (bandwidth as R's density) with a box plot inside.",
    manual: [
      '输入表格（长格式）：每行一个观测，一列为分组，一列为数值。示例数据为 R 自带数据集 chickwts：饲喂 6 种饲料的雏鸡 6 周后的体重（克）。',
      '每组分别计算高斯核密度估计，在该组最小值到最大值之间取 100 个点（即不外延到数据范围之外）；小提琴宽度与密度成正比，各组最宽处相同。带宽规则：nrd0（R density 的默认，Silverman 经验法则 0.9·min(sd, IQR/1.34)·n^(-1/5)）或 nrd（Scott 的 1.06 倍）；“带宽倍数”再乘到带宽上，越大曲线越平滑。每组至少需要 2 个数值。',
      '参数：“分组列”“数值列”；“带宽规则”“带宽倍数”；“内嵌箱线图”在小提琴中画出窄箱线图（Tukey 铰链与 1.5 倍四分位距须线）；“显示数据点”；“配色方案”。',
      COMMON_MANUAL_ZH,
      '结果：小提琴图，以及每组的 n、带宽、中位数和四分位表。',
    ].join('\n\n'),
    manualEn: [
      "Input table (long format): one observation per row, one column with the group, one with the value. The demo is R's chickwts data set: weights (g) of chicks after six weeks on six feeds.",
      "Each group gets its own Gaussian kernel density estimate at 100 points from its minimum to its maximum (not beyond the data); the violin's width is proportional to the density, every group equally wide at its widest. Bandwidth rule: nrd0 (R density's default, Silverman's rule of thumb 0.9·min(sd, IQR/1.34)·n^(-1/5)) or nrd (Scott's variant, factor 1.06); \"Bandwidth multiplier\" scales it further (larger is smoother). Each group needs at least 2 values.",
      'Parameters: "Group column" and "Value column"; "Bandwidth rule" and "Bandwidth multiplier"; "Box plot inside" draws a narrow box plot (Tukey hinges, whiskers at 1.5 × IQR) in each violin; "Show data points"; "Colour palette".',
      COMMON_MANUAL_EN,
      "Result: the violin plot and a table of each group's n, bandwidth, median and quartiles.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['小提琴图', 'violin plot', 'distribution'],
    toolType: 0,
    sort: 60,
    tableDelimiter: 1,
    form: [
      columnField('group_column', '分组列', 'Group column', { required: true }),
      columnField('value_column', '数值列', 'Value column', { required: true }),
      {
        key: 'bandwidth_rule',
        label: '带宽规则',
        labelEn: 'Bandwidth rule',
        type: 'select',
        defaultValue: 'nrd0',
        options: [
          { label: 'nrd0（Silverman，R 默认）', labelEn: 'nrd0 (Silverman, R default)', value: 'nrd0' },
          { label: 'nrd（Scott）', labelEn: 'nrd (Scott)', value: 'nrd' },
        ],
      },
      {
        key: 'adjust',
        label: '带宽倍数',
        labelEn: 'Bandwidth multiplier',
        type: 'number',
        min: 0.1,
        max: 5,
        step: 0.1,
        defaultValue: 1,
      },
      checkbox('show_box', '内嵌箱线图', 'Box plot inside', true),
      checkbox('show_points', '显示数据点', 'Show data points', false),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      paletteField,
      ...sizeFields(860, 520),
    ],
    dataFiles: [recordTable('chickwts.tsv', 2, ['group_column', 'value_column'])],
    demo: {
      params: {
        group_column: 'feed',
        value_column: 'weight',
        bandwidth_rule: 'nrd0',
        adjust: 1,
        show_box: true,
        show_points: false,
        title: 'Chick weight by feed (chickwts)',
        x_label: 'Feed',
        y_label: 'Weight after six weeks (g)',
        palette: 'tableau',
        width: 860,
        height: 520,
      },
      files: { table: 'chickwts.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'Histogram',
    title: '直方图',
    titleEn: 'Histogram',
    description: '一个数值列的频数分布；分组数按 Sturges、Scott 或 Freedman–Diaconis 规则，断点与计数与 R hist 一致。',
    descriptionEn:
      "The frequency distribution of one numeric column; bins by Sturges', Scott's or the Freedman–Diaconis rule, with R hist's breaks and counts.",
    manual: [
      '输入表格：第一行为表头，选择其中一个数值列；空单元格和 NA 不计入。示例数据为 R 自带数据集 faithful：美国黄石公园老忠实泉 272 次喷发的持续时间（分钟）和间隔（分钟）。',
      '分组方法与 R 的 hist(x) 相同：规则先给出建议的组数（Sturges：⌈log₂n + 1⌉；Scott：组宽 3.5σn^(-1/3)；FD：组宽 2·IQR·n^(-1/3)），再用 pretty() 取整为 1、2、5 × 10^k 的整齐断点，所以实际组数可能与建议不同；每组为左开右闭区间 (a, b]，第一组包含左端点。选择“指定组数”时，“组数”同样作为建议值交给 pretty()。',
      '参数：“数值列”；“分组规则”“组数”；“纵轴”为频数或密度（频数 / (n × 组宽)，各柱面积之和为 1）；“叠加密度曲线”画出高斯核密度估计（带宽 nrd0，按纵轴刻度换算）；“颜色”。',
      COMMON_MANUAL_ZH,
      '结果：直方图，以及每组的区间、频数和密度表。',
    ].join('\n\n'),
    manualEn: [
      "Input table: a header row; pick one numeric column; empty cells and NA are left out. The demo is R's faithful data set: duration (minutes) of and waiting time (minutes) between 272 eruptions of the Old Faithful geyser, Yellowstone.",
      'Bins as R\'s hist(x): a rule suggests a number of classes (Sturges: ⌈log₂n + 1⌉; Scott: width 3.5σn^(-1/3); FD: width 2·IQR·n^(-1/3)), then pretty() rounds it to tidy breaks of 1, 2 or 5 × 10^k, so the actual number of bins may differ from the suggestion; each bin is right-closed (a, b], the first one including its left end. With "Given number", "Number of bins" is the suggestion handed to pretty() in the same way.',
      'Parameters: "Value column"; "Binning rule" and "Number of bins"; "Y axis" is frequency or density (frequency / (n × bin width), the bars\' areas adding up to 1); "Overlay density curve" draws a Gaussian kernel density estimate (bandwidth nrd0) on the same scale; "Colour".',
      COMMON_MANUAL_EN,
      "Result: the histogram and a table of each bin's interval, count and density.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['直方图', 'histogram', 'distribution'],
    toolType: 0,
    sort: 70,
    tableDelimiter: 1,
    form: [
      columnField('value_column', '数值列', 'Value column', { required: true }),
      {
        key: 'bin_rule',
        label: '分组规则',
        labelEn: 'Binning rule',
        type: 'select',
        defaultValue: 'sturges',
        options: [
          { label: 'Sturges（R 默认）', labelEn: "Sturges' (R default)", value: 'sturges' },
          { label: 'Scott', labelEn: "Scott's", value: 'scott' },
          { label: 'Freedman–Diaconis', labelEn: 'Freedman–Diaconis', value: 'fd' },
          { label: '指定组数', labelEn: 'Given number', value: 'count' },
        ],
      },
      {
        key: 'bin_count',
        label: '组数',
        labelEn: 'Number of bins',
        type: 'number',
        min: 1,
        max: 500,
        step: 1,
        defaultValue: 10,
        help: '仅在“指定组数”时使用。',
        helpEn: 'Used with "Given number" only.',
      },
      {
        key: 'y_scale',
        label: '纵轴',
        labelEn: 'Y axis',
        type: 'radio',
        defaultValue: 'count',
        options: [
          { label: '频数', labelEn: 'Frequency', value: 'count' },
          { label: '密度', labelEn: 'Density', value: 'density' },
        ],
      },
      checkbox('density_curve', '叠加密度曲线', 'Overlay density curve', false),
      colourField('#4e79a7'),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      ...sizeFields(),
    ],
    dataFiles: [recordTable('faithful.tsv', 1, ['value_column'])],
    demo: {
      params: {
        value_column: 'eruptions',
        bin_rule: 'sturges',
        bin_count: 10,
        y_scale: 'count',
        density_curve: true,
        color: '#4e79a7',
        title: 'Old Faithful eruption durations',
        x_label: 'Eruption duration (minutes)',
        y_label: '',
        width: 800,
        height: 520,
      },
      files: { table: 'faithful.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'DensityPlot',
    title: '密度图',
    titleEn: 'Density plot',
    description: '高斯核密度估计曲线，可按分组叠加；带宽与取值网格同 R density。',
    descriptionEn: "Gaussian kernel density curves, optionally one per group; bandwidth and grid as R's density.",
    manual: [
      '输入表格：第一行为表头，选择一个数值列，可再选择一个分组列（每组一条曲线）；空单元格和 NA 不计入。示例数据为 R 自带数据集 faithful：老忠实泉 272 次喷发的间隔时间（分钟），呈双峰分布。',
      '计算方法与 R 的 density(x) 相同：高斯核，带宽 nrd0（Silverman 经验法则，R 默认）或 nrd（Scott），再乘以“带宽倍数”；在 [最小值 − 3 × 带宽, 最大值 + 3 × 带宽] 上等距取 512 个点；同 R 一样先把数据线性分箱再用 FFT 卷积，结果与 R 一致（与逐点精确求和相差小于峰高的 0.1%）。每组至少需要 2 个数值。',
      '参数：“数值列”“分组列”（可选）；“带宽规则”“带宽倍数”；“填充曲线下方”；“配色方案”。',
      COMMON_MANUAL_ZH,
      '结果：密度曲线图，以及每组的 n、均值、带宽和峰值位置表。',
    ].join('\n\n'),
    manualEn: [
      "Input table: a header row; pick a numeric column and optionally a group column (one curve per group); empty cells and NA are left out. The demo is R's faithful data set: the waiting time (minutes) between 272 eruptions of Old Faithful, a bimodal distribution.",
      "Computed as R's density(x): a Gaussian kernel, bandwidth nrd0 (Silverman's rule of thumb, R's default) or nrd (Scott's), times \"Bandwidth multiplier\"; 512 evenly spaced points on [minimum − 3 × bandwidth, maximum + 3 × bandwidth]; like R, the data are binned linearly and convolved by FFT, giving R's numbers (within 0.1% of the peak of an exact sum at every point). Each group needs at least 2 values.",
      'Parameters: "Value column", "Group column" (optional); "Bandwidth rule" and "Bandwidth multiplier"; "Fill under the curve"; "Colour palette".',
      COMMON_MANUAL_EN,
      "Result: the density curves and a table of each group's n, mean, bandwidth and the position of its peak.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['密度图', 'density plot', 'kernel density'],
    toolType: 0,
    sort: 80,
    tableDelimiter: 1,
    form: [
      columnField('value_column', '数值列', 'Value column', { required: true }),
      columnField('group_column', '分组列', 'Group column', {
        help: '可选，每组一条曲线。',
        helpEn: 'Optional: one curve per group.',
      }),
      {
        key: 'bandwidth_rule',
        label: '带宽规则',
        labelEn: 'Bandwidth rule',
        type: 'select',
        defaultValue: 'nrd0',
        options: [
          { label: 'nrd0（Silverman，R 默认）', labelEn: 'nrd0 (Silverman, R default)', value: 'nrd0' },
          { label: 'nrd（Scott）', labelEn: 'nrd (Scott)', value: 'nrd' },
        ],
      },
      {
        key: 'adjust',
        label: '带宽倍数',
        labelEn: 'Bandwidth multiplier',
        type: 'number',
        min: 0.1,
        max: 5,
        step: 0.1,
        defaultValue: 1,
      },
      checkbox('fill', '填充曲线下方', 'Fill under the curve', true),
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      paletteField,
      legendField('top'),
      ...sizeFields(),
    ],
    dataFiles: [recordTable('faithful.tsv', 1, ['value_column', 'group_column'])],
    demo: {
      params: {
        value_column: 'waiting',
        group_column: '',
        bandwidth_rule: 'nrd0',
        adjust: 1,
        fill: true,
        title: 'Old Faithful: waiting time between eruptions',
        x_label: 'Waiting time (minutes)',
        y_label: 'Density',
        palette: 'tableau',
        legend_position: 'top',
        width: 800,
        height: 520,
      },
      files: { table: 'faithful.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'PieChart',
    title: '饼图/环形图',
    titleEn: 'Pie and donut chart',
    description: '各部分占总体的比例，标签和提示中显示百分比；较小的部分可合并为“其他”。',
    descriptionEn:
      'Shares of a whole, with percentages in the labels and tooltips; small parts can be merged into "Others".',
    manual: [
      '输入表格：第一列为部分的名称，第二列起为数值列（非负数），选择其中一列作图。示例数据为 Global Patterns 16S 数据集 26 个样本中各门（Phylum）的序列数合计。',
      '参数：“数值列”；“样式”为饼图或环形图；“最多扇区数”：部分多于此数时，保留最大的（该数 − 1）个，其余合并为“其他”；“按数值排序”从大到小排列扇区；“配色方案”（“其他”总是灰色）；“图例位置”。百分比 = 数值 / 全部数值之和 × 100，保留一位小数，写在图例和鼠标提示中。',
      COMMON_MANUAL_ZH,
      '结果：饼图或环形图，以及每个扇区的数值和百分比表。',
    ].join('\n\n'),
    manualEn: [
      'Input table: the first column names the parts; the second and later columns are numeric (not negative); pick one of them. The demo is the number of reads per phylum over the 26 samples of the Global Patterns 16S data set.',
      'Parameters: "Value column"; "Style" is pie or donut; "Most slices": with more parts than this, the largest (this − 1) are kept and the rest merged into "Others"; "Sort by value" orders the slices from largest to smallest; "Colour palette" ("Others" is always grey); "Legend position". Percentage = value / sum of all values × 100, to one decimal, shown in the legend and the tooltips.',
      COMMON_MANUAL_EN,
      "Result: the pie or donut chart and a table of each slice's value and percentage.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['饼图', 'pie chart', 'donut', 'composition'],
    toolType: 0,
    sort: 90,
    tableDelimiter: 1,
    form: [
      columnField('value_column', '数值列', 'Value column', {
        help: '默认第二列。',
        helpEn: 'Default: the second column.',
      }),
      {
        key: 'style',
        label: '样式',
        labelEn: 'Style',
        type: 'radio',
        defaultValue: 'pie',
        options: [
          { label: '饼图', labelEn: 'Pie', value: 'pie' },
          { label: '环形图', labelEn: 'Donut', value: 'doughnut' },
        ],
      },
      {
        key: 'max_slices',
        label: '最多扇区数',
        labelEn: 'Most slices',
        type: 'number',
        min: 2,
        max: 30,
        step: 1,
        defaultValue: 10,
      },
      checkbox('sort', '按数值排序', 'Sort by value', true),
      titleField(''),
      paletteField,
      legendField('right'),
      ...sizeFields(760, 520),
    ],
    dataFiles: [wideTable('phylum-reads.tsv', { allowEmpty: false, pickedBy: ['value_column'] })],
    demo: {
      params: {
        value_column: 'Reads',
        style: 'doughnut',
        max_slices: 9,
        sort: true,
        title: 'Global Patterns: reads per phylum',
        palette: 'tableau',
        legend_position: 'right',
        width: 760,
        height: 520,
      },
      files: { table: 'phylum-reads.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'AreaChart',
    title: '面积图',
    titleEn: 'Area chart',
    description: '折线下方填充颜色的面积图，可堆叠显示各部分对总量的贡献。',
    descriptionEn: 'Lines with the area below filled; stacked, they show how parts add up to a total.',
    manual: [
      '输入表格：第一列为横轴（如年份），其余每一列是一个系列。第一列全部为数字时横轴按数值等比例排列，否则按行顺序作为类别。示例数据为 R 自带数据集 WorldPhones：1951–1961 年世界各地区的电话数量（千部）。',
      '参数：“系列列”（留空则全部）；“堆叠”把各系列逐层叠加，最上层的高度即总量（堆叠时缺失值按 0 处理）；“平滑曲线”；“填充不透明度”（0–1）；“配色方案”“图例位置”。',
      COMMON_MANUAL_ZH,
      '结果：面积图和所绘数值表（堆叠时含合计列）。行数很多时的绘制方式同折线图。',
    ].join('\n\n'),
    manualEn: [
      "Input table: the first column is the horizontal axis (e.g. years); every other column is one series. When the first column is all numbers the axis is numeric (spaced by value), otherwise its values are categories in row order. The demo is R's WorldPhones data set: the number of telephones (thousands) by region, 1951–1961.",
      'Parameters: "Series columns" (empty: all); "Stacked" piles the series on one another, so the top edge is the total (missing values count as 0 when stacked); "Smooth lines"; "Fill opacity" (0–1); "Colour palette" and "Legend position".',
      COMMON_MANUAL_EN,
      'Result: the area chart and a table of the plotted values (with a total column when stacked). Long tables are drawn as in the line chart.',
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['面积图', 'area chart', 'stacked'],
    toolType: 0,
    sort: 100,
    tableDelimiter: 1,
    form: [
      columnField('series_columns', '系列列', 'Series columns', {
        multiple: true,
        help: '留空则绘制第一列之后的全部列。',
        helpEn: 'Empty: every column after the first.',
      }),
      checkbox('stacked', '堆叠', 'Stacked', true),
      checkbox('smooth', '平滑曲线', 'Smooth lines', false),
      {
        key: 'fill_opacity',
        label: '填充不透明度',
        labelEn: 'Fill opacity',
        type: 'number',
        min: 0,
        max: 1,
        step: 0.05,
        defaultValue: 0.6,
      },
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      paletteField,
      legendField('top'),
      ...sizeFields(),
    ],
    dataFiles: [wideTable('world-phones.tsv', { allowEmpty: true, pickedBy: ['series_columns'] })],
    demo: {
      params: {
        series_columns: ['N.Amer', 'Europe', 'Asia', 'S.Amer', 'Oceania', 'Africa', 'Mid.Amer'],
        stacked: true,
        smooth: false,
        fill_opacity: 0.7,
        title: 'Telephones by region, 1951–1961 (WorldPhones)',
        x_label: 'Year',
        y_label: 'Telephones (thousands)',
        palette: 'tableau',
        legend_position: 'top',
        width: 860,
        height: 520,
      },
      files: { table: 'world-phones.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'RadarChart',
    title: '雷达图',
    titleEn: 'Radar chart',
    description: '在多个指标构成的放射状坐标轴上比较几个对象的轮廓。',
    descriptionEn: 'Compare the profiles of a few items over several measures on radial axes.',
    manual: [
      '输入表格：第一列为指标（每个指标一条放射轴），其余每一列是一个对象（一条闭合折线）。各指标共用同一刻度，量纲差别大时请先标准化。示例数据为 R 自带数据集 iris：3 种鸢尾花的花萼、花瓣长宽均值（厘米）。',
      '参数：“系列列”（留空则全部）；“填充”给每个多边形半透明填充；“刻度从 0 开始”；“配色方案”“图例位置”。',
      COMMON_MANUAL_ZH,
      '结果：雷达图和所绘数值表。最多 100 个指标。',
    ].join('\n\n'),
    manualEn: [
      "Input table: the first column lists the measures (one radial axis each); every other column is one item (one closed line). All measures share one scale, so standardise them first when their units differ widely. The demo is R's iris data set: mean sepal and petal length and width (cm) of three iris species.",
      'Parameters: "Series columns" (empty: all); "Fill" gives each polygon a translucent fill; "Scale from 0"; "Colour palette" and "Legend position".',
      COMMON_MANUAL_EN,
      'Result: the radar chart and a table of the plotted values. At most 100 measures.',
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['雷达图', 'radar chart', 'profile'],
    toolType: 0,
    sort: 110,
    tableDelimiter: 1,
    form: [
      columnField('series_columns', '系列列', 'Series columns', {
        multiple: true,
        help: '留空则绘制第一列之后的全部列。',
        helpEn: 'Empty: every column after the first.',
      }),
      checkbox('fill', '填充', 'Fill', true),
      checkbox('begin_at_zero', '刻度从 0 开始', 'Scale from 0', true),
      titleField(''),
      paletteField,
      legendField('top'),
      ...sizeFields(680, 600),
    ],
    dataFiles: [wideTable('iris-species-means.tsv', { allowEmpty: false, pickedBy: ['series_columns'] })],
    demo: {
      params: {
        series_columns: ['setosa', 'versicolor', 'virginica'],
        fill: true,
        begin_at_zero: true,
        title: 'Iris species: mean measurements (cm)',
        palette: 'tableau',
        legend_position: 'top',
        width: 680,
        height: 600,
      },
      files: { table: 'iris-species-means.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'LollipopChart',
    title: '棒棒糖图',
    titleEn: 'Lollipop chart',
    description: '排序后的数值用细杆加圆点表示，比柱状图更省墨，适合较多的类别。',
    descriptionEn: 'Sorted values drawn as a thin stem with a dot: lighter than bars, good for many categories.',
    manual: [
      '输入表格：第一列为名称，第二列起为数值列，选择其中一列作图。示例数据为 Global Patterns 16S 数据集 26 个样本各自观测到的 OTU 数（计数大于 0 的 OTU）。',
      '参数：“数值列”（默认第二列）；“排序”从大到小、从小到大或保持表中顺序；“只显示前 N 个”（0 表示全部，按排序后的顺序截取）；“横向”把名称放在纵轴上（名称较长或较多时更易读）；“颜色”。',
      COMMON_MANUAL_ZH,
      '结果：棒棒糖图和排序后的数值表。一张图最多 500 项。',
    ].join('\n\n'),
    manualEn: [
      'Input table: the first column holds the names; the second and later columns are numeric; pick one of them. The demo is the number of OTUs observed (count above 0) in each of the 26 samples of the Global Patterns 16S data set.',
      'Parameters: "Value column" (default: the second column); "Order" largest first, smallest first, or as in the table; "Show the first N" (0: all, taken after ordering); "Horizontal" puts the names on the vertical axis (easier with many or long names); "Colour".',
      COMMON_MANUAL_EN,
      'Result: the lollipop chart and the ordered values as a table. A chart shows at most 500 items.',
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['棒棒糖图', 'lollipop chart', 'ranking'],
    toolType: 0,
    sort: 120,
    tableDelimiter: 1,
    form: [
      columnField('value_column', '数值列', 'Value column', {
        help: '默认第二列。',
        helpEn: 'Default: the second column.',
      }),
      {
        key: 'order',
        label: '排序',
        labelEn: 'Order',
        type: 'radio',
        defaultValue: 'descending',
        options: [
          { label: '从大到小', labelEn: 'Largest first', value: 'descending' },
          { label: '从小到大', labelEn: 'Smallest first', value: 'ascending' },
          { label: '表中顺序', labelEn: 'As in the table', value: 'table' },
        ],
      },
      {
        key: 'top_n',
        label: '只显示前 N 个',
        labelEn: 'Show the first N',
        type: 'number',
        min: 0,
        max: 1000,
        step: 1,
        defaultValue: 0,
        help: '0 表示全部。',
        helpEn: '0 shows all.',
      },
      checkbox('horizontal', '横向', 'Horizontal', true),
      colourField('#4e79a7'),
      titleField(''),
      ...axisLabelFields([
        { key: 'category_label', label: '名称轴标题', labelEn: 'Name axis title' },
        { key: 'value_label', label: '数值轴标题', labelEn: 'Value axis title' },
      ]),
      ...sizeFields(800, 640),
    ],
    dataFiles: [wideTable('observed-otus.tsv', { allowEmpty: false, pickedBy: ['value_column'] })],
    demo: {
      params: {
        value_column: 'ObservedOTUs',
        order: 'descending',
        top_n: 0,
        horizontal: true,
        color: '#59a14f',
        title: 'Global Patterns: observed OTUs per sample',
        category_label: 'Sample',
        value_label: 'Observed OTUs',
        width: 800,
        height: 680,
      },
      files: { table: 'observed-otus.tsv' },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    scriptClassName: 'ErrorBarChart',
    title: '误差棒图（均值 ± SD/SE）',
    titleEn: 'Error bar chart (mean ± SD or SE)',
    description: '由长格式数据计算各组均值，用柱高表示均值，误差棒表示标准差或标准误，可再按第二个因素分系列。',
    descriptionEn:
      'Group means from long-format data as bars, with error bars of one standard deviation or standard error; optionally split by a second factor.',
    manual: [
      '输入表格（长格式）：每行一个观测，一列为分组（横轴），可选一列为系列（第二个因素，每个取值一种颜色），一列为数值。示例数据为 R 自带数据集 ToothGrowth：60 只豚鼠在 3 个维生素 C 剂量（0.5、1、2 毫克/天）和 2 种给药方式（橙汁 OJ、抗坏血酸 VC）下的牙齿成牙本质细胞长度。',
      '对每个（分组, 系列）组合计算：n、均值、标准差 SD（分母 n − 1，同 R 的 sd）和标准误 SE = SD / √n。误差棒画在均值 ± SD 或均值 ± SE 处。只有 1 个观测的组没有 SD，不画误差棒。分组和系列按在表中首次出现的顺序排列（全为数字时按数值从小到大）。',
      '参数：“分组列”“系列列”（可选）“数值列”；“误差棒”为 SD 或 SE；“配色方案”“图例位置”。',
      COMMON_MANUAL_ZH,
      '结果：误差棒图，以及每组的 n、均值、SD、SE 表。',
    ].join('\n\n'),
    manualEn: [
      "Input table (long format): one observation per row, a group column (horizontal axis), optionally a series column (a second factor, one colour per value), and a value column. The demo is R's ToothGrowth data set: odontoblast length in 60 guinea pigs given three vitamin C doses (0.5, 1, 2 mg/day) by two delivery methods (orange juice OJ, ascorbic acid VC).",
      "For each (group, series) combination: n, mean, standard deviation SD (denominator n − 1, as R's sd) and standard error SE = SD / √n. The error bars span mean ± SD or mean ± SE. A combination with one observation has no SD and gets no error bar. Groups and series appear in the order they first occur in the table (in increasing order when all are numbers).",
      'Parameters: "Group column", "Series column" (optional), "Value column"; "Error bars" SD or SE; "Colour palette" and "Legend position".',
      COMMON_MANUAL_EN,
      "Result: the error bar chart and a table of each combination's n, mean, SD and SE.",
    ].join('\n\n'),
    category: CATEGORY,
    tags: ['误差棒图', 'error bars', 'mean'],
    toolType: 0,
    sort: 130,
    tableDelimiter: 1,
    form: [
      columnField('group_column', '分组列', 'Group column', { required: true }),
      columnField('series_column', '系列列', 'Series column', {
        help: '可选，第二个分组因素。',
        helpEn: 'Optional: a second grouping factor.',
      }),
      columnField('value_column', '数值列', 'Value column', { required: true }),
      {
        key: 'error',
        label: '误差棒',
        labelEn: 'Error bars',
        type: 'radio',
        defaultValue: 'sd',
        options: [
          { label: '标准差 (SD)', labelEn: 'Standard deviation (SD)', value: 'sd' },
          { label: '标准误 (SE)', labelEn: 'Standard error (SE)', value: 'se' },
        ],
      },
      titleField(''),
      ...axisLabelFields([X_LABEL, Y_LABEL]),
      paletteField,
      legendField('top'),
      ...sizeFields(),
    ],
    dataFiles: [recordTable('tooth-growth.tsv', 2, ['group_column', 'series_column', 'value_column'])],
    demo: {
      params: {
        group_column: 'dose',
        series_column: 'supp',
        value_column: 'len',
        error: 'sd',
        title: 'Tooth growth by vitamin C dose and delivery (ToothGrowth)',
        x_label: 'Dose (mg/day)',
        y_label: 'Odontoblast length',
        palette: 'tableau',
        legend_position: 'top',
        width: 800,
        height: 520,
      },
      files: { table: 'tooth-growth.tsv' },
    },
  },
]
