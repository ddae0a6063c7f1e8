import { defineMessages } from '../../kit/messages'

export const text = defineMessages('FaithPD', {
  chartTitle: { zh: '各样本的 Faith 系统发育多样性（PD）', en: "Faith's phylogenetic diversity (PD) of each sample" },
  groupedBy: { zh: '按 "{{column}}" 着色', en: 'Coloured by "{{column}}"' },
  axis: { zh: 'Faith PD（枝长总和）', en: 'Faith PD (total branch length)' },
  tableTitle: { zh: '各样本的 Faith PD', en: 'Faith PD of each sample' },
  sample: { zh: '样本', en: 'Sample' },
  observed: { zh: '观测特征数', en: 'Observed features' },
  summary: {
    zh: '{{samples}} 个样本的 Faith PD 从 {{lowest}} 到 {{highest}}（中位数 {{median}}）。',
    en: 'Faith PD of the {{samples}} samples ranges from {{lowest}} to {{highest}} (median {{median}}).',
  },
  method: {
    zh: 'Faith PD 为连接样本中所有检出特征（计数 > 0）与根的枝长总和，与 scikit-bio 的 faith_pd 相同；根自身的枝长不计入。',
    en: "Faith PD is the total length of the branches joining a sample's features (count > 0) to the root, as scikit-bio's faith_pd; the root's own branch does not count.",
  },
  unifrac: {
    zh: '同一棵树上样本间的 UniFrac 距离可在 Beta 多样性（PCoA）工具中选择 UniFrac 计算。',
    en: 'UniFrac distances between the samples over the same tree: choose a UniFrac metric in the beta diversity (PCoA) tool.',
  },
})
