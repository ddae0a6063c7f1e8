import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { oligoMeltingExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'OligoMelting',
  title: '寡核苷酸解链温度（dan）',
  titleEn: 'Oligo melting temperature (dan)',
  description:
    '按最近邻热力学计算寡核苷酸或沿序列滑动窗口的解链温度 Tm、GC 含量及 ΔG、ΔH、ΔS，可设盐与寡核苷酸浓度，结果与 EMBOSS dan 一致。',
  descriptionEn:
    'Melting temperature, GC content and ΔG, ΔH and ΔS of an oligo or of windows along a sequence by nearest-neighbour thermodynamics, with salt and oligo concentrations, as EMBOSS dan computes them.',
  category: SEQUENCE_CATEGORY,
  tags: ['Tm', '解链温度', 'melting temperature', '引物', 'primer', 'dan'],
  toolType: 2,
  sort: 420,
  parameters,
  demo: { params: { window: 20, shift: 10, temperature: 37 }, pastedTexts: { sequence: 'X65923.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], oligoMeltingExecutor),
})
