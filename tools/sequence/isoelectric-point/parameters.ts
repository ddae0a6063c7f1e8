import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'protein'),
  step: numberParameter(
    'pH 步长',
    'pH step',
    { min: 0.01, max: 1, step: 0.01, defaultValue: 0.5, required: true },
    {
      zh: '电荷曲线中相邻 pH 的间隔（iep -step）。',
      en: 'The pH interval between points of the charge curve (iep -step).',
    },
  ),
  termini: checkboxParameter('计入 N 端与 C 端电荷', 'Count the charged N and C termini', true, {
    zh: '计入游离的 N 端氨基（pKa 7.5）与 C 端羧基（pKa 3.6）（iep -termini，默认）。',
    en: 'Include the free N-terminal amino (pKa 7.5) and C-terminal carboxyl (pKa 3.6) groups (iep -termini, the default).',
  }),
  window: numberParameter(
    '电荷窗口长度',
    'Charge window length',
    { min: 1, max: 200, step: 1, integer: true, defaultValue: 5, required: true },
    {
      zh: '沿序列滑动计算平均残基电荷的窗口长度（charge -window）。',
      en: 'The number of residues averaged in the charge window sliding along the sequence (charge -window).',
    },
  ),
})
