import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY, written } from '../definitions'
import { orfFinderExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'OrfFinder',
  title: 'ORF 查找',
  titleEn: 'ORF finder',
  description:
    '在核酸序列的两条链上查找开放阅读框（起始到终止密码子，或终止到终止），给出 ORF 表、长度分布图与可下载的 FASTA，结果与 EMBOSS getorf 一致。',
  descriptionEn:
    'Finds open reading frames on both strands (start to stop codon, or stop to stop), with an ORF table, a length chart and a downloadable FASTA, as EMBOSS getorf does.',
  category: SEQUENCE_CATEGORY,
  tags: ['ORF', '开放阅读框', 'open reading frame', 'getorf'],
  toolType: 2,
  sort: 407,
  parameters,
  demo: { pastedTexts: { sequence: 'X13776.fasta' }, files: {} },
  manualValues: { limit: written(SEQUENCE_TEXT_LIMITS.orf) },
  ...sequenceInputs([SEQUENCE_FIELD], orfFinderExecutor),
})
