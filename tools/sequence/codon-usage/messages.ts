import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CodonUsage', {
  usage: { zh: '密码子使用', en: 'Codon usage' },
  codon: { zh: '密码子', en: 'Codon' },
  aminoAcid: { zh: '氨基酸', en: 'Amino acid' },
  fraction: { zh: '同义密码子中的比例', en: 'Share among synonymous codons' },
  perThousand: { zh: '每千密码子频率', en: 'Per thousand codons' },
  number: { zh: '次数', en: 'Number' },
  summary: { zh: '汇总', en: 'Summary' },
  codons: { zh: '密码子数', en: 'Codons' },
  stops: { zh: '终止密码子数', en: 'Stop codons' },
  codingGc: { zh: '编码区 GC (%)', en: 'Coding GC (%)' },
  firstGc: { zh: '第 1 位 GC (%)', en: 'GC at position 1 (%)' },
  secondGc: { zh: '第 2 位 GC (%)', en: 'GC at position 2 (%)' },
  thirdGc: { zh: '第 3 位 GC (%)', en: 'GC at position 3 (%)' },
  nc: { zh: '有效密码子数 Nc（合并）', en: 'Effective number of codons, Nc (pooled)' },
  each: { zh: '各序列的有效密码子数', en: 'Effective number of codons of each sequence' },
  ncColumn: { zh: 'Nc', en: 'Nc' },
  chart: { zh: '各密码子的同义比例', en: 'Share of each codon among its synonyms' },
  note: {
    zh: '{{sequences}} 条序列的 {{codons}} 个密码子（各序列从第 1 个碱基按读码框 1 读取），标准遗传密码；Nc 在 20（每个氨基酸只用一个密码子）与 61（均匀使用）之间。cusp.txt 与 chips.txt 为 EMBOSS 原格式的结果。',
    en: '{{codons}} codons of {{sequences}} sequence(s), each read in frame 1 from its first base, standard genetic code; Nc runs from 20 (one codon per amino acid) to 61 (all codons used evenly). cusp.txt and chips.txt hold the results in EMBOSS’s layout.',
  },
})
