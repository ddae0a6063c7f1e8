import { defineMessages } from '../../kit/messages'

export const text = defineMessages('VolcanoPlot', {
  chartTitle: { zh: '火山图', en: 'Volcano plot' },
  foldChangeAxis: { zh: 'log2 倍数变化', en: 'log2 fold change' },
  pCutoffLine: {
    zh: '水平虚线为被判为显著的基因中最大的原始 p 值（{{p}}）。',
    en: 'The horizontal line marks the largest raw p-value among the genes called significant ({{p}}).',
  },
  zeroP: {
    zh: '{{genes}} 个基因的 p 值为 0，画在最高处（−log10 p = {{height}}）。',
    en: '{{genes}} genes have p = 0 and are drawn at the top (−log10 p = {{height}}).',
  },
  missingRows: {
    zh: '{{rows}} 行缺少倍数变化或 p 值，未画出。',
    en: '{{rows}} rows lack a fold change or p-value and are not drawn.',
  },
  significantTitle: { zh: '显著差异基因', en: 'Significant genes' },
  gene: { zh: '基因', en: 'Gene' },
  direction: { zh: '方向', en: 'Direction' },
})
