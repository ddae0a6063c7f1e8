import { isMissingValue } from '../analysis/io/missing-value'
import type { SampleInfo } from './schema/projects'

/**
 * The groups of a batch's group column, in order of first appearance, each with its number of
 * samples; a missing value (the analysis library's one rule) is no group, as in the pipeline.
 */
export function groupSampleCounts(sampleInfo: SampleInfo | null, groupColumn: string | null): Map<string, number> {
  const [header, ...rows] = sampleInfo?.data ?? []
  const column = groupColumn && header ? header.indexOf(groupColumn) : -1
  const counts = new Map<string, number>()
  if (column < 0) return counts
  for (const row of rows) {
    const group = row[column]?.trim() ?? ''
    if (!isMissingValue(group)) counts.set(group, (counts.get(group) ?? 0) + 1)
  }
  return counts
}
