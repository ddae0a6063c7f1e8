import { defineMessages } from '../../kit/messages'

export const text = defineMessages('OrdinationViewer', {
  title: { zh: 'PCoA 交互排序图（{{metric}}）', en: 'Interactive PCoA ({{metric}})' },
  axisTitle: {
    zh: 'PCoA{{axis}}（占正特征值和 {{percent}}）',
    en: 'PCoA{{axis}} ({{percent}} of positive eigenvalues)',
  },
  summary: {
    zh: '{{samples}} 个样本的 {{metric}} 距离的主坐标分析（PCoA），保留 {{axes}} 条轴，合计解释 {{total}} 的变异（特征值占正特征值之和的比例，与 scikit-bio、Emperor 相同）。',
    en: '{{metric}} distances between {{samples}} samples, their principal coordinates (PCoA): {{axes}} axes kept, together explaining {{total}} of the variation (eigenvalue over the sum of the positive eigenvalues, as scikit-bio and Emperor).',
  },
  columnsNote: {
    zh: '可用于着色与形状的元数据列——数值列（渐变色）：{{numeric}}；分类列：{{categorical}}。',
    en: 'Metadata columns to colour and shape the points by: numeric (a gradient) {{numeric}}; categorical {{categorical}}.',
  },
  noColumns: { zh: '无', en: 'none' },
  negativeEigenvalues: {
    zh: '该距离不是欧氏距离：存在负特征值（最小 {{smallest}}），不计入解释比例的分母。',
    en: "The distance is not Euclidean: there are negative eigenvalues (smallest {{smallest}}), left out of the proportions' denominator.",
  },
  fewerAxes: {
    zh: '{{samples}} 个样本最多有 {{kept}} 条 PCoA 轴，因此只保留 {{kept}} 条（要求 {{asked}} 条）。',
    en: '{{samples}} samples have at most {{kept}} PCoA axes, so {{kept}} are kept ({{asked}} asked for).',
  },
  shapeColumnNumeric: {
    zh: '参数 shape_column：列 "{{column}}" 的值都是数字，不能作为形状；请选择分类列（如分组），或留空。',
    en: 'Parameter shape_column: the values of column "{{column}}" are all numbers, which make no shapes; choose a categorical column (such as a grouping) or leave it empty.',
  },
  columnAbsent: {
    zh: '参数 {{key}}：样本信息表 {{file}} 中没有列 "{{column}}"；可用的列：{{columns}}。',
    en: 'Parameter {{key}}: the sample metadata {{file}} has no column "{{column}}"; its columns: {{columns}}.',
  },
  coordinatesTitle: { zh: 'PCoA 坐标（{{metric}}）', en: 'PCoA coordinates ({{metric}})' },
  eigenvaluesTitle: { zh: 'PCoA 特征值与解释比例', en: 'PCoA eigenvalues and proportions explained' },
  axis: { zh: '轴', en: 'Axis' },
  eigenvalue: { zh: '特征值', en: 'Eigenvalue' },
  proportionExplained: { zh: '解释比例', en: 'Proportion explained' },
  noValue: { zh: '无值', en: 'No value' },
})
