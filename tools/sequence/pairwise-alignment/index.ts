import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY, written } from '../definitions'
import { pairwiseAlignmentExecutor } from './executor'
import { parameters, SEQUENCE_A, SEQUENCE_B } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'PairwiseAlignment',
  title: '双序列比对',
  titleEn: 'Pairwise alignment',
  description:
    '全局（Needleman-Wunsch）或局部（Smith-Waterman）双序列比对，仿射空位罚分，得分、一致度、相似度与空位与 EMBOSS needle/water 完全一致。',
  descriptionEn:
    'Global (Needleman-Wunsch) or local (Smith-Waterman) alignment of two sequences with affine gap penalties; score, identity, similarity and gaps exactly as EMBOSS needle and water give them.',
  category: SEQUENCE_CATEGORY,
  tags: ['序列比对', 'pairwise alignment', 'needle', 'water', 'Needleman-Wunsch', 'Smith-Waterman'],
  toolType: 2,
  sort: 405,
  parameters,
  demo: { pastedTexts: { sequence_a: 'HBA_HUMAN.fasta', sequence_b: 'HBB_HUMAN.fasta' }, files: {} },
  manualValues: { limit: written(SEQUENCE_TEXT_LIMITS.pairwise) },
  ...sequenceInputs([SEQUENCE_A, SEQUENCE_B], pairwiseAlignmentExecutor),
})
