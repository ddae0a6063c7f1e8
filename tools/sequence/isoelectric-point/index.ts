import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { isoelectricPointExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'IsoelectricPoint',
  title: '等电点与电荷曲线（iep、charge）',
  titleEn: 'Isoelectric point and charge curve (iep, charge)',
  description:
    '计算蛋白质的等电点，绘制 pH 1～14 的净电荷曲线，以及沿序列滑动窗口的平均残基电荷，结果与 EMBOSS iep 和 charge 一致。',
  descriptionEn:
    'The isoelectric point of each protein, its net charge from pH 1 to 14, and the mean residue charge in a window sliding along the sequence, as EMBOSS iep and charge compute them.',
  category: SEQUENCE_CATEGORY,
  tags: ['等电点', 'isoelectric point', '电荷', 'charge', 'pI', 'iep'],
  toolType: 2,
  sort: 411,
  parameters,
  demo: { pastedTexts: { sequence: 'proteins.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], isoelectricPointExecutor),
})
