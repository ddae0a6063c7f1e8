import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { reverseComplementExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'ReverseComplement',
  title: '反向互补序列',
  titleEn: 'Reverse complement',
  description: '求核酸序列的反向互补、互补或反向序列，支持 IUPAC 简并碱基，结果可下载为 FASTA。',
  descriptionEn:
    'Reverse complement, complement or reverse of nucleotide sequences, IUPAC ambiguity codes included, downloadable as FASTA.',
  category: SEQUENCE_CATEGORY,
  tags: ['反向互补', 'reverse complement', 'DNA', 'FASTA'],
  toolType: 2,
  sort: 401,
  parameters,
  demo: { pastedTexts: { sequence: 'nucleotides.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], reverseComplementExecutor),
})
