import { defineMessages } from '../../kit/messages'

export const text = defineMessages('OrfFinder', {
  chartTitle: { zh: 'ORF 的位置与长度', en: 'ORF positions and lengths' },
  startAxis: { zh: 'ORF 起点（正向链坐标）', en: 'ORF start (forward-strand position)' },
  lengthAxis: { zh: 'ORF 长度（核酸数）', en: 'ORF length (nucleotides)' },
  tableTitle: { zh: '开放阅读框', en: 'Open reading frames' },
  lengthNt: { zh: '长度（核酸）', en: 'Length (nt)' },
  lengthAa: { zh: '长度（氨基酸）', en: 'Length (aa)' },
  protein: { zh: '蛋白（前 60 个）', en: 'Protein (first 60)' },
  bases: { zh: '序列（前 60 个碱基）', en: 'Bases (first 60)' },
  note: {
    zh: '{{sequences}} 条序列中找到 {{orfs}} 个 ORF（至少 {{minimum}} 个核酸）。反向链 ORF 的起点大于终点（正向链坐标）。',
    en: '{{orfs}} ORF(s) of at least {{minimum}} nucleotides in {{sequences}} sequence(s). Reverse-strand ORFs start at the higher forward-strand position.',
  },
})
