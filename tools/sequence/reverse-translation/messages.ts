import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ReverseTranslation', {
  tableTitle: { zh: '反向翻译', en: 'Reverse translations' },
  residues: { zh: '长度（氨基酸）', en: 'Length (residues)' },
  nucleotides: { zh: '长度（核苷酸）', en: 'Length (nucleotides)' },
  gc: { zh: 'GC (%)', en: 'GC (%)' },
  sequencePreview: { zh: '核酸序列（前 60 个碱基）', en: 'Nucleotides (first 60 bases)' },
  human: { zh: '人', en: 'human' },
  ecoli: { zh: '大肠杆菌', en: 'E. coli' },
  note: {
    zh: '{{sequences}} 条蛋白按{{organism}}最常用的密码子写回，见 backtranslated.fasta（B 按 D、Z 按 E、X 写作 NNN）。这是最可能的一种核酸序列，并非唯一；合成基因前请再考虑限制性位点、重复与 mRNA 结构。',
    en: '{{sequences}} protein(s) written back with the codons the {{organism}} table uses most, in backtranslated.fasta (B as D, Z as E, X as NNN). This is the most likely nucleotide sequence, not the only one; check restriction sites, repeats and mRNA structure before synthesising a gene.',
  },
  noCodon: {
    zh: '序列 {{name}} 含 {{residue}}，密码子使用表中没有它的密码子。',
    en: 'Sequence {{name}} holds {{residue}}, for which the codon usage table has no codon.',
  },
})
