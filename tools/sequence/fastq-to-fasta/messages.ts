import { defineMessages } from '../../kit/messages'

export const text = defineMessages('FastqToFasta', {
  pasteOrUpload: { zh: '请粘贴 FASTQ 文本或上传 FASTQ 文件。', en: 'Paste FASTQ text or upload a FASTQ file.' },
  ambiguousOffset: {
    zh: '质量字符范围 “{{lowest}}”–“{{highest}}” 在“@”到“J”之间，Phred+33 与 Phred+64 都可能；按更常见的 Phred+33 计算。',
    en: 'The quality characters ("{{lowest}}" to "{{highest}}") all lie between "@" and "J", which both Phred+33 and Phred+64 produce; they are read as the far likelier Phred+33.',
  },
  phred33: {
    zh: '检测到 Phred+33：最低质量字符“{{lowest}}”低于“@”，只有 Phred+33 编码使用这些字符。',
    en: 'Phred+33 detected: the lowest quality character "{{lowest}}" lies below "@", which only the +33 encoding uses.',
  },
  phred64: {
    zh: '检测到 Phred+64：质量字符（“{{lowest}}”–“{{highest}}”）都不低于“@”，且有高于“J”的字符，Phred+33 的 Illumina 数据不会出现。',
    en: 'Phred+64 detected: no quality character lies below "@" and some lie above "J" ("{{lowest}}" to "{{highest}}"), which Phred+33 Illumina data never reach.',
  },
  meanQualityTitle: { zh: '各位置的平均质量', en: 'Mean quality by position' },
  converted: {
    zh: '{{reads}} 条读段已转换为 FASTA（{{file}}）。',
    en: '{{reads}} reads converted to FASTA ({{file}}).',
  },
  pastedUsed: {
    zh: '使用了粘贴的文本；上传的文件 {{file}} 未使用。',
    en: 'The pasted text was used; the uploaded file {{file}} was not.',
  },
  meanPhred: { zh: '平均 Phred 质量', en: 'Mean Phred quality' },
  position: { zh: '读段位置', en: 'Position in read' },
  phredQuality: { zh: 'Phred 质量', en: 'Phred quality' },
  summaryTitle: { zh: '读段汇总', en: 'Read summary' },
  reads: { zh: '读段数', en: 'Reads' },
  bases: { zh: '碱基数', en: 'Bases' },
  shortest: { zh: '最短读段', en: 'Shortest read' },
  longest: { zh: '最长读段', en: 'Longest read' },
  encoding: { zh: '质量编码', en: 'Quality encoding' },
  encodingAmbiguous: { zh: 'Phred+{{offset}}（不确定）', en: 'Phred+{{offset}} (ambiguous)' },
  characters: { zh: '质量字符范围', en: 'Quality characters' },
  meanQuality: { zh: '平均质量', en: 'Mean quality' },
  q20: { zh: '≥ Q20 的碱基 (%)', en: 'Bases ≥ Q20 (%)' },
  q30: { zh: '≥ Q30 的碱基 (%)', en: 'Bases ≥ Q30 (%)' },
})
