import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, numberParameter, radioParameter, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_A: TextField = { key: 'sequence_a', label: 'sequenceA', maxLength: SEQUENCE_TEXT_LIMITS.pairwise }
export const SEQUENCE_B: TextField = { key: 'sequence_b', label: 'sequenceB', maxLength: SEQUENCE_TEXT_LIMITS.pairwise }

export const parameters = defineParameters({
  sequence_a: sequenceParameter(SEQUENCE_A, 'protein-or-nucleotide'),
  sequence_b: sequenceParameter(SEQUENCE_B, 'protein-or-nucleotide'),
  mode: radioParameter(
    '比对方式',
    'Mode',
    [
      ['global', '全局（Needleman-Wunsch，needle）', 'Global (Needleman-Wunsch, needle)'],
      ['local', '局部（Smith-Waterman，water）', 'Local (Smith-Waterman, water)'],
    ],
    { defaultValue: 'global', required: true },
  ),
  matrix: selectParameter(
    '打分矩阵',
    'Scoring matrix',
    [
      ['auto', '自动（核酸 EDNAFULL，蛋白 EBLOSUM62）', 'Automatic (EDNAFULL for nucleotides, EBLOSUM62 for proteins)'],
      ['EBLOSUM62', 'EBLOSUM62（蛋白）', 'EBLOSUM62 (proteins)'],
      ['EDNAFULL', 'EDNAFULL（核酸）', 'EDNAFULL (nucleotides)'],
    ],
    { defaultValue: 'auto', required: true },
  ),
  gap_open: numberParameter(
    '空位开放罚分',
    'Gap open penalty',
    { min: 1, max: 100, defaultValue: 10, required: true },
    { zh: '与 EMBOSS 相同，范围 1–100。', en: 'From 1 to 100, as in EMBOSS.' },
  ),
  gap_extend: numberParameter(
    '空位延伸罚分',
    'Gap extension penalty',
    { min: 0, max: 10, defaultValue: 0.5, required: true },
    { zh: '与 EMBOSS 相同，范围 0–10。', en: 'From 0 to 10, as in EMBOSS.' },
  ),
})
