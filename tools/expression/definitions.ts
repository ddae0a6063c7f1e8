/*
 * What the differential expression tools' definitions share (tool type 1, category `transcriptome`):
 * a counts table (genes × samples, data-file key `table`) and a sample sheet (key `metadata`) whose
 * column `group_column` holds the condition; `reference_level` and `treatment_level` name the two
 * levels compared (the pipeline fills them from a compare solution's control and treatment groups,
 * `COMPARISON_FIELDS`). The demos use the Marioni kidney and liver counts (each demo folder's README).
 */
import type { DataFileSetting } from '../../core/tools'
import { COMPARISON_FIELDS } from '../../core/analysis-pipeline'
import { columnParameter, numberParameter, textParameter } from '../kit/parameters'
import { groupColumnParameter } from '../microbiome/definitions'

export function countsTable(exampleFile: string): DataFileSetting {
  return {
    label: '基因计数表 (Gene counts table)',
    key: 'table',
    required: true,
    exampleFile,
    fileTypes: ['tsv', 'txt'],
    fileSizeMb: 50,
    rules: [{ kind: 'valueType', rows: '[2:]', columns: '[2:]', valueType: 'integer', allowEmpty: false }],
  }
}

/** The sample sheet; `design`: the differential expression tools' sheet, required, whose blocking column the form names too. */
export function sampleSheet(exampleFile: string, { design }: { design: boolean }): DataFileSetting {
  return {
    label: '样本信息表 (Sample sheet)',
    key: 'metadata',
    required: design,
    exampleFile,
    fileTypes: ['tsv', 'txt'],
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns: 2 },
      { kind: 'formKeyMapping', formKey: 'group_column', column: '[2:]' },
      ...(design ? [{ kind: 'formKeyMapping' as const, formKey: 'block_column', column: '[2:]' }] : []),
    ],
  }
}

/** The parameters both methods take, by the keys the executors and the pipeline read. */
export const designParameters = {
  group_column: groupColumnParameter(true),
  [COMPARISON_FIELDS.reference]: textParameter(
    '对照水平',
    'Reference level',
    { maxLength: 100 },
    {
      zh: '倍数变化的分母（对照组），分组列中的一个值；两组时可留空，取字母序在前的一组（与 DESeq2 相同）。',
      en: 'The denominator of the fold changes (the control), a value of the grouping column; with two groups it may stay empty: the first in alphabetical order (as DESeq2).',
    },
  ),
  [COMPARISON_FIELDS.treatment]: textParameter(
    '处理水平',
    'Treatment level',
    { maxLength: 100 },
    {
      zh: '与对照比较的一组；两组时可留空，取另一组。',
      en: 'The group compared with the reference; with two groups it may stay empty: the other one.',
    },
  ),
  block_column: columnParameter('区组列（可选）', 'Blocking column (optional)', {
    of: 'metadata',
    help: {
      zh: '批次等需要扣除的因素（设计 ~ 区组 + 分组）。',
      en: 'A factor to adjust for, such as batch (design ~ block + condition).',
    },
  }),
  alpha: numberParameter(
    '显著性阈值（校正 p 值）',
    'Significance threshold (adjusted p)',
    { min: 0.0001, max: 0.5, step: 0.0001, defaultValue: 0.05 },
    { zh: '校正 p 值小于该值为显著。', en: 'Significant when the adjusted p-value is below this.' },
  ),
  lfc_threshold: numberParameter(
    '|log2 倍数变化| 阈值',
    '|log2 fold change| threshold',
    { min: 0, max: 10, step: 0.1, defaultValue: 1 },
    {
      zh: '显著且 |log2FC| 不小于该值的基因判为上调或下调；0 表示只看显著性。',
      en: 'Significant genes with |log2FC| at least this are called up or down; 0 judges by significance alone.',
    },
  ),
  top_genes: numberParameter(
    '热图基因数',
    'Genes in the heatmap',
    { min: 5, max: 200, step: 1, integer: true, defaultValue: 50 },
    { zh: '校正 p 值最小的若干个基因。', en: 'The genes of smallest adjusted p-value.' },
  ),
}
