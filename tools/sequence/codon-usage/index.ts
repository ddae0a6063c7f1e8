import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { codonUsageExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'CodonUsage',
  title: '密码子使用与有效密码子数（cusp、chips）',
  titleEn: 'Codon usage and effective number of codons (cusp, chips)',
  description:
    '统计编码序列中 64 个密码子的次数、每千密码子频率与同义密码子比例、各密码子位置的 GC 含量，以及 Wright 有效密码子数 Nc，结果与 EMBOSS cusp 和 chips 一致。',
  descriptionEn:
    'Counts, frequency per thousand and synonymous share of the 64 codons in coding sequences, the GC content of each codon position, and Wright’s effective number of codons (Nc), as EMBOSS cusp and chips compute them.',
  category: SEQUENCE_CATEGORY,
  tags: ['密码子', 'codon usage', '有效密码子数', 'effective number of codons', 'Nc', 'cusp', 'chips'],
  toolType: 2,
  sort: 415,
  parameters,
  demo: { pastedTexts: { sequence: 'orfs.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], codonUsageExecutor),
})
