import type { StartCodons } from '../../../analysis/sequence/genetic-code'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.orf }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  find: selectParameter(
    'ORF 类型',
    'ORF type',
    [
      ['1', '起始到终止密码子，翻译为蛋白（getorf -find 1）', 'Start to stop codon, translated (getorf -find 1)'],
      ['3', '起始到终止密码子，核酸序列（-find 3）', 'Start to stop codon, nucleotides (-find 3)'],
      ['0', '终止到终止密码子，翻译为蛋白（-find 0）', 'Stop to stop codon, translated (-find 0)'],
      ['2', '终止到终止密码子，核酸序列（-find 2）', 'Stop to stop codon, nucleotides (-find 2)'],
    ],
    { defaultValue: '1', required: true },
  ),
  min_length: numberParameter('最短长度（核酸数）', 'Minimum length (nucleotides)', {
    min: 3,
    max: SEQUENCE_TEXT_LIMITS.orf,
    step: 1,
    defaultValue: 30,
    required: true,
  }),
  strands: selectParameter(
    '链',
    'Strands',
    [
      ['both', '双链', 'Both'],
      ['forward', '仅正向链', 'Forward only'],
      ['reverse', '仅反向链', 'Reverse only'],
    ],
    { defaultValue: 'both', required: true },
  ),
  start_codons: selectParameter(
    '起始密码子',
    'Start codons',
    [
      ['atg', '仅 ATG', 'ATG only'],
      ['ncbi1', 'ATG、TTG、CTG（NCBI 表 1）', 'ATG, TTG, CTG (NCBI table 1)'],
    ] as const satisfies readonly (readonly [StartCodons, string, string])[],
    { defaultValue: 'atg', required: true },
  ),
})
