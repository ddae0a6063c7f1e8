import { defineMessages } from '../../kit/messages'

export const text = defineMessages('Translation', {
  tableTitle: { zh: '各读码框的翻译', en: 'Translation of each frame' },
  residues: { zh: '长度（氨基酸）', en: 'Length (residues)' },
  stopCodons: { zh: '终止密码子数', en: 'Stop codons' },
  longestStretch: { zh: '最长无终止片段', en: 'Longest stretch without stop' },
  protein: { zh: '蛋白（前 60 个氨基酸）', en: 'Protein (first 60 residues)' },
  note: {
    zh: '{{sequences}} 条序列、{{frames}} 个读码框的翻译见 translations.fasta（NCBI 遗传密码表 {{table}}：{{name}}；* 为终止密码子）。',
    en: '{{frames}} frame translations of {{sequences}} sequence(s) are in translations.fasta (NCBI genetic code {{table}}, {{name}}; * marks a stop codon).',
  },
})
