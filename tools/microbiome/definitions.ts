/*
 * What the microbiome tools' definitions share (tool type 1, category `microbiome`). Each takes an
 * OTU/ASV table (data-file key `table`) and most a sample metadata sheet (key `metadata`) whose column
 * the parameter `group_column` picks. The demos use the Global Patterns survey (see each demo
 * folder's README).
 *
 * Rules use the data-file rules' numbering: 1-based rows (the header is row 1) and columns, `[2:]`
 * = from the second on. The rules read text tables only; BIOM and .qza files are checked by the
 * table reader when the run starts.
 */
import type { DataFileSetting } from '../../core/tools'
import { columnParameter } from '../kit/parameters'

const TABLE_FILE_TYPES = ['tsv', 'txt', 'biom', 'qza']

/**
 * The OTU/ASV table. `counts`: whole numbers where the tool needs reads (rarefaction, richness
 * estimators, flattening), any number where relative abundances do as well. Every tool takes the
 * table with or without a trailing `taxonomy` column (the table reader's layout, and the OTU filter's
 * output), so one tool's result opens in the next.
 */
export function otuTable(exampleFile: string, options: { counts: 'integer' | 'number' }): DataFileSetting {
  return {
    label: 'OTU/ASV 表 (OTU/ASV table)',
    key: 'table',
    required: true,
    exampleFile,
    fileTypes: TABLE_FILE_TYPES,
    fileSizeMb: 10,
    rules: [
      {
        kind: 'valueType',
        rows: '[2:]',
        columns: '[2:]',
        valueType: options.counts,
        allowEmpty: false,
        exceptColumnsNamed: ['taxonomy'],
      },
    ],
  }
}

export function metadataFile(required: boolean): DataFileSetting {
  return {
    label: '样本分组表 (Sample metadata)',
    key: 'metadata',
    required,
    exampleFile: 'metadata.tsv',
    fileTypes: ['tsv', 'txt'],
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns: 2 },
      { kind: 'formKeyMapping', formKey: 'group_column', column: '[2:]' },
    ],
  }
}

/** The metadata column holding the groups (parameter `group_column`). */
export function groupColumnParameter(required: boolean) {
  return columnParameter('分组列', 'Grouping column', {
    of: 'metadata',
    required,
    help: required
      ? { zh: '样本分组表中用于分组的列。', en: 'The column of the sample metadata that holds the groups.' }
      : {
          zh: '样本分组表中用于分组的列；不上传分组表时留空。',
          en: 'The column of the sample metadata that holds the groups; leave empty without a metadata file.',
        },
  })
}
