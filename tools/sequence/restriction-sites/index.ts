import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { restrictionSitesExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'RestrictionSites',
  title: '限制性酶切位点（restrict）',
  titleEn: 'Restriction sites (restrict)',
  description:
    '在核酸序列两条链上查找限制性内切酶的识别位点与切点，给出酶切片段长度、酶切图谱与片段长度图，结果与 EMBOSS restrict 一致。',
  descriptionEn:
    'Restriction enzyme recognition sites and cut positions on both strands of nucleotide sequences, with the digest’s fragment lengths, a restriction map and a fragment-size chart, as EMBOSS restrict reports them.',
  category: SEQUENCE_CATEGORY,
  tags: ['限制性酶切', 'restriction enzyme', 'restriction map', 'REBASE', 'restrict', 'DNA'],
  toolType: 2,
  sort: 423,
  parameters,
  demo: { params: {}, pastedTexts: { sequence: 'X65923.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], restrictionSitesExecutor),
})
