import { defineMessages } from '../kit/messages'

/** The words the microbiome tools share: reading the table and the grouping, and the samples a test leaves out. */
export const microbiomeText = defineMessages('microbiome', {
  tableMissing: { zh: '缺少 OTU/ASV 表文件。', en: 'The OTU/ASV table file is missing.' },
  metadataMissing: {
    zh: '缺少样本分组（metadata）文件。',
    en: 'The sample metadata file with the groups is missing.',
  },
  groupColumnEmpty: {
    zh: '参数 {{key}}（分组列）为空：请选择 metadata 文件中的分组列。',
    en: 'Parameter {{key}} (grouping column) is empty: choose a column of the metadata file.',
  },
  groupColumnAbsent: {
    zh: '参数 {{key}}：分组列 "{{column}}" 不在 {{file}} 的表头中（可选：{{columns}}）。',
    en: 'Parameter {{key}}: the grouping column "{{column}}" is not in the header of {{file}} (its columns: {{columns}}).',
  },
  droppedWithoutGroup: {
    zh: '组间检验未纳入 {{total}} 个样本（与 R 相同）：{{count}} 个在 "{{column}}" 列中没有分组（空、NA、N/A、NaN 或 null）：{{samples}}。',
    en: '{{total}} sample(s) left out of the tests between groups, as R leaves them out: {{count}} without a group in column "{{column}}" (empty, NA, N/A, NaN or null): {{samples}}.',
  },
  droppedWithoutReads: {
    zh: '组间检验未纳入 {{total}} 个样本（与 R 相同）：{{count}} 个没有序列（reads 为 0，无相对丰度与多样性）：{{samples}}。',
    en: '{{total}} sample(s) left out of the tests between groups, as R leaves them out: {{count}} with no reads (no relative abundance or diversity): {{samples}}.',
  },
  droppedBoth: {
    zh: '组间检验未纳入 {{total}} 个样本（与 R 相同）：{{count}} 个在 "{{column}}" 列中没有分组（空、NA、N/A、NaN 或 null）：{{samples}}；{{countWithoutReads}} 个没有序列（reads 为 0，无相对丰度与多样性）：{{samplesWithoutReads}}。',
    en: '{{total}} sample(s) left out of the tests between groups, as R leaves them out: {{count}} without a group in column "{{column}}" (empty, NA, N/A, NaN or null): {{samples}}; {{countWithoutReads}} with no reads (no relative abundance or diversity): {{samplesWithoutReads}}.',
  },
  tooFewGroups: {
    zh: '{{purpose}}至少需要 {{minimum}} 个分组，"{{column}}" 列只有 {{groups}} 个。',
    en: '{{purpose}} needs at least {{minimum}} groups; column "{{column}}" has {{groups}}.',
  },
})
