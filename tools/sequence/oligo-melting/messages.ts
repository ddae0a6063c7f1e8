import { defineMessages } from '../../kit/messages'

export const text = defineMessages('OligoMelting', {
  windows: { zh: '各窗口的解链温度与热力学参数', en: 'Melting temperature and thermodynamics of each window' },
  sequence: { zh: '序列', en: 'Sequence' },
  start: { zh: '起点', en: 'Start' },
  end: { zh: '终点', en: 'End' },
  bases: { zh: '碱基', en: 'Bases' },
  tm: { zh: 'Tm（°C）', en: 'Tm (°C)' },
  gc: { zh: 'GC（%）', en: 'GC (%)' },
  deltaG: { zh: 'ΔG（kcal/mol）', en: 'ΔG (kcal/mol)' },
  deltaH: { zh: 'ΔH（kcal/mol）', en: 'ΔH (kcal/mol)' },
  deltaS: { zh: 'ΔS（cal/K/mol）', en: 'ΔS (cal/K/mol)' },
  position: { zh: '窗口中点位置', en: 'Window midpoint' },
  chart: {
    zh: '沿序列的解链温度（窗口 {{window}}）',
    en: 'Melting temperature along the sequence (window {{window}})',
  },
  noteDna: {
    zh: '{{sequences}} 条序列，{{windows}} 个窗口；寡核苷酸 {{dna}} nM，盐 {{salt}} mM，ΔG 取 {{temperature}} °C，DNA/DNA 最近邻参数。完整表格见 dan.tsv。',
    en: '{{windows}} window(s) in {{sequences}} sequence(s); oligo {{dna}} nM, salt {{salt}} mM, ΔG at {{temperature}} °C, DNA/DNA nearest-neighbour values. The full table is in dan.tsv.',
  },
  noteRna: {
    zh: '{{sequences}} 条序列，{{windows}} 个窗口；寡核苷酸 {{dna}} nM，盐 {{salt}} mM，ΔG 取 {{temperature}} °C，RNA/DNA 杂交最近邻参数。完整表格见 dan.tsv。',
    en: '{{windows}} window(s) in {{sequences}} sequence(s); oligo {{dna}} nM, salt {{salt}} mM, ΔG at {{temperature}} °C, RNA/DNA hybrid nearest-neighbour values. The full table is in dan.tsv.',
  },
  tooShort: {
    zh: '以下序列短于窗口（{{window}} 个碱基），未计算：{{names}}。',
    en: 'These sequences are shorter than the window ({{window}} bases) and were skipped: {{names}}.',
  },
  noWindows: {
    zh: '没有一条序列长达 {{window}} 个碱基的窗口；请缩短窗口或选择“整条寡核苷酸”。',
    en: 'No sequence is as long as the {{window}}-base window; shorten the window or choose “Whole oligo”.',
  },
})
