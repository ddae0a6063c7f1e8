import { defineMessages } from '../../kit/messages'

export const text = defineMessages('TaxonomyTreemap', {
  chartTitle: {
    zh: '{{rank}}水平平均相对丰度矩形树图（按门分组）',
    en: 'Mean relative abundance at {{rank}} level, grouped by phylum',
  },
  subtitle: {
    zh: '方块面积 = {{samples}} 个样本的平均相对丰度（%）',
    en: 'Tile area = mean relative abundance (%) over {{samples}} samples',
  },
  others: { zh: '其他', en: 'Others' },
  tableTitle: { zh: '各分类单元的平均相对丰度（按门）', en: 'Mean relative abundance of every taxon (by phylum)' },
  phylum: { zh: '门', en: 'Phylum' },
  mean: { zh: '平均相对丰度（%）', en: 'Mean relative abundance (%)' },
  phylumTotal: { zh: '所在门合计（%）', en: 'Phylum total (%)' },
  shown: { zh: '图中显示', en: 'In the chart' },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否（并入“其他”）', en: 'no (in "Others")' },
  summary: {
    zh: '{{taxa}} 个{{rank}}水平分类单元，分属 {{phyla}} 个门；图中显示平均相对丰度最高的 {{shown}} 个（合计 {{shownShare}}%），其余并入各门的“其他”。',
    en: '{{taxa}} taxa at {{rank}} level in {{phyla}} phyla; the chart shows the {{shown}} of highest mean relative abundance ({{shownShare}}% together), the rest pooled as "Others" within their phylum.',
  },
  noReads: {
    zh: '{{count}} 个样本没有读数，不计入平均：{{samples}}。',
    en: 'Samples without reads ({{count}}) are left out of the means: {{samples}}.',
  },
  method: {
    zh: '每个样本的计数按物种注释合并到所选水平后除以该样本总读数；每个分类单元取各样本相对丰度的平均值（每个样本权重相同）。',
    en: "Each sample's counts are summed by taxonomy at the chosen rank and divided by the sample's reads; each taxon's tile is the mean of its relative abundances over the samples (each sample weighs the same).",
  },
})
