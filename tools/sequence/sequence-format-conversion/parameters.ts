import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, selectParameter } from '../../kit/parameters'
import { pastedTextParameter, written } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: pastedTextParameter(
    SEQUENCE_FIELD,
    { type: 'textarea', required: true },
    {
      zh: `粘贴 FASTA、EMBL（以 “ID” 行开头）或 GenBank（以 “LOCUS” 行开头）格式的核酸序列，可含多条，至多 ${written(SEQUENCE_FIELD.maxLength)} 个字符；允许 IUPAC 核苷酸码。`,
      en: `Paste nucleotide sequences as FASTA, EMBL (starting with an "ID" line) or GenBank (starting with a "LOCUS" line), one or more entries, at most ${written(SEQUENCE_FIELD.maxLength)} characters; IUPAC nucleotide codes are accepted.`,
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
