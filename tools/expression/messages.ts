import { defineMessages } from '../kit/messages'

/** The words both differential expression tools write. */
export const expressionText = defineMessages('expression', {
  countsMissing: { zh: '缺少基因计数表文件。', en: 'The gene counts table file is missing.' },
  blockColumnAbsent: {
    zh: '参数 block_column：区组列 "{{column}}" 不在 {{file}} 的表头中（可选：{{columns}}）。',
    en: 'Parameter block_column: the blocking column "{{column}}" is not in the header of {{file}} (its columns: {{columns}}).',
  },
  levelAbsent: {
    zh: '参数 {{key}}："{{level}}" 不是分组列 "{{column}}" 的值（可选：{{levels}}）。',
    en: 'Parameter {{key}}: "{{level}}" is not a value of the grouping column "{{column}}" (its values: {{levels}}).',
  },
  levelsNeeded: {
    zh: '分组列 "{{column}}" 有 {{count}} 组（{{levels}}）：请填写对照水平与处理水平。',
    en: 'The grouping column "{{column}}" has {{count}} groups ({{levels}}): fill in the reference and treatment levels.',
  },
  sameLevels: {
    zh: '对照水平与处理水平相同（"{{level}}"）。',
    en: 'The reference and treatment levels are the same ("{{level}}").',
  },
  blockSameAsGroup: {
    zh: '区组列不能与分组列相同（"{{column}}"）。',
    en: 'The blocking column cannot be the grouping column ("{{column}}").',
  },
  resultTitle: { zh: '差异表达结果（{{comparison}}）', en: 'Differential expression ({{comparison}})' },
  factorsTitle: { zh: '样本校正因子', en: 'Sample factors' },
  sample: { zh: '样本', en: 'Sample' },
  group: { zh: '分组', en: 'Group' },
  librarySize: { zh: '总计数', en: 'Library size' },
  topGenesTitle: {
    zh: '校正 p 值最小的 {{count}} 个基因',
    en: 'The {{count}} genes of smallest adjusted p-value',
  },
  direction: { zh: '方向', en: 'Direction' },
  up: { zh: '上调', en: 'Up' },
  down: { zh: '下调', en: 'Down' },
  notCalled: { zh: '不显著或未达倍数阈值', en: 'Not significant or below the fold-change threshold' },
  pcaTitle: { zh: '样本主成分分析（{{values}}）', en: 'Sample PCA ({{values}})' },
  pcaSubtitle: {
    zh: '方差最大的 {{genes}} 个基因',
    en: 'The {{genes}} genes of largest variance',
  },
  pcaAxis: { zh: 'PC{{axis}}（{{percent}}%）', en: 'PC{{axis}} ({{percent}}%)' },
  distanceTitle: { zh: '样本间距离热图（{{values}}）', en: 'Sample distances ({{values}})' },
  distanceCaption: { zh: '欧氏距离', en: 'Euclidean distance' },
  topHeatmapTitle: {
    zh: '差异最显著的 {{count}} 个基因（{{values}}，按行 Z 值）',
    en: 'The {{count}} most significant genes ({{values}}, row z-scores)',
  },
  zScoreCaption: { zh: '行 Z 值', en: 'Row z-score' },
  vst: { zh: '方差稳定化变换值', en: 'variance-stabilised values' },
  logCpm: { zh: 'log2 CPM', en: 'log2 CPM' },
  summary: {
    zh: '{{genes}} 个基因，"{{column}}" 的 {{treatment}}（{{treatmentSamples}} 个样本）对 {{reference}}（{{referenceSamples}} 个样本）：{{significant}} 个校正 p < {{alpha}}；其中 |log2FC| ≥ {{lfc}} 的上调 {{up}} 个、下调 {{down}} 个。',
    en: '{{genes}} genes, {{treatment}} ({{treatmentSamples}} samples) vs {{reference}} ({{referenceSamples}} samples) of "{{column}}": {{significant}} with adjusted p < {{alpha}}; of these, {{up}} up and {{down}} down with |log2FC| ≥ {{lfc}}.',
  },
  blocked: {
    zh: '设计：~ {{block}} + {{column}}（扣除 "{{block}}" 的影响）。',
    en: 'Design: ~ {{block}} + {{column}} (adjusted for "{{block}}").',
  },
  otherGroups: {
    zh: '其他 {{count}} 组的样本（{{levels}}）参与离散度估计，但不在本次比较中。',
    en: 'The samples of {{count}} other group(s) ({{levels}}) inform the dispersions but are not compared here.',
  },
  untested: {
    zh: '{{count}} 个基因没有校正 p 值（全为 0、被独立过滤或含离群值），结果表中记为 NA，图中不画出。',
    en: '{{count}} genes have no adjusted p-value (all zero, independently filtered or with an outlier): NA in the table, not drawn.',
  },
  noneSignificant: {
    zh: '没有校正 p < {{alpha}} 的基因，热图显示校正 p 值最小的基因。',
    en: 'No gene has adjusted p < {{alpha}}; the heatmap shows the genes of smallest adjusted p-value.',
  },
})
