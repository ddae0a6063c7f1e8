import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  whole: checkboxParameter('整条寡核苷酸', 'Whole oligo', false, {
    zh: '每条序列作为一个整体计算一次（窗口 = 序列长度），适合引物和探针；不勾选则沿序列滑动窗口。',
    en: 'Melt each sequence once as a whole (window = its length), as for primers and probes; otherwise slide a window along it.',
  }),
  window: numberParameter(
    '窗口长度',
    'Window length',
    { min: 2, max: 1000, step: 1, integer: true, defaultValue: 20, required: true },
    { zh: '每个窗口的碱基数（dan -windowsize，默认 20）。', en: 'Bases per window (dan -windowsize, default 20).' },
  ),
  shift: numberParameter(
    '步长',
    'Shift',
    { min: 1, max: 1000, step: 1, integer: true, defaultValue: 1, required: true },
    {
      zh: '相邻窗口起点之间的碱基数（dan -shiftincrement，默认 1）。',
      en: 'Bases from one window’s start to the next (dan -shiftincrement, default 1).',
    },
  ),
  dnaConcentration: numberParameter(
    '寡核苷酸浓度（nM）',
    'Oligo concentration (nM)',
    { min: 0.001, max: 1000000, defaultValue: 50, required: true },
    { zh: 'dan -dnaconc，默认 50 nM。', en: 'dan -dnaconc, default 50 nM.' },
  ),
  saltConcentration: numberParameter(
    '盐浓度（mM）',
    'Salt concentration (mM)',
    { min: 0.001, max: 10000, defaultValue: 50, required: true },
    {
      zh: '一价阳离子浓度（dan -saltconc，默认 50 mM）。',
      en: 'Monovalent cation concentration (dan -saltconc, default 50 mM).',
    },
  ),
  temperature: numberParameter(
    'ΔG 的温度（°C）',
    'Temperature for ΔG (°C)',
    { min: -50, max: 150, defaultValue: 25, required: true },
    {
      zh: '计算自由能 ΔG = ΔH − TΔS 的温度（dan -thermo -temperature，默认 25 °C）。',
      en: 'The temperature at which the free energy ΔG = ΔH − TΔS is given (dan -thermo -temperature, default 25 °C).',
    },
  ),
  rna: checkboxParameter('RNA/DNA 杂交', 'RNA/DNA hybrid', false, {
    zh: '使用 RNA/DNA 杂交双链的堆积参数（dan -rna）。',
    en: 'Use the stacking values of RNA/DNA hybrid duplexes (dan -rna).',
  }),
})
