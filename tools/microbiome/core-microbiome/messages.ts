import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CoreMicrobiome', {
  heatmapTitle: {
    zh: '核心{{what}}：各检出阈值下的流行率',
    en: 'Core {{what}}: prevalence at each detection threshold',
  },
  heatmapCaption: { zh: '流行率（%）', en: 'Prevalence (%)' },
  tableTitle: {
    zh: '各特征的流行率（相对丰度 > {{detection}}% 的样本比例）',
    en: 'Prevalence of every feature (share of samples with relative abundance above {{detection}}%)',
  },
  prevalenceAll: { zh: '全部样本流行率（%）', en: 'Prevalence in all samples (%)' },
  prevalenceIn: { zh: '{{group}} 流行率（%）', en: 'Prevalence in {{group}} (%)' },
  meanAbundance: { zh: '平均相对丰度（%）', en: 'Mean relative abundance (%)' },
  core: { zh: '核心（全部样本）', en: 'Core (all samples)' },
  coreGroups: { zh: '为核心的组', en: 'Core in groups' },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否', en: 'no' },
  groupsTitle: { zh: '各组的核心成员数', en: 'Core members of each group' },
  group: { zh: '组', en: 'Group' },
  sampleCount: { zh: '样本数', en: 'Samples' },
  coreCount: { zh: '核心成员数', en: 'Core members' },
  allSamples: { zh: '全部样本', en: 'All samples' },
  summary: {
    zh: '{{features}} 个{{what}}中，{{core}} 个在超过 {{prevalence}}% 的样本（共 {{samples}} 个）中相对丰度高于 {{detection}}%，为核心成员。',
    en: '{{core}} of {{features}} {{what}} have a relative abundance above {{detection}}% in more than {{prevalence}}% of the {{samples}} samples: the core.',
  },
  noCore: {
    zh: '在该阈值下没有核心成员；热图显示流行率最高的特征。',
    en: 'No feature is core at these thresholds; the heatmap shows the most prevalent features.',
  },
  heatmapShowsTop: {
    zh: '热图显示流行率最高的 {{shown}} 个；全部结果见结果表。',
    en: 'The heatmap shows the {{shown}} most prevalent; the table lists every feature.',
  },
  method: {
    zh: '与 R 包 microbiome 的 prevalence() 与 core_members() 相同：检出指相对丰度严格大于阈值，核心指流行率严格大于阈值。',
    en: 'As prevalence() and core_members() of the R package microbiome: present means a relative abundance strictly above the detection threshold, core a prevalence strictly above the prevalence threshold.',
  },
  ungrouped: {
    zh: '{{count}} 个样本在 "{{column}}" 列中没有分组，只计入全部样本的流行率。',
    en: '{{count}} samples have no group in column "{{column}}"; they count only in the prevalence over all samples.',
  },
})
