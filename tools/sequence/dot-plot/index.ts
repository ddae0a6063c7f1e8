import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { dotPlotExecutor } from './executor'
import { parameters, SEQUENCE_A, SEQUENCE_B } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'DotPlot',
  title: '点图（dotmatcher）',
  titleEn: 'Dot plot (dotmatcher)',
  description:
    '比较两条序列：沿每条对角线用打分矩阵给窗口打分，得分达到阈值的片段画成点图，可发现重复、倒位与保守区，结果与 EMBOSS dotmatcher 一致。',
  descriptionEn:
    'Two sequences compared window by window along every diagonal with a scoring matrix; the stretches scoring above a threshold are drawn as a dot plot, showing repeats and conserved regions, as EMBOSS dotmatcher finds them.',
  category: SEQUENCE_CATEGORY,
  tags: ['点图', 'dot plot', '序列比较', 'sequence comparison', 'dotmatcher'],
  toolType: 2,
  sort: 422,
  parameters,
  demo: { pastedTexts: { sequence_a: 'HBA_HUMAN.fasta', sequence_b: 'HBB_HUMAN.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_A, SEQUENCE_B], dotPlotExecutor),
})
