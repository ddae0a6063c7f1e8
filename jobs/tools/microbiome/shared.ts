/**
 * What the microbiome executors share: reading the feature table and the sample grouping from a
 * run's files with errors a user can act on, reading typed form values, and a few chart-shaping
 * helpers (colours, titles, number formatting).
 */
import type { FeatureTable } from '../../../analysis/feature-table'
import { readFeatureTable } from '../../../analysis/io/feature-table-io'
import { groupingFor, readSampleMetadata } from '../../../analysis/io/metadata'
import { ToolRunError, type ToolRunInput } from '../types'

export type Language = ToolRunInput['language']

/** Picks the run's language of a text pair. */
export function inLanguage(language: Language, zh: string, en: string): string {
  return language === 'zh' ? zh : en
}

/** Data-file keys and the grouping field every microbiome tool uses. */
export const TABLE_FILE = 'table'
export const METADATA_FILE = 'metadata'
export const GROUP_COLUMN_FIELD = 'group_column'

/** Reads the OTU/ASV table in any format the library accepts; its parse errors become 1002. */
export async function readTableInput(input: ToolRunInput): Promise<FeatureTable> {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError('1002', inLanguage(input.language, '缺少 OTU/ASV 表文件。', 'The OTU/ASV table file is missing.'))
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
export function readGrouping(input: ToolRunInput, table: FeatureTable, options: { required: boolean }): SampleGrouping | null
export function readGrouping(input: ToolRunInput, table: FeatureTable, { required }: { required: boolean }): SampleGrouping | null {
  const { language } = input
  const file = input.files[METADATA_FILE]
  const column = typeof input.params[GROUP_COLUMN_FIELD] === 'string' ? (input.params[GROUP_COLUMN_FIELD] as string).trim() : ''
  if (!file) {
    if (!required) return null
    throw new ToolRunError('1002', inLanguage(language, '缺少样本分组（metadata）文件。', 'The sample metadata file with the groups is missing.'))
  }
  if (column === '') {
    throw new ToolRunError(
      '1001',
      inLanguage(language, `参数 ${GROUP_COLUMN_FIELD}（分组列）为空：请选择 metadata 文件中的分组列。`, `Parameter ${GROUP_COLUMN_FIELD} (grouping column) is empty: choose a column of the metadata file.`),
    )
  }
  const metadata = readSampleMetadata(file.bytes, { fileName: file.fileName })
  if (!metadata.columns.includes(column)) {
    const columns = metadata.columns.map((name) => `"${name}"`).join(', ')
    throw new ToolRunError(
      '1001',
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
      '1002',
      inLanguage(language, `${file.fileName} 的 "${column}" 列中，样本 ${shown} 没有分组。`, `${file.fileName}, column "${column}": no group for sample(s) ${shown}.`),
    )
  }
  return { column, groups: [...new Set(grouping)], grouping }
}

/** Stops a test that cannot run with fewer groups. */
export function requireGroups(grouping: SampleGrouping, minimum: number, language: Language, purpose: { zh: string; en: string }): void {
  if (grouping.groups.length >= minimum) return
  throw new ToolRunError(
    '1004',
    inLanguage(
      language,
      `${purpose.zh}至少需要 ${minimum} 个分组，"${grouping.column}" 列只有 ${grouping.groups.length} 个。`,
      `${purpose.en} needs at least ${minimum} groups; column "${grouping.column}" has ${grouping.groups.length}.`,
    ),
  )
}

// ---------------------------------------------------------------------------------------------
// Form values. The run job validates them against the form; these read them with their types and
// name the parameter when one is off, so an executor never computes with a wrong value.

function invalidParameter(language: Language, key: string, value: unknown, expected: { zh: string; en: string }): ToolRunError {
  return new ToolRunError(
    '1001',
    inLanguage(language, `参数 ${key} 的值 ${JSON.stringify(value)} 无效：应为${expected.zh}。`, `Parameter ${key}: ${JSON.stringify(value)} is not valid; expected ${expected.en}.`),
  )
}

export function choiceParam<T extends string>(input: ToolRunInput, key: string, allowed: readonly T[], fallback: T): T {
  const value = input.params[key] ?? fallback
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw invalidParameter(input.language, key, value, { zh: `以下之一：${allowed.join(', ')}`, en: `one of ${allowed.join(', ')}` })
}

export function numberParam(input: ToolRunInput, key: string, { min, max, fallback, integer = false }: { min: number; max: number; fallback: number; integer?: boolean }): number {
  const raw = input.params[key] ?? fallback
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value))) return value
  const kind = integer ? { zh: '整数', en: 'a whole number' } : { zh: '数值', en: 'a number' }
  throw invalidParameter(input.language, key, raw, { zh: ` ${min} 到 ${max} 之间的${kind.zh}`, en: `${kind.en} from ${min} to ${max}` })
}

/** Checkboxes arrive as booleans; selects offering true/false arrive as their text. */
export function booleanParam(input: ToolRunInput, key: string, fallback: boolean): boolean {
  const value = input.params[key] ?? fallback
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === 'false') return value === 'true'
  throw invalidParameter(input.language, key, value, { zh: ' true 或 false', en: 'true or false' })
}

export function textParam(input: ToolRunInput, key: string): string {
  const value = input.params[key]
  return typeof value === 'string' ? value.trim() : ''
}

// ---------------------------------------------------------------------------------------------
// Chart shaping

/** Tableau 20: ten hues in a dark and a light shade, distinguishable side by side. */
const PALETTE = [
  '#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac',
  '#a0cbe8', '#ffbe7d', '#ff9d9a', '#86bcb6', '#8cd17d', '#f1ce63', '#d4a6c8', '#fabfd2', '#d7b5a6', '#79706e',
]
/** "Others" and "all samples" stay neutral so they never look like one more taxon or group. */
export const NEUTRAL_COLOUR = '#c7c7c7'

export function colourAt(index: number): string {
  return PALETTE[index % PALETTE.length]
}

/** The chart title as chart.js draws it (the PNG renderer draws only what the options say). */
export function titleOptions(title: string, subtitle?: string): Record<string, unknown> {
  return {
    title: { display: true, text: title, font: { size: 16 } },
    ...(subtitle ? { subtitle: { display: true, text: subtitle, padding: { bottom: 10 } } } : {}),
  }
}

/** Four significant digits for notes; p-values below 0.0001 in scientific notation. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  if (value !== 0 && Math.abs(value) < 1e-4) return value.toExponential(2)
  return String(Number(value.toPrecision(4)))
}

/** A result table cell: NaN and infinities (no value) become empty cells. */
export function cell(value: number): number | null {
  return Number.isFinite(value) ? value : null
}
