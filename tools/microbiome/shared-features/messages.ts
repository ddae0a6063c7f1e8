import { defineMessages } from '../../kit/messages'

export const text = defineMessages('SharedFeatures', {
  purpose: { zh: '共有/特有特征分析', en: 'Comparing features between groups' },
  nonePresent: {
    zh: '没有特征在任何组中的合计计数达到 {{minimum}}：请降低参数 min_count（最小计数）。',
    en: 'No feature reaches a summed count of {{minimum}} in any group: lower parameter min_count (minimum count).',
  },
  vennTitle: { zh: '共有/特有{{what}}（{{column}}）', en: 'Shared and unique {{what}} ({{column}})' },
  vennSubtitle: { zh: '至少一组中存在 {{count}} 个', en: '{{count}} present in at least one group' },
  upsetTitle: {
    zh: '{{what}}的组间交集（{{column}}）',
    en: 'Intersections of {{what}} between groups ({{column}})',
  },
  upsetSubtitle: {
    zh: '{{shown}} / {{total}} 个非空交集，按大小排序',
    en: '{{shown}} of {{total}} non-empty intersections, by size',
  },
  moreFeatures: { zh: '{{names}} 等（全部见 {{file}}）', en: '{{names}} … (all in {{file}})' },
  intersectionsTitle: {
    zh: '全部交集（恰好存在于这些组中的特征）',
    en: 'Every intersection (features present in exactly these groups)',
  },
  groups: { zh: '分组', en: 'Groups' },
  groupCount: { zh: '组数', en: 'Number of groups' },
  featureCount: { zh: '特征数', en: 'Features' },
  featureIds: { zh: '特征', en: 'Feature ids' },
  groupsTitle: { zh: '各组存在的特征数', en: 'Features present in each group' },
  group: { zh: '分组', en: 'Group' },
  samples: { zh: '样本数', en: 'Samples' },
  present: { zh: '存在的特征数', en: 'Features present' },
  unique: { zh: '特有', en: 'Unique' },
  summary: {
    zh: '{{total}} 个{{what}}中 {{union}} 个至少在 "{{column}}" 的一组中存在（组内样本计数之和 ≥ {{minimum}} 且 > 0），{{everywhere}} 个为全部 {{groups}} 组共有；共 {{intersections}} 个非空交集。',
    en: 'Of {{total}} {{what}}, {{union}} are present in at least one group of "{{column}}" (count summed over the group\'s samples ≥ {{minimum}} and > 0) and {{everywhere}} in all {{groups}} groups; they form {{intersections}} non-empty intersections.',
  },
  exactly: {
    zh: '每个交集只计恰好存在于这些组、不存在于其余组的特征，因此各交集之和等于并集。',
    en: 'Each intersection counts the features present in exactly those groups and in no other, so the intersections add up to the union.',
  },
  noVenn: {
    zh: '{{groups}} 个组无法用韦恩图清楚表示（最多 {{most}} 组），只绘制 UpSet 图。',
    en: 'A Venn diagram cannot show {{groups}} groups legibly (at most {{most}}); only the UpSet plot is drawn.',
  },
  upsetShowsTop: {
    zh: 'UpSet 图显示最大的 {{shown}} 个交集；全部 {{total}} 个见结果表。',
    en: 'The UpSet plot shows the {{shown}} largest intersections; the table lists all {{total}}.',
  },
  ungrouped: {
    zh: '{{count}} 个样本在 "{{column}}" 列中没有分组（空、NA、N/A、NaN 或 null），不属于任何组：{{samples}}。',
    en: '{{count}} sample(s) without a group in column "{{column}}" (empty, NA, N/A, NaN or null) belong to no group: {{samples}}.',
  },
})
