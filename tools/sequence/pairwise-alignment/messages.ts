import { defineMessages } from '../../kit/messages'

export const text = defineMessages('PairwiseAlignment', {
  onePerBox: {
    zh: '“{{label}}”中有 {{count}} 条序列：每个框只能粘贴一条。',
    en: '"{{label}}" holds {{count}} sequences: paste one per box.',
  },
  global: {
    zh: '全局比对（Needleman-Wunsch，同 EMBOSS needle）',
    en: 'Global alignment (Needleman-Wunsch, as EMBOSS needle)',
  },
  local: {
    zh: '局部比对（Smith-Waterman，同 EMBOSS water）',
    en: 'Local alignment (Smith-Waterman, as EMBOSS water)',
  },
  statisticsTitle: { zh: '比对统计', en: 'Alignment statistics' },
  item: { zh: '项目', en: 'Item' },
  mode: { zh: '比对方式', en: 'Mode' },
  sequences: { zh: '序列', en: 'Sequences' },
  matrix: { zh: '打分矩阵', en: 'Matrix' },
  gapPenalties: { zh: '空位开放 / 延伸罚分', en: 'Gap open / extension penalty' },
  score: { zh: '得分', en: 'Score' },
  length: { zh: '比对长度', en: 'Length' },
  identity: { zh: '一致', en: 'Identity' },
  similarity: { zh: '相似', en: 'Similarity' },
  gaps: { zh: '空位', en: 'Gaps' },
  alignmentTitle: {
    zh: '比对（每段 50 列；带标记行的比对见 {{file}}）',
    en: 'Alignment (50 columns per block; {{file}} adds the markup line)',
  },
  alignment: { zh: '比对', en: 'Alignment' },
  note: {
    zh: '{{program}}：{{a}} 与 {{b}}，{{matrix}}，空位罚分 {{open}}/{{extend}}。得分 {{score}}；一致 {{identity}}；相似 {{similarity}}；空位 {{gaps}}。',
    en: '{{program}} of {{a}} and {{b}}, {{matrix}}, gap penalties {{open}}/{{extend}}: score {{score}}; identity {{identity}}; similarity {{similarity}}; gaps {{gaps}}.',
  },
})
