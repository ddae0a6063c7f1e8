import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { colourParameter, columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  chromosome_column: columnParameter('染色体列', 'Chromosome column', { required: true }),
  position_column: columnParameter('位置列', 'Position column', { required: true }),
  p_column: columnParameter('p 值列', 'p-value column', { required: true }),
  label_column: columnParameter('名称列', 'Name column', {
    help: { zh: '用于标注最显著的位点。', en: 'Names the strongest markers.' },
  }),
  genome_wide_line: numberParameter('全基因组显著线（p）', 'Genome-wide line (p)', {
    min: 0,
    max: 1,
    step: 1e-10,
    defaultValue: 5e-8,
  }),
  suggestive_line: numberParameter(
    '提示线（p）',
    'Suggestive line (p)',
    { min: 0, max: 1, step: 1e-10, defaultValue: 1e-5 },
    { zh: '0 表示不画。', en: '0 leaves it out.' },
  ),
  label_top: numberParameter('标注位点数', 'Markers to label', {
    min: 0,
    max: 100,
    step: 1,
    integer: true,
    defaultValue: 0,
  }),
  colour_a: colourParameter('颜色 1', 'Colour 1', '#1f4e79'),
  colour_b: colourParameter('颜色 2', 'Colour 2', '#7fb2e5'),
  highlight_colour: colourParameter('显著位点颜色', 'Significant marker colour', '#d62728'),
  title: titleParameter(),
  ...sizeParameters(1000, 520, ADVANCED_CHART_SIZE_LIMITS),
})
