import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { checkboxParameter, defineParameters } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'protein'),
  termini: checkboxParameter('计入 N 端与 C 端电荷', 'Count the charged N and C termini', true, {
    zh: '计算等电点时计入游离的 N 端氨基与 C 端羧基（pepstats -termini，默认）。',
    en: 'Include the free N-terminal amino and C-terminal carboxyl groups in the isoelectric point (pepstats -termini, the default).',
  }),
  mono: checkboxParameter('单同位素质量', 'Monoisotopic masses', false, {
    zh: '用单同位素质量代替平均质量计算分子量（pepstats -mono）。',
    en: 'Use monoisotopic instead of average residue masses for the molecular weight (pepstats -mono).',
  }),
})
