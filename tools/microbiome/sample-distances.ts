/**
 * The distance between samples that the ordination and clustering tools compute from the parameter
 * `metric`: count-based metrics from the table alone, UniFrac from the table and the phylogenetic
 * tree uploaded under the data-file key `tree`.
 */
import type { DistanceMatrix } from '../../analysis/distance-matrix'
import {
  isPhylogeneticMetric,
  sampleDistances,
  type SampleDistanceMetric,
} from '../../analysis/diversity/sample-distances'
import type { FeatureTable } from '../../analysis/feature-table'
import { parseNewick, type PhyloTree } from '../../analysis/io/newick'
import type { MessageRef } from '../../core/result-text'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { ToolRunError, type ToolRunInput } from '../kit/types'
import { microbiomeText } from './messages'

/** Data-file key of the Newick tree. */
export const TREE_FILE = 'tree'

/** A metric's name, for titles, axes and notes. */
export function metricName(metric: SampleDistanceMetric): MessageRef {
  return microbiomeText[`metric_${metric}`]()
}

export interface RunDistances {
  readonly metric: SampleDistanceMetric
  /** The metric's name, for titles, axes and notes. */
  readonly metricName: MessageRef
  readonly distances: DistanceMatrix
  /** What the run should say about the tree (tips left out, a tree the metric does not use). */
  readonly notes: MessageRef[]
}

/**
 * Computes the distances of `metric` (the parsed parameter). A UniFrac metric without a tree is a
 * parameter error (1001) saying what to upload; a tree that does not parse, or that lacks some of
 * the table's features, is the library's input error (1002, naming the line or the features).
 */
export async function distancesForRun(
  input: ToolRunInput,
  table: FeatureTable,
  metric: SampleDistanceMetric,
): Promise<RunDistances> {
  const name = metricName(metric)
  const treeFile = input.files[TREE_FILE]
  if (!isPhylogeneticMetric(metric)) {
    const notes = treeFile ? [microbiomeText.treeIgnored({ metric: name, file: treeFile.fileName })] : []
    return { metric, metricName: name, distances: await sampleDistances(table, metric, null), notes }
  }
  if (!treeFile)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, microbiomeText.treeNeeded({ metric: name }))
  const tree = parseNewick(new TextDecoder().decode(treeFile.bytes), { fileName: treeFile.fileName })
  const distances = await sampleDistances(table, metric, tree)
  const unusedTips = tipCount(tree) - table.featureIds.length
  const notes =
    unusedTips > 0
      ? [unusedTips === 1 ? microbiomeText.unusedTip({ count: 1 }) : microbiomeText.unusedTips({ count: unusedTips })]
      : []
  return { metric, metricName: name, distances, notes }
}

function tipCount(tree: PhyloTree): number {
  return tree.tipNames.reduce((count, name) => (name === null ? count : count + 1), 0)
}
