import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, selectParameter } from '../../kit/parameters'
import { pastedTextParameter, written } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: pastedTextParameter(
    SEQUENCE_FIELD,
    // Not required on the form: a file chosen in the field's data slot stands in for it.
    { type: 'textarea', required: false },
    {
      zh: `粘贴 FASTA、EMBL（以 “ID” 行开头）或 GenBank（以 “LOCUS” 行开头）格式的核酸序列，可含多条，至多 ${written(SEQUENCE_FIELD.maxLength)} 个字符；允许 IUPAC 核苷酸码。也可以在上方的数据文件中选择这三种格式之一的文件（同样的字符上限）；选了文件就使用文件。`,
      en: `Paste nucleotide sequences as FASTA, EMBL (starting with an "ID" line) or GenBank (starting with a "LOCUS" line), one or more entries, at most ${written(SEQUENCE_FIELD.maxLength)} characters; IUPAC nucleotide codes are accepted. Or choose a file in one of the three formats among the data files above (the same character limit); a chosen file is used instead of pasted text.`,
    },
  ),
  inputFormat: selectParameter(
    '输入格式',
    'Input format',
    [
      ['auto', '自动识别', 'Detect'],
      ['fasta', 'FASTA', 'FASTA'],
      ['embl', 'EMBL', 'EMBL'],
      ['genbank', 'GenBank', 'GenBank'],
    ] as const,
    { defaultValue: 'auto', required: true },
  ),
  outputFormat: selectParameter(
    '输出格式',
    'Output format',
    [
      ['all', '全部三种', 'All three'],
      ['fasta', 'FASTA', 'FASTA'],
      ['genbank', 'GenBank', 'GenBank'],
      ['embl', 'EMBL', 'EMBL'],
    ] as const,
    { defaultValue: 'all', required: true },
  ),
})
