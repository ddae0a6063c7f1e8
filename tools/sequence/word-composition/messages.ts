import { defineMessages } from '../../kit/messages'

export const text = defineMessages('WordComposition', {
  words: { zh: '各词的组成', en: 'Composition of each word' },
  word: { zh: '词', en: 'Word' },
  count: { zh: '观测次数', en: 'Observed count' },
  observed: { zh: '观测频率', en: 'Observed frequency' },
  expected: { zh: '期望频率', en: 'Expected frequency' },
  ratio: { zh: '观测/期望', en: 'Observed/expected' },
  other: { zh: '其他（含字母表外字符的词）', en: 'Other (words with a letter outside the alphabet)' },
  ratioChart: { zh: '各词的观测/期望比（k = {{word}}）', en: 'Observed/expected ratio of each word (k = {{word}})' },
  countChart: {
    zh: '出现最多的 {{shown}} 个词（k = {{word}}）',
    en: 'The {{shown}} most frequent words (k = {{word}})',
  },
  noteNucleotide: {
    zh: '{{sequences}} 条核酸序列，共统计 {{total}} 个长度为 {{word}} 的重叠词（字母表 ACGT；U 与简并碱基计入“其他”）。完整报告（compseq 格式）见 compseq.txt。',
    en: '{{total}} overlapping words of {{word}} letters in {{sequences}} nucleotide sequence(s) (alphabet ACGT; U and ambiguity codes count as Other). The full report in compseq’s layout is in compseq.txt.',
  },
  noteProtein: {
    zh: '{{sequences}} 条蛋白序列，共统计 {{total}} 个长度为 {{word}} 的重叠词（21 个字母 ACDEFGHIKLMNPQRSTUVWY；B、Z、X 等计入“其他”）。完整报告（compseq 格式）见 compseq.txt。',
    en: '{{total}} overlapping words of {{word}} letters in {{sequences}} protein(s) (21 letters ACDEFGHIKLMNPQRSTUVWY; B, Z, X and others count as Other). The full report in compseq’s layout is in compseq.txt.',
  },
  proteinWordTooLong: {
    zh: '蛋白序列的词长至多为 {{max}}（21^k 个词），现为 {{word}}。',
    en: 'Words in proteins may be at most {{max}} letters long (21^k words); {{word}} was given.',
  },
})
