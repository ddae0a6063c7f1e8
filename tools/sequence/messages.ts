import { defineMessages } from '../kit/messages'

/** The labels of the pasted-text fields, which the form shows and the errors about them name. */
export const FIELD_LABELS = {
  sequence: { zh: '序列', en: 'Sequences' },
  sequenceA: { zh: '序列 A', en: 'Sequence A' },
  sequenceB: { zh: '序列 B', en: 'Sequence B' },
  fastq: { zh: 'FASTQ 文本', en: 'FASTQ text' },
  pattern: { zh: '基序', en: 'Motif' },
  mismatches: { zh: '允许错配数', en: 'Mismatches allowed' },
} as const

/** The words the sequence tools share: the fields' names, their limits, and common column headers. */
export const sequenceText = defineMessages('sequence', {
  ...FIELD_LABELS,
  tooLong: {
    zh: '参数“{{label}}”超过 {{limit}} 个字符的上限（现有 {{given}} 个）。',
    en: 'Parameter "{{label}}" is longer than its limit of {{limit}} characters ({{given}} given).',
  },
  empty: {
    zh: '参数“{{label}}”为空：请粘贴序列或选择序列文件。',
    en: 'Parameter "{{label}}" is empty: paste a sequence or choose a sequence file.',
  },
  fileTooLong: {
    zh: '读自文件“{{file}}”的序列超过“{{label}}”{{limit}} 个字符的上限（现有 {{given}} 个）。',
    en: 'The sequences read from file "{{file}}" are longer than the limit of "{{label}}", {{limit}} characters ({{given}} given).',
  },
  fileRead: {
    zh: '“{{label}}”读自文件“{{file}}”（{{format}}，{{encoding}}）。',
    en: '"{{label}}" was read from file "{{file}}" ({{format}}, {{encoding}}).',
  },
  pastedIgnored: {
    zh: '同时给出了文件与粘贴的文本：使用了文件“{{file}}”，粘贴在“{{label}}”中的文本未被使用。',
    en: 'A file and pasted text were both given: file "{{file}}" was used, the text pasted in "{{label}}" was not.',
  },
  name: { zh: '名称', en: 'Name' },
  length: { zh: '长度', en: 'Length' },
  sequenceColumn: { zh: '序列', en: 'Sequence' },
  sequences: { zh: '序列数', en: 'Sequences' },
  statistic: { zh: '统计量', en: 'Statistic' },
  value: { zh: '值', en: 'Value' },
  start: { zh: '起点', en: 'Start' },
  end: { zh: '终点', en: 'End' },
  strand: { zh: '链', en: 'Strand' },
  frame: { zh: '读码框', en: 'Frame' },
  forwardStrand: { zh: '正向链', en: 'Forward strand' },
  reverseStrand: { zh: '反向链', en: 'Reverse strand' },
})
