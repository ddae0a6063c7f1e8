import { defineMessages } from '../../kit/messages'

export const text = defineMessages('IsoelectricPoint', {
  points: { zh: '各蛋白的等电点', en: 'Isoelectric point of each protein' },
  isoelectricPoint: { zh: '等电点 (pI)', en: 'Isoelectric point (pI)' },
  none: { zh: '无', en: 'None' },
  curve: { zh: '电荷曲线', en: 'Charge curve' },
  bound: { zh: '结合的质子数', en: 'Protons bound' },
  charge: { zh: '净电荷', en: 'Charge' },
  curveChart: { zh: '净电荷随 pH 的变化', en: 'Net charge against pH' },
  windowChart: {
    zh: '{{name}} 的残基平均电荷（窗口 {{window}}）',
    en: 'Mean residue charge of {{name}} (window of {{window}})',
  },
  position: { zh: '位置', en: 'Position' },
  meanCharge: { zh: '平均电荷', en: 'Mean charge' },
  zero: { zh: '电荷为零', en: 'Zero charge' },
  note: {
    zh: '{{sequences}} 条蛋白序列；电荷曲线由 pKa 计算（EMBOSS iep），窗口电荷由残基电荷平均（EMBOSS charge，K、R +1，H +0.5，D、E −1）；两者的原格式报告见 iep.txt 与 charge.txt。',
    en: '{{sequences}} protein(s); the charge curve is computed from pKa values (EMBOSS iep) and the window charge from residue charges (EMBOSS charge: K, R +1, H +0.5, D, E −1); iep.txt and charge.txt hold both reports in EMBOSS’s layout.',
  },
  onlyFirst: {
    zh: '窗口电荷图只绘制前 {{shown}} 条序列（共 {{sequences}} 条），全部数值见 charge.txt。',
    en: 'The window charge chart draws the first {{shown}} of {{sequences}} proteins; charge.txt holds all of them.',
  },
  tooShort: {
    zh: '{{names}} 短于电荷窗口（{{window}} 个残基），没有窗口电荷。',
    en: '{{names}} is shorter than the charge window ({{window}} residues) and has no window charge.',
  },
})
