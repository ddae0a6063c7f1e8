/**
 * The distance between samples that the ordination and clustering tools compute from the form's
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
import { inLanguage } from '../../core/language'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { choiceParam } from '../kit/params'
import { ToolRunError, type ToolRunInput } from '../kit/types'

/** Data-file key of the Newick tree. */
export const TREE_FILE = 'tree'

export const METRIC_NAMES: Record<SampleDistanceMetric, { zh: string; en: string }> = {
  braycurtis: { zh: 'Bray-Curtis', en: 'Bray-Curtis' },
  jaccard: { zh: 'Jaccard（有/无）', en: 'Jaccard (presence/absence)' },
  euclidean: { zh: '欧氏距离', en: 'Euclidean' },
  hellinger: { zh: 'Hellinger', en: 'Hellinger' },
  unweighted_unifrac: { zh: '非加权 UniFrac', en: 'Unweighted UniFrac' },
  weighted_unifrac: { zh: '加权 UniFrac', en: 'Weighted UniFrac' },
  weighted_normalized_unifrac: { zh: '加权 UniFrac（归一化）', en: 'Weighted UniFrac (normalized)' },
}

export interface RunDistances {
  readonly metric: SampleDistanceMetric
  /** The metric's name in the run's language, for titles, axes and notes. */
  readonly metricName: string
  readonly distances: DistanceMatrix
  /** What the run should say about the tree (tips left out, a tree the metric does not use). */
  readonly notes: string[]
}

/**
 * Reads `metric` (one of `allowed`) and computes the distances. A UniFrac metric without a tree is
 * a parameter error (1001) saying what to upload; a tree that does not parse, or that lacks some of
 * the table's features, is the library's input error (1002, naming the line or the features).
 */
export async function distancesForRun(
  input: ToolRunInput,
  table: FeatureTable,
  allowed: readonly SampleDistanceMetric[],
): Promise<RunDistances> {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const metric = choiceParam(input, 'metric', allowed, 'braycurtis')
  const metricName = METRIC_NAMES[metric][language]
  const treeFile = input.files[TREE_FILE]
  if (!isPhylogeneticMetric(metric)) {
    const notes = treeFile
      ? [
          say(
            `${metricName} 不使用进化树，已忽略 ${treeFile.fileName}。`,
            `${metricName} does not use the tree; ${treeFile.fileName} was ignored.`,
          ),
        ]
      : []
    return { metric, metricName, distances: await sampleDistances(table, metric, null), notes }
  }
  if (!treeFile) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say(
        `参数 metric：${metricName} 需要进化树。请在“进化树”（tree）处上传 Newick 格式的有根树，其末端名称为表中的特征 ID；或改选 Bray-Curtis 等不需要树的距离。`,
        `Parameter metric: ${metricName} needs a phylogenetic tree. Upload a rooted Newick tree whose tips are the table's feature ids as the "tree" data file, or choose a metric that needs no tree, such as Bray-Curtis.`,
      ),
    )
  }
  const tree = parseNewick(new TextDecoder().decode(treeFile.bytes), { fileName: treeFile.fileName })
  const distances = await sampleDistances(table, metric, tree)
  const unusedTips = tipCount(tree) - table.featureIds.length
  const notes =
    unusedTips > 0
      ? [
          say(
            `进化树中有 ${unusedTips} 个末端不在表中，计算时忽略（与 scikit-bio、phyloseq 相同，只用表中特征所在的枝）。`,
            `${unusedTips === 1 ? '1 tip of the tree is not a feature of the table and was' : `${unusedTips} tips of the tree are not features of the table and were`} left out (as scikit-bio and phyloseq do: only the branches leading to the table's features count).`,
          ),
        ]
      : []
  return { metric, metricName, distances, notes }
}

function tipCount(tree: PhyloTree): number {
  return tree.tipNames.reduce((count, name) => (name === null ? count : count + 1), 0)
}
