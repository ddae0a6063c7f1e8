import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ManhattanPlot', {
  chartTitle: { zh: '曼哈顿图', en: 'Manhattan plot' },
  noUsableRow: {
    zh: '没有同时具有染色体、位置和 p 值的行。',
    en: 'No row has a chromosome, a position and a p-value.',
  },
  genomeWideSignificant: { zh: '全基因组显著', en: 'Genome-wide significant' },
  subtitle: {
    zh: '{{markers}} 个位点，{{chromosomes}} 条染色体；{{significant}} 个 p < {{line}}',
    en: '{{markers}} markers on {{chromosomes}} chromosomes; {{significant}} with p < {{line}}',
  },
  chromosome: { zh: '染色体', en: 'Chromosome' },
  belowLine: {
    zh: '{{markers}} 个位点：{{significant}} 个低于全基因组显著线 {{line}}。',
    en: '{{markers}} markers: {{significant}} below the genome-wide line {{line}}.',
  },
  belowLines: {
    zh: '{{markers}} 个位点：{{significant}} 个低于全基因组显著线 {{line}}，{{suggestive}} 个低于提示线 {{suggestiveLine}}。',
    en: '{{markers}} markers: {{significant}} below the genome-wide line {{line}}, {{suggestive}} below the suggestive line {{suggestiveLine}}.',
  },
  thinned: {
    zh: '为保证图表流畅，p ≥ {{p}} 的位点按 1/{{stride}} 抽稀显示（共画出 {{drawn}} 个）；表格和计数包含全部位点。',
    en: 'To keep the chart responsive, markers with p ≥ {{p}} are thinned to 1 in {{stride}} ({{drawn}} drawn); tables and counts include all markers.',
  },
  missingRows: {
    zh: '{{rows}} 行缺少染色体、位置或 p 值，未画出。',
    en: '{{rows}} rows lack a chromosome, position or p-value and are not drawn.',
  },
  significantTitle: { zh: '低于全基因组显著线的位点', en: 'Markers below the genome-wide line' },
})
