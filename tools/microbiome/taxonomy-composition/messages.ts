import { defineMessages } from '../../kit/messages'

export const text = defineMessages('TaxonomyComposition', {
  others: { zh: '其他', en: 'Others' },
  title: { zh: '{{rank}}水平物种组成（前 {{top}}）', en: 'Composition at {{rank}} level (top {{top}})' },
  groupMeansSubtitle: {
    zh: '"{{column}}" 各组样本的平均相对丰度',
    en: 'Mean relative abundance of the samples of each "{{column}}" group',
  },
  orderedSubtitle: { zh: '样本按 "{{column}}" 分组排列', en: 'Samples ordered by "{{column}}"' },
  relativeAbundanceAxis: { zh: '相对丰度（%）', en: 'Relative abundance (%)' },
  tableTitle: { zh: '{{rank}}水平相对丰度（%）', en: 'Relative abundance at {{rank}} level (%)' },
  summary: {
    zh: '{{features}} 个 OTU/ASV 归并为 {{taxa}} 个{{rank}}；前 {{top}} 个平均占 {{percent}}%。',
    en: '{{features}} OTUs/ASVs fall into {{taxa}} taxa at {{rank}} level; the top {{top}} make up {{percent}}% on average.',
  },
  unclassifiedNote: {
    zh: '未注释到该水平的 OTU/ASV 以其最近的已注释上级命名（“未分类 …”）。',
    en: 'OTUs/ASVs without a name at this rank are pooled under their closest named ancestor ("Unclassified …").',
  },
})
