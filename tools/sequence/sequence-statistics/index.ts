import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { sequenceStatisticsExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'SequenceStatistics',
  title: 'GC 含量与序列统计',
  titleEn: 'GC content and sequence statistics',
  description:
    '统计每条核酸序列的长度、碱基组成与 GC 含量，以及序列数、总长、最短/最长/平均长度和 N50，并绘制 GC 含量柱状图。',
  descriptionEn:
    'Length, base composition and GC content of each nucleotide sequence, and the count, total, shortest, longest and mean length and N50 of the set, with a GC content bar chart.',
  category: SEQUENCE_CATEGORY,
  tags: ['GC 含量', 'GC content', 'N50', '序列统计', 'sequence statistics'],
  toolType: 2,
  sort: 403,
  parameters,
  demo: { pastedTexts: { sequence: 'nucleotides.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], sequenceStatisticsExecutor),
})
