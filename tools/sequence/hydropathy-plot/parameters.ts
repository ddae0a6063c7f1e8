import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'protein'),
  window: numberParameter(
    '窗口长度',
    'Window length',
    { min: 1, max: 200, step: 1, integer: true, defaultValue: 19, required: true },
    {
      zh: '每个点平均的残基数（pepwindow -window，默认 19；Kyte 与 Doolittle 建议 19 用于寻找跨膜区）。',
      en: 'The number of residues averaged for each point (pepwindow -window, default 19, which Kyte and Doolittle suggest for finding membrane-spanning segments).',
    },
  ),
  normalize: checkboxParameter('标准化疏水性标度', 'Normalise the scale', false, {
    zh: '先把 20 种氨基酸的疏水性值标准化为均值 0、标准差 1（pepwindow -normalize）。',
    en: 'Rescale the values of the 20 amino acids to mean 0 and standard deviation 1 first (pepwindow -normalize).',
  }),
})
