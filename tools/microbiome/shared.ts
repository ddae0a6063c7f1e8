/**
 * What the microbiome executors share: reading the feature table and the sample grouping from a
 * run's files with errors a user can act on, and how their notes write numbers.
 */
import { sampleTotals, type FeatureTable } from '../../analysis/feature-table'
import { readFeatureTable } from '../../analysis/io/feature-table/read'
import { groupingFor, readSampleMetadata } from '../../analysis/io/metadata'
import { isMissingValue } from '../../analysis/io/missing-value'
import type { DroppedSample } from '../../analysis/stats/tested-samples'
import type { NumberStyle } from '../kit/chart-style'
import type { MessageRef } from '../../core/result-text'
import { microbiomeText } from './messages'
import { ToolRunError, type ToolRunInput } from '../kit/types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { tableCellLimit } from '../../core/table-limits'
import type { CountMethodTerm, GroupTestSkipReason, RunWarning } from '../../core/tool-results'
import { AnalysisInputError } from '../../analysis/errors'

/** Data-file keys and the grouping field every microbiome tool uses. */
export const TABLE_FILE = 'table'
export const METADATA_FILE = 'metadata'
export const GROUP_COLUMN_FIELD = 'group_column'

/** Reads the OTU/ASV table in any format the library accepts; its parse errors become 1002. */
export async function readTableInput(input: ToolRunInput): Promise<FeatureTable> {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, microbiomeText.tableMissing())
  return readFeatureTable(file.bytes, {
    fileName: file.fileName,
    delimiter: input.delimiter,
    maxCells: tableCellLimit(),
  })
}

/** The table's samples with their groups, and the groups in order of first appearance. */
export interface SampleGrouping {
  readonly column: string
  /** The groups, without the missing values (`isMissingValue`) of samples that have none. */
  readonly groups: readonly string[]
  /** The group of each table sample, in table order, as the metadata writes it. */
  readonly grouping: readonly string[]
  /** Samples whose group is missing: charts show them apart and tests leave them out. */
  readonly ungroupedSampleIds: readonly string[]
}

/**
 * The grouping of the table's samples by the metadata column the form names. Returns null when the
 * tool allows running without groups and no metadata file was given; a metadata file without a
 * chosen column, a column the file lacks or a table sample missing from the file is an error naming
 * what to fix. A sample whose group is a missing value (blank, NA, N/A, NaN, null) has no group (`isMissingValue`).
 */
export function readGrouping(
  input: ToolRunInput,
  table: FeatureTable,
  options: { required: true; column: string },
): SampleGrouping
export function readGrouping(
  input: ToolRunInput,
  table: FeatureTable,
  options: { required: boolean; column: string },
): SampleGrouping | null
export function readGrouping(
  input: ToolRunInput,
  table: FeatureTable,
  { required, column }: { required: boolean; column: string },
): SampleGrouping | null {
  const file = input.files[METADATA_FILE]
  if (!file) {
    if (!required) return null
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, microbiomeText.metadataMissing())
  }
  if (column === '') {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      microbiomeText.groupColumnEmpty({ key: GROUP_COLUMN_FIELD }),
    )
  }
  const metadata = readSampleMetadata(file.bytes, { fileName: file.fileName })
  if (!metadata.columns.includes(column)) {
    const columns = metadata.columns.map((name) => `"${name}"`).join(', ')
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      microbiomeText.groupColumnAbsent({ key: GROUP_COLUMN_FIELD, column, file: file.fileName, columns }),
    )
  }
  const grouping = groupingFor(metadata, column, table.sampleIds)
  return {
    column,
    groups: [...new Set(grouping.filter((group) => !isMissingValue(group)))],
    grouping,
    ungroupedSampleIds: table.sampleIds.filter((_, s) => isMissingValue(grouping[s])),
  }
}

/**
 * The note saying which samples a test between groups left out: those without a group in the
 * column, and (in tests on proportions) those without reads. Null when none was.
 */
export function droppedSamplesNote(dropped: readonly DroppedSample[], column: string): MessageRef | null {
  if (dropped.length === 0) return null
  const listed = (reason: DroppedSample['reason']) => {
    const ids = dropped.filter((sample) => sample.reason === reason).map((sample) => sample.sampleId)
    const shown = ids.slice(0, MOST_LISTED_SAMPLES).join(', ')
    return { count: ids.length, shown: ids.length > MOST_LISTED_SAMPLES ? `${shown}, …` : shown }
  }
  const withoutGroup = listed('missingGroup')
  const withoutReads = listed('noReads')
  const total = dropped.length
  if (withoutGroup.count > 0 && withoutReads.count > 0)
    return microbiomeText.droppedBoth({
      total,
      count: withoutGroup.count,
      column,
      samples: withoutGroup.shown,
      countWithoutReads: withoutReads.count,
      samplesWithoutReads: withoutReads.shown,
    })
  if (withoutGroup.count > 0)
    return microbiomeText.droppedWithoutGroup({ total, count: withoutGroup.count, column, samples: withoutGroup.shown })
  return microbiomeText.droppedWithoutReads({ total, count: withoutReads.count, samples: withoutReads.shown })
}

/** A note names at most this many left-out samples. */
const MOST_LISTED_SAMPLES = 10

/** Stops a test that cannot run with fewer groups. */
export function requireGroups(grouping: SampleGrouping, minimum: number, purpose: MessageRef): void {
  if (grouping.groups.length >= minimum) return
  throw new ToolRunError(
    TOOL_ERROR_CODE.analysis,
    microbiomeText.tooFewGroups({ purpose, minimum, column: grouping.column, groups: grouping.groups.length }),
  )
}

/** Microbiome notes round every number to four significant digits (21198 becomes 21200); below 0.0001, three in scientific notation. */
export const NUMBER_STYLE: NumberStyle = { scientificDigits: 3, keepWholeDigits: false }

/** Why a group test could not run, when what it threw says the grouping cannot support it; else null. */
export function groupTestSkipReason(error: unknown): GroupTestSkipReason | null {
  if (!(error instanceof AnalysisInputError)) return null
  if (error.code === 'grouping.oneGroup') return 'oneGroup'
  if (error.code === 'grouping.allSingletons') return 'allSingletons'
  return null
}

/** The run's warning that `tests` (method names, as printed) were skipped, and why. */
export function groupTestsNotRun(tests: string, reason: GroupTestSkipReason): RunWarning {
  return { code: 'groupTestsNotRun', params: { tests, reason } }
}

/**
 * Fewest reads a sample needs for count methods (richness estimators, rarefied richness) to mean
 * something: amplicon studies rarefy at thousands of reads, and a sample of hundreds has seen too
 * few molecules to estimate what it missed. Below it the run warns; it does not refuse.
 */
export const MIN_COUNT_DEPTH = 1000

/** At most this many sample ids are named in a warning. */
const LISTED_SAMPLES = 10

/**
 * What keeps read-count methods (`methods`, a term of COUNT_METHOD_TERMS) from meaning anything on this table: values
 * that are not whole numbers (relative abundances, normalised values), and samples with fewer than
 * MIN_COUNT_DEPTH reads (too shallow, or scores such as vegan's dune cover classes, 0-9).
 */
export function countDataWarnings(table: FeatureTable, methods: CountMethodTerm): RunWarning[] {
  const warnings: RunWarning[] = []
  const notWhole = table.counts.find((value) => !Number.isInteger(value))
  if (notWhole !== undefined) warnings.push({ code: 'countsNotWhole', params: { methods, value: notWhole } })
  const totals = sampleTotals(table)
  const shallow = table.sampleIds.filter((_, s) => totals[s] < MIN_COUNT_DEPTH)
  if (shallow.length > 0)
    warnings.push({
      code: 'shallowSamples',
      params: {
        methods,
        minimum: MIN_COUNT_DEPTH,
        count: shallow.length,
        samples: shallow.slice(0, LISTED_SAMPLES).join(', ') + (shallow.length > LISTED_SAMPLES ? ' …' : ''),
      },
    })
  return warnings
}
