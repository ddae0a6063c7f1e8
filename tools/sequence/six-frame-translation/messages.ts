import { defineMessages } from '../../kit/messages'

export const text = defineMessages('SixFrameTranslation', {
  tableTitle: { zh: '各读码框的翻译', en: 'Translation of each frame' },
  residues: { zh: '长度（氨基酸）', en: 'Length (residues)' },
  stopCodons: { zh: '终止密码子数', en: 'Stop codons' },
  longestStretch: { zh: '最长无终止片段', en: 'Longest stretch without stop' },
  protein: { zh: '蛋白（前 60 个氨基酸）', en: 'Protein (first 60 residues)' },
  note: {
    zh: '{{sequences}} 条序列、{{frames}} 个读码框的翻译见 translations.fasta（标准遗传密码，NCBI 表 1；* 为终止密码子）。',
    en: '{{frames}} frame translations of {{sequences}} sequence(s) are in translations.fasta (standard genetic code, NCBI table 1; * marks a stop codon).',
  },
})
