import { defineMessages } from '../../kit/messages'

export const text = defineMessages('NormaliseFeatureTable', {
  summary: {
    zh: '{{samples}} 个样本、{{features}} 个特征已标准化，可下载标准化后的表 {{file}}（制表符分隔，保留 taxonomy 列）。',
    en: '{{samples}} samples and {{features}} features normalised; download the normalised table {{file}} (tab-separated, taxonomy column kept).',
  },
  samplesTitle: { zh: '各样本标准化前后', en: 'Each sample before and after normalisation' },
  readsBefore: { zh: '标准化前总数', en: 'Total before' },
  sumAfter: { zh: '标准化后总和', en: 'Sum after' },
  cssFactor: { zh: 'CSS 缩放因子', en: 'CSS scaling factor' },
  previewTitle: {
    zh: '标准化后的表（前 {{rows}} 个特征；完整的表请下载）',
    en: 'The normalised table (first {{rows}} features; download the whole table)',
  },
  feature: { zh: '特征', en: 'Feature' },
})
