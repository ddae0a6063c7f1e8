import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { sequenceFormatConversionExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'SequenceFormatConversion',
  title: '序列格式转换（seqret）',
  titleEn: 'Sequence format conversion (seqret)',
  description:
    '读取 FASTA、EMBL 或 GenBank 格式的核酸序列（自动识别），写成 FASTA、GenBank 与 EMBL 文件，格式与 EMBOSS seqret 一致。',
  descriptionEn:
    'Nucleotide sequences read from FASTA, EMBL or GenBank text (told apart automatically) and written as FASTA, GenBank and EMBL files, as EMBOSS seqret writes them.',
  category: SEQUENCE_CATEGORY,
  tags: ['格式转换', 'format conversion', 'FASTA', 'GenBank', 'EMBL', 'seqret'],
  toolType: 2,
  sort: 424,
  parameters,
  demo: { params: {}, pastedTexts: { sequence: 'nucleotides.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], sequenceFormatConversionExecutor, { keepFormat: true }),
})
