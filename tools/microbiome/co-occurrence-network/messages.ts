import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CoOccurrenceNetwork', {
  chartTitle: {
    zh: '{{what}}共现网络（Spearman |ρ| ≥ {{rho}}，q < {{alpha}}）',
    en: 'Co-occurrence network of {{what}} (Spearman |ρ| ≥ {{rho}}, q < {{alpha}})',
  },
  legend: {
    zh: '红线：正相关；蓝线：负相关；点的大小：平均相对丰度；颜色：门',
    en: 'Red: positive correlation; blue: negative; node size: mean relative abundance; colour: phylum',
  },
  legendNoPhylum: {
    zh: '红线：正相关；蓝线：负相关；点的大小：平均相对丰度',
    en: 'Red: positive correlation; blue: negative; node size: mean relative abundance',
  },
  edgesTitle: { zh: '网络中的边（按 q 值排序）', en: 'Edges of the network (by q-value)' },
  nodesTitle: { zh: '网络中的节点', en: 'Nodes of the network' },
  first: { zh: '特征 A', en: 'Feature A' },
  second: { zh: '特征 B', en: 'Feature B' },
  direction: { zh: '方向', en: 'Direction' },
  positive: { zh: '正相关', en: 'positive' },
  negative: { zh: '负相关', en: 'negative' },
  qValue: { zh: 'q（BH 校正）', en: 'q (BH)' },
  degree: { zh: '度（边数）', en: 'Degree (edges)' },
  phylum: { zh: '门', en: 'Phylum' },
  meanAbundance: { zh: '平均相对丰度（%）', en: 'Mean relative abundance (%)' },
  summary: {
    zh: '{{features}} 个{{what}}（在至少 {{prevalence}}% 的样本中出现，取平均丰度最高者）两两做 Spearman 相关检验，共 {{pairs}} 对；{{edges}} 对 BH 校正后 q < {{alpha}} 且 |ρ| ≥ {{rho}}（{{positive}} 正、{{negative}} 负），连成网络。',
    en: '{{features}} {{what}} (present in at least {{prevalence}}% of samples, the most abundant first) were correlated pairwise by Spearman, {{pairs}} pairs; {{edges}} pairs have a BH-adjusted q < {{alpha}} and |ρ| ≥ {{rho}} ({{positive}} positive, {{negative}} negative) and form the network.',
  },
  isolated: {
    zh: '{{count}} 个特征没有边，图中不显示，但列在节点表中（度为 0）。',
    en: 'Features without an edge ({{count}}) are left out of the chart and listed in the nodes table with degree 0.',
  },
  tooFew: {
    zh: '只有 {{features}} 个{{what}}在至少 {{prevalence}}% 的样本中出现，至少需要 3 个：请降低最低流行率，或换一个分析水平。',
    en: 'Only {{features}} {{what}} are present in at least {{prevalence}}% of samples; at least 3 are needed: lower the lowest prevalence, or choose another level.',
  },
  noEdges: {
    zh: '没有一对特征达到阈值，网络为空。',
    en: 'No pair passes the thresholds: the network is empty.',
  },
  method: {
    zh: '相关用每个样本的相对丰度；ρ 与 p 值同 R 的 cor.test(method = "spearman", exact = FALSE)；q 值为全部检验对的 Benjamini-Hochberg 校正；节点位置由带种子的 Fruchterman-Reingold 力导向布局计算（相同种子得到相同的图）。',
    en: 'Correlations use relative abundances; ρ and p as R\'s cor.test(method = "spearman", exact = FALSE); q-values are Benjamini-Hochberg over all tested pairs; node positions come from a seeded Fruchterman-Reingold force-directed layout (the same seed gives the same picture).',
  },
  compositional: {
    zh: '注意：相对丰度是成分数据，总和为 1 会带来虚假的负相关；样本少时请谨慎解读。SparCC 等成分方法在 Debian 中没有可比对的实现，未提供。',
    en: 'Note: relative abundances are compositional (they sum to 1), which can create spurious negative correlations; read them with care when there are few samples. Compositional methods such as SparCC have no Debian implementation to verify against and are not offered.',
  },
})
