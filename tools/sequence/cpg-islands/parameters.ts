import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, numberParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  window: numberParameter(
    '窗口长度',
    'Window length',
    { min: 2, max: 2000, step: 1, integer: true, defaultValue: 100, required: true },
    {
      zh: '计算每个位置的观测/期望比与 C+G 百分比所用的窗口碱基数（cpgplot -window，默认 100）。',
      en: 'Bases in the window centred on each position for its observed/expected ratio and C+G percentage (cpgplot -window, default 100).',
    },
  ),
  minLength: numberParameter(
    '岛的最短长度',
    'Shortest island',
    { min: 1, max: 100000, step: 1, integer: true, defaultValue: 200, required: true },
    {
      zh: '报告的岛至少的碱基数（cpgplot -minlen，默认 200）。',
      en: 'Bases an island needs to be reported (cpgplot -minlen, default 200).',
    },
  ),
  minObservedExpected: numberParameter(
    '最小观测/期望比',
    'Minimum observed/expected CpG',
    { min: 0, max: 10, step: 0.01, defaultValue: 0.6, required: true },
    {
      zh: '岛内 CpG 观测/期望比须超过此值（cpgplot -minoe，默认 0.6）。',
      en: 'The observed/expected CpG ratio an island must exceed (cpgplot -minoe, default 0.6).',
    },
  ),
  minPercent: numberParameter(
    '最小 C+G 百分比',
    'Minimum C+G percentage',
    { min: 0, max: 100, step: 0.1, defaultValue: 50, required: true },
    {
      zh: '岛内 C 与 G 的百分比之和须超过此值（cpgplot -minpc，默认 50）。',
      en: 'The percentage of C plus G an island must exceed (cpgplot -minpc, default 50).',
    },
  ),
})
