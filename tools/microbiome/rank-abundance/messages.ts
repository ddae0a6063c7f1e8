import { defineMessages } from '../../kit/messages'

export const text = defineMessages('RankAbundance', {
  chartTitle: { zh: '{{what}}的秩-丰度曲线', en: 'Rank-abundance curves of {{what}}' },
  byGroup: { zh: '按 "{{column}}" 分组', en: 'By "{{column}}"' },
  rank: { zh: '名次（按丰度从高到低）', en: 'Rank (most abundant first)' },
  abundance: { zh: '相对丰度（%，对数坐标）', en: 'Relative abundance (%, log scale)' },
  tableTitle: { zh: '各曲线的概况', en: 'Each curve at a glance' },
  curve: { zh: '曲线', en: 'Curve' },
  group: { zh: '组', en: 'Group' },
  present: { zh: '检出的特征数', en: 'Features present' },
  first: { zh: '第 1 名相对丰度（%）', en: 'Rank 1 relative abundance (%)' },
  topFeature: { zh: '第 1 名', en: 'Rank 1' },
  topTen: { zh: '前 10 名合计（%）', en: 'Top 10 together (%)' },
  halfAt: { zh: '累计达 50% 的名次', en: 'Rank reaching 50% together' },
  summary: {
    zh: '{{curves}} 条曲线；第 1 名的相对丰度从 {{lowest}}% 到 {{highest}}%。曲线越陡，群落越由少数优势特征主导；越平缓越均匀。',
    en: '{{curves}} curves; the most abundant feature holds from {{lowest}}% to {{highest}}%. A steep curve means a few dominant features, a flat one an even community.',
  },
  cutAt: {
    zh: '图中只显示前 {{rank}} 名（最多的曲线有 {{longest}} 个特征）；表中的统计用全部特征。',
    en: 'The chart shows ranks up to {{rank}} (the longest curve has {{longest}} features); the table uses every feature.',
  },
  groupNeeded: {
    zh: '参数 curves：每组一条曲线需要样本分组表和分组列。',
    en: 'Parameter curves: one curve per group needs the sample metadata and a grouping column.',
  },
  emptySamples: {
    zh: '{{count}} 个样本没有读数，没有曲线：{{samples}}。',
    en: 'No curve for samples without reads ({{count}}): {{samples}}.',
  },
  method: {
    zh: '每个样本的各特征计数除以其总读数，去掉 0 后从大到小排列（Whittaker 秩-丰度图，与 vegan radfit 所用的数据相同）；每组一条时，先求各特征在组内样本中相对丰度的平均值（每个样本权重相同），再排列。',
    en: "Each sample's counts are divided by its reads and, without the zeros, sorted from the largest down (Whittaker's rank-abundance plot, the data vegan radfit fits); with one curve per group, each feature's relative abundance is first averaged over the group's samples (each sample weighs the same), then sorted.",
  },
})
