import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { hydropathyPlotExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'HydropathyPlot',
  title: '疏水性图（Kyte-Doolittle，pepwindow）',
  titleEn: 'Hydropathy plot (Kyte-Doolittle, pepwindow)',
  description:
    '沿蛋白序列滑动窗口计算 Kyte-Doolittle 平均疏水性并绘图，用于寻找跨膜区与埋藏区，结果与 EMBOSS pepwindow 一致。',
  descriptionEn:
    'The mean Kyte-Doolittle hydropathy in a window sliding along each protein, plotted to spot membrane-spanning and buried segments, as EMBOSS pepwindow computes it.',
  category: SEQUENCE_CATEGORY,
  tags: ['疏水性', 'hydropathy', 'Kyte-Doolittle', '跨膜', 'transmembrane', 'pepwindow'],
  toolType: 2,
  sort: 412,
  parameters,
  demo: { pastedTexts: { sequence: 'proteins.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], hydropathyPlotExecutor),
})
