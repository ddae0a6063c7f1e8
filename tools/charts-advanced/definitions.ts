/*
 * What the advanced charts' definitions share (tool type 0, category `chart` or `statistics`). Each
 * takes one table with a header row (data-file key `table`, tab-separated, `chartTable`); the demo
 * files are written by advanced-chart-demos.R and each demo folder's README names the source. Rules
 * use the data-file rules' numbering: 1-based rows (the header is row 1) and columns, `[2:]` = from
 * the second on.
 */
import type { Linkage } from '../../analysis/clustering'
import type { Words } from '../kit/messages'
import { colourParameter, columnParameter, numberParameter, type Choice } from '../kit/parameters'

export const LINKAGE_CHOICES = {
  complete: ['complete', '完全连接（complete）', 'Complete'],
  average: ['average', '平均连接（average / UPGMA）', 'Average (UPGMA)'],
  single: ['single', '单连接（single）', 'Single'],
} as const satisfies Record<Linkage, Choice>

/** The significance column, thresholds, gene labels and colours the volcano and MA plots share. */
export function regulationParameters(significanceHelp: Words) {
  return {
    significance_column: columnParameter('显著性判定列', 'Significance column', { help: significanceHelp }),
    p_threshold: numberParameter(
      '显著性阈值',
      'Significance threshold',
      { min: 0, max: 1, step: 0.001, defaultValue: 0.05 },
      { zh: '判定列的值小于该阈值为显著。', en: 'Significant when the significance column is below this.' },
    ),
    fc_threshold: numberParameter(
      '|log2 倍数变化| 阈值',
      '|log2 fold change| threshold',
      { min: 0, max: 20, step: 0.1, defaultValue: 1 },
      { zh: '1 即 2 倍变化；0 表示只看显著性。', en: '1 means a 2-fold change; 0 judges by significance alone.' },
    ),
    label_column: columnParameter('基因名列', 'Gene label column', {
      help: { zh: '留空则用第一列。', en: 'Empty: the first column.' },
    }),
    label_top: numberParameter(
      '标注基因数',
      'Genes to label',
      { min: 0, max: 100, step: 1, integer: true, defaultValue: 10 },
      { zh: '标注最显著的若干个基因。', en: 'Labels the most significant genes.' },
    ),
    up_colour: colourParameter('上调颜色', 'Up colour', '#d62728'),
    down_colour: colourParameter('下调颜色', 'Down colour', '#1f77b4'),
    none_colour: colourParameter('不显著颜色', 'Not significant colour', '#b0b0b0'),
  }
}
