import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_A: TextField = { key: 'sequence_a', label: 'sequenceA', maxLength: SEQUENCE_TEXT_LIMITS.pairwise }
export const SEQUENCE_B: TextField = { key: 'sequence_b', label: 'sequenceB', maxLength: SEQUENCE_TEXT_LIMITS.pairwise }

export const parameters = defineParameters({
  sequence_a: sequenceParameter(SEQUENCE_A, 'protein-or-nucleotide'),
  sequence_b: sequenceParameter(SEQUENCE_B, 'protein-or-nucleotide'),
  window: numberParameter(
    '窗口长度',
    'Window length',
    { min: 1, max: 1000, step: 1, integer: true, defaultValue: 10, required: true },
    {
      zh: '沿对角线打分的残基对数（dotmatcher -windowsize，默认 10）。',
      en: 'Residue pairs scored together along a diagonal (dotmatcher -windowsize, default 10).',
    },
  ),
  threshold: numberParameter(
    '阈值',
    'Threshold',
    { min: -10000, max: 100000, step: 1, integer: true, defaultValue: 23, required: true },
    {
      zh: '窗口得分达到此值即画线（dotmatcher -threshold，默认 23）。',
      en: 'A window scoring at least this much is drawn (dotmatcher -threshold, default 23).',
    },
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
})
