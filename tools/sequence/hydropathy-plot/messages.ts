import { defineMessages } from '../../kit/messages'

export const text = defineMessages('HydropathyPlot', {
  chart: { zh: 'Kyte-Doolittle 疏水性（窗口 {{window}}）', en: 'Kyte-Doolittle hydropathy (window of {{window}})' },
  chartNormalized: {
    zh: '标准化 Kyte-Doolittle 疏水性（窗口 {{window}}）',
    en: 'Normalised Kyte-Doolittle hydropathy (window of {{window}})',
  },
  position: { zh: '窗口中点位置', en: 'Window centre' },
  hydropathy: { zh: '疏水性', en: 'Hydropathy' },
  zero: { zh: '零', en: 'Zero' },
  membrane: { zh: '跨膜参考线 1.6', en: 'Membrane-spanning guide, 1.6' },
  summary: { zh: '各蛋白的疏水性', en: 'Hydropathy of each protein' },
  windows: { zh: '窗口数', en: 'Windows' },
  highest: { zh: '最高值', en: 'Highest' },
  highestAt: { zh: '最高值位置', en: 'Highest at' },
  lowest: { zh: '最低值', en: 'Lowest' },
  lowestAt: { zh: '最低值位置', en: 'Lowest at' },
  points: { zh: '各窗口的疏水性', en: 'Hydropathy of each window' },
  note: {
    zh: '{{sequences}} 条蛋白序列，窗口 {{window}} 个残基；每个点为窗口内 Kyte-Doolittle 值的平均，标在窗口中点（EMBOSS pepwindow）。',
    en: '{{sequences}} protein(s), a window of {{window}} residues; each point is the mean Kyte-Doolittle value of a window, at the window’s centre (EMBOSS pepwindow).',
  },
  onlyFirst: {
    zh: '图中只绘制前 {{shown}} 条序列（共 {{sequences}} 条），全部数值见表格与 hydropathy.tsv。',
    en: 'The chart draws the first {{shown}} of {{sequences}} proteins; the table and hydropathy.tsv hold all of them.',
  },
  tooShort: {
    zh: '{{names}} 短于窗口（{{window}} 个残基），没有疏水性值。',
    en: '{{names}} is shorter than the window ({{window}} residues) and has no hydropathy value.',
  },
  noPoints: {
    zh: '所有序列都短于窗口（{{window}} 个残基）：请缩短窗口。',
    en: 'Every sequence is shorter than the window ({{window}} residues): choose a shorter window.',
  },
})
