import { defineMessages } from '../../kit/messages'

export const text = defineMessages('OtuTableFilter', {
  taxonomyNeeded: {
    zh: '物种注释规则需要带注释的表：请在 OTU/ASV 表最后一列加入 "taxonomy" 列，或关闭 checked1。',
    en: 'Taxonomy rules need taxonomy: add a last column "taxonomy" to the OTU/ASV table, or switch checked1 off.',
  },
  keep: { zh: '保留', en: 'keep' },
  remove: { zh: '去除', en: 'remove' },
  rule: { zh: '{{keep}} {{rank}} = {{value}}', en: '{{keep}} {{rank}} = {{value}}' },
  rules: { zh: '{{first}}；{{rest}}', en: '{{first}}; {{rest}}' },
  noRuleValue: {
    zh: '物种注释规则已勾选但没有填写任何值，已忽略。',
    en: 'Taxonomy filter is on but no rule has a value; it was ignored.',
  },
  taxonomyStep: {
    zh: '物种注释规则（{{rules}}）：去除 {{removed}} 个特征。',
    en: 'Taxonomy rules ({{rules}}): removed {{removed}} features.',
  },
  prevalenceStep: {
    zh: '{{keep}}至少在 {{samples}} 个样本中计数 ≥ {{count}} 的特征：去除 {{removed}} 个。',
    en: '{{keep}} features with a count of at least {{count}} in at least {{samples}} samples: removed {{removed}}.',
  },
  totalStep: {
    zh: '{{keep}}总计数 ≥ {{total}} 的特征：去除 {{removed}} 个。',
    en: '{{keep}} features with a total count of at least {{total}}: removed {{removed}}.',
  },
  smallestSample: { zh: '最小样本深度', en: 'smallest sample' },
  givenDepth: { zh: '指定深度', en: 'given depth' },
  flatteningStep: {
    zh: '抽平到 {{depth}} 条读数（{{how}}）：去除 {{samples}} 个样本，抽平后为零的特征 {{emptied}} 个。',
    en: 'Flattened (rarefied) to {{depth}} reads ({{how}}): dropped {{samples}} samples and {{emptied}} features left empty.',
  },
  totals: {
    zh: '特征 {{featuresBefore}} → {{featuresAfter}}，样本 {{samplesBefore}} → {{samplesAfter}}，读数 {{readsBefore}} → {{readsAfter}}。',
    en: 'Features {{featuresBefore}} → {{featuresAfter}}, samples {{samplesBefore}} → {{samplesAfter}}, reads {{readsBefore}} → {{readsAfter}}.',
  },
  unchanged: {
    zh: '没有启用任何过滤规则，表格未改变。',
    en: 'No filter rule is switched on; the table is unchanged.',
  },
  title: { zh: '过滤前后的特征数与样本数', en: 'Features and samples before and after filtering' },
  features: { zh: '特征（OTU/ASV）', en: 'Features (OTUs/ASVs)' },
  samples: { zh: '样本', en: 'Samples' },
  featuresBefore: { zh: '过滤前特征数', en: 'Features before' },
  featuresAfter: { zh: '过滤后特征数', en: 'Features after' },
  samplesBefore: { zh: '过滤前样本数', en: 'Samples before' },
  samplesAfter: { zh: '过滤后样本数', en: 'Samples after' },
  summaryTitle: { zh: '过滤摘要', en: 'Filter summary' },
  item: { zh: '项目', en: 'Item' },
  value: { zh: '值', en: 'Value' },
  removedByTaxonomy: { zh: '物种注释规则去除', en: 'Removed by taxonomy rules' },
  removedByPrevalence: { zh: '样本出现率规则去除', en: 'Removed by prevalence' },
  removedByTotal: { zh: '总丰度规则去除', en: 'Removed by total count' },
  emptyAfterFlattening: { zh: '抽平后为零而去除', en: 'Empty after flattening' },
  flatteningDepth: { zh: '抽平深度', en: 'Flattening depth' },
  readsBefore: { zh: '过滤前总读数', en: 'Reads before' },
  readsAfter: { zh: '过滤后总读数', en: 'Reads after' },
  droppedTitle: { zh: '抽平时去除的样本', en: 'Samples dropped by flattening' },
  reason: { zh: '原因', en: 'Reason' },
  noReadsLeft: { zh: '特征过滤后没有读数', en: 'no reads left after the feature filters' },
  belowDepth: { zh: '读数少于抽平深度 {{depth}}', en: 'fewer reads than the flattening depth {{depth}}' },
})
