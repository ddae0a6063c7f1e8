/**
 * What the microbiome executors share: reading the feature table and the sample grouping from a
 * run's files with errors a user can act on, and how their notes write numbers.
 */
import type { FeatureTable } from '../../../analysis/feature-table'
import { readFeatureTable } from '../../../analysis/io/feature-table/read'
import { groupingFor, readSampleMetadata } from '../../../analysis/io/metadata'
import type { NumberStyle } from '../chart-style'
import { inLanguage, type Language } from '../../../core/language'
import { textParam } from '../params'
import { ToolRunError, type ToolRunInput } from '../types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/** Data-file keys and the grouping field every microbiome tool uses. */
export const TABLE_FILE = 'table'
export const METADATA_FILE = 'metadata'
export const GROUP_COLUMN_FIELD = 'group_column'

/** Reads the OTU/ASV table in any format the library accepts; its parse errors become 1002. */
export async function readTableInput(input: ToolRunInput): Promise<FeatureTable> {
  const file = input.files[TABLE_FILE]
  if (!file)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      inLanguage(input.language, '缺少 OTU/ASV 表文件。', 'The OTU/ASV table file is missing.'),
    )
  return readFeatureTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

/** The table's samples with their groups, and the groups in order of first appearance. */
export interface SampleGrouping {
  readonly column: string
  readonly groups: readonly string[]
  /** The group of each table sample, in table order. */
  readonly grouping: readonly string[]
}

/**
 * The grouping of the table's samples by the metadata column the form names. Returns null when the
 * tool allows running without groups and no metadata file was given; a metadata file without a
 * chosen column, a column the file lacks, a table sample missing from the file or a sample with an
 * empty group is an error naming what to fix.
 */
export function readGrouping(input: ToolRunInput, table: FeatureTable, options: { required: true }): SampleGrouping
export function readGrouping(
  input: ToolRunInput,
  table: FeatureTable,
  options: { required: boolean },
): SampleGrouping | null
export function readGrouping(
  input: ToolRunInput,
  table: FeatureTable,
  { required }: { required: boolean },
): SampleGrouping | null {
  const { language } = input
  const file = input.files[METADATA_FILE]
  const column = textParam(input, GROUP_COLUMN_FIELD)
  if (!file) {
    if (!required) return null
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      inLanguage(language, '缺少样本分组（metadata）文件。', 'The sample metadata file with the groups is missing.'),
    )
  }
  if (column === '') {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      inLanguage(
        language,
        `参数 ${GROUP_COLUMN_FIELD}（分组列）为空：请选择 metadata 文件中的分组列。`,
        `Parameter ${GROUP_COLUMN_FIELD} (grouping column) is empty: choose a column of the metadata file.`,
      ),
    )
  }
  const metadata = readSampleMetadata(file.bytes, { fileName: file.fileName })
  if (!metadata.columns.includes(column)) {
    const columns = metadata.columns.map((name) => `"${name}"`).join(', ')
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      inLanguage(
        language,
        `参数 ${GROUP_COLUMN_FIELD}：分组列 "${column}" 不在 ${file.fileName} 的表头中（可选：${columns}）。`,
        `Parameter ${GROUP_COLUMN_FIELD}: the grouping column "${column}" is not in the header of ${file.fileName} (its columns: ${columns}).`,
      ),
    )
  }
  const grouping = groupingFor(metadata, column, table.sampleIds)
  const ungrouped = table.sampleIds.filter((_, s) => grouping[s] === '')
  if (ungrouped.length > 0) {
    const shown = ungrouped.slice(0, 10).join(', ')
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      inLanguage(
        language,
        `${file.fileName} 的 "${column}" 列中，样本 ${shown} 没有分组。`,
        `${file.fileName}, column "${column}": no group for sample(s) ${shown}.`,
      ),
    )
  }
  return { column, groups: [...new Set(grouping)], grouping }
}

/** Stops a test that cannot run with fewer groups. */
export function requireGroups(
  grouping: SampleGrouping,
  minimum: number,
  language: Language,
  purpose: { zh: string; en: string },
): void {
  if (grouping.groups.length >= minimum) return
  throw new ToolRunError(
    TOOL_ERROR_CODE.analysis,
    inLanguage(
      language,
      `${purpose.zh}至少需要 ${minimum} 个分组，"${grouping.column}" 列只有 ${grouping.groups.length} 个。`,
      `${purpose.en} needs at least ${minimum} groups; column "${grouping.column}" has ${grouping.groups.length}.`,
    ),
  )
}

/** Microbiome notes round every number to four significant digits (21198 becomes 21200); below 0.0001, three in scientific notation. */
export const NUMBER_STYLE: NumberStyle = { scientificDigits: 3, keepWholeDigits: false }
