import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY, written } from '../definitions'
import { fuzzyMotifSearchExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'FuzzyMotifSearch',
  title: '模糊基序搜索',
  titleEn: 'Fuzzy motif search',
  description: '在核酸序列中搜索允许错配的基序（支持 IUPAC 简并码），可同时搜索反向链，结果与 EMBOSS fuzznuc 一致。',
  descriptionEn:
    'Searches nucleotide sequences for a motif with a number of mismatches allowed (IUPAC codes welcome), on one or both strands, as EMBOSS fuzznuc does.',
  category: SEQUENCE_CATEGORY,
  tags: ['基序', 'motif', 'fuzznuc', 'IUPAC', '错配', 'mismatch'],
  toolType: 2,
  sort: 406,
  parameters,
  demo: { pastedTexts: { sequence: 'X65923.fasta' }, params: { pattern: 'AATAAA', mismatches: 1 }, files: {} },
  manualValues: {
    sequenceLimit: written(SEQUENCE_TEXT_LIMITS.motifSequence),
    patternLimit: written(SEQUENCE_TEXT_LIMITS.motifPattern),
  },
  ...sequenceInputs([SEQUENCE_FIELD], fuzzyMotifSearchExecutor),
})
