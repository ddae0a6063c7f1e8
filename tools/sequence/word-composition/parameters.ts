import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { checkboxParameter, defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

/** Beyond this a protein's 21^k words outgrow a readable table (21³ = 9,261). */
export const MAX_PROTEIN_WORD = 3

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'protein-or-nucleotide'),
  word: numberParameter(
    '词长 k',
    'Word length k',
    { min: 1, max: 6, step: 1, integer: true, defaultValue: 2, required: true },
    {
      zh: '每个词的字母数（compseq -word）：核酸 1～6（4^k 个词），蛋白 1～3（21^k 个词）。',
      en: 'Letters per word (compseq -word): 1–6 for nucleotides (4^k words), 1–3 for proteins (21^k words).',
    },
  ),
  expected: selectParameter(
    '期望频率',
    'Expected frequencies',
    [
      ['equal', '每个词相等（1/词数）', 'Equal for every word (1 / number of words)'],
      [
        'observed',
        '由观测到的单字母频率相乘（-calcfreq）',
        'Product of the observed single-letter frequencies (-calcfreq)',
      ],
    ],
    { defaultValue: 'equal', required: true },
  ),
  reverse: checkboxParameter('同时统计反向互补链', 'Count the reverse complement too', false, {
    zh: '核酸序列的反向互补链也计入（compseq -reverse）；蛋白序列忽略此项。',
    en: 'Also count the words of each nucleotide sequence’s reverse complement (compseq -reverse); ignored for proteins.',
  }),
  zero: checkboxParameter('列出未出现的词', 'List words never seen', true, {
    zh: '列出计数为 0 的词（compseq -zerocount，默认）。',
    en: 'List words with a count of zero too (compseq -zerocount, the default).',
  }),
})
