/** The microbiome commands of `npm run -s analysis`: diversity, ordination, tests between groups, tables. */
import { hierarchicalClustering } from '../clustering'
import { toSquare, type DistanceMatrix } from '../distance-matrix'
import { ALPHA_METRICS, alphaDiversity } from '../diversity/alpha'
import { BETA_METRICS, betaDiversityParallel, type BetaMetric } from '../diversity/beta'
import { faithPd, unifrac } from '../diversity/phylogenetic'
import { AnalysisInputError } from '../errors'
import { sampleRow, sampleTotals, type FeatureTable } from '../feature-table'
import { parseFilterParameters, filterFeatureTable } from '../filter'
import { writeBiomJson } from '../io/feature-table/biom-json'
import { writeFeatureTableTsv } from '../io/feature-table/delimited-text'
import { readDataset } from '../io/dataset'
import { groupingFor, readSampleMetadata } from '../io/metadata'
import { parseNewick } from '../io/newick'
import { pcoa, PROPORTION_DENOMINATORS, type ProportionDenominator } from '../ordination/pcoa'
import { expectedRichness, rarefy } from '../rarefaction'
import { anosim } from '../stats/anosim'
import { benjaminiHochberg } from '../stats/fdr'
import { permanovaParallel } from '../stats/permanova'
import { kruskalWallis, wilcoxonRankSum } from '../stats/rank-tests'
import { collapseToRank } from '../taxonomy-summary'
import { RANKS, type Rank } from '../taxonomy'
import { samplesToTest, type DroppedSample } from '../stats/tested-samples'

import {
  bySample,
  integerOption,
  inputFile,
  optionalInputFile,
  printJson,
  readInput,
  requiredOption,
  UsageError,
  type Command,
  type Values,
} from './command'

const TABLE = { table: { type: 'string' } } as const
/** A separate taxonomy file, for the commands that use or write the table's taxonomy. */
const TAXONOMY = { taxonomy: { type: 'string' } } as const
const METRIC = { metric: { type: 'string', default: 'braycurtis' } } as const
const SEED = { seed: { type: 'string', default: '0' } } as const
const GROUPING = { metadata: { type: 'string' }, column: { type: 'string' } } as const

export const MICROBIOME_COMMANDS: Record<string, Command> = {
  alpha: {
    usage: 'alpha --table F',
    options: TABLE,
    async run(values) {
      const table = await loadTable(values)
      const metrics = alphaDiversity(table)
      printJson(
        bySample(table.sampleIds, (s) =>
          Object.fromEntries(ALPHA_METRICS.map((metric) => [metric, metrics[metric][s]])),
        ),
      )
    },
  },
  rarefy: {
    usage: 'rarefy --table F --depth N [--seed S]',
    options: { ...TABLE, depth: { type: 'string' }, ...SEED },
    async run(values) {
      const table = await loadTable(values)
      process.stdout.write(
        writeFeatureTableTsv(rarefy(table, integerOption(values, 'depth'), integerOption(values, 'seed'))),
      )
    },
  },
  richness: {
    usage: 'richness --table F --depth N',
    options: { ...TABLE, depth: { type: 'string' } },
    async run(values) {
      const table = await loadTable(values)
      const depth = integerOption(values, 'depth')
      printJson(bySample(table.sampleIds, (s) => expectedRichness(sampleRow(table, s), depth)))
    },
  },
  beta: {
    usage: `beta --table F --metric ${BETA_METRICS.join('|')}`,
    options: { ...TABLE, ...METRIC },
    async run(values) {
      const matrix = await distances(values)
      printJson({ ids: matrix.ids, matrix: toSquare(matrix) })
    },
  },
  pcoa: {
    usage: `pcoa --table F --metric M [--proportion-of ${PROPORTION_DENOMINATORS.join('|')}]`,
    options: { ...TABLE, ...METRIC, 'proportion-of': { type: 'string', default: 'positiveSum' } },
    async run(values) {
      const proportionDenominator = requiredOption(values, 'proportion-of')
      if (!(PROPORTION_DENOMINATORS as readonly string[]).includes(proportionDenominator))
        throw new UsageError(
          `--proportion-of ${proportionDenominator}: expected one of ${PROPORTION_DENOMINATORS.join(', ')}`,
        )
      const result = pcoa(await distances(values), {
        proportionDenominator: proportionDenominator as ProportionDenominator,
      })
      printJson({
        eigenvalues: Array.from(result.eigenvalues),
        proportion_explained: Array.from(result.proportionExplained),
        proportion_of: result.proportionDenominator,
        coordinates: bySample(result.ids, (s) => Array.from(result.coordinates[s])),
      })
    },
  },
  anosim: {
    usage: 'anosim --table F --metadata F --column C --metric M --permutations N [--seed S]',
    options: { ...TABLE, ...GROUPING, ...METRIC, permutations: { type: 'string', default: '999' }, ...SEED },
    async run(values) {
      const matrix = await distances(values)
      const result = anosim(matrix, grouping(values, matrix.ids), permutationOptions(values))
      reportLeftOut(result.droppedSamples)
      printJson({ statistic: result.statistic, p_value: result.pValue })
    },
  },
  permanova: {
    usage: 'permanova --table F --metadata F --column C --metric M --permutations N [--seed S]',
    options: { ...TABLE, ...GROUPING, ...METRIC, permutations: { type: 'string', default: '999' }, ...SEED },
    async run(values) {
      const matrix = await distances(values)
      const result = await permanovaParallel(matrix, grouping(values, matrix.ids), permutationOptions(values))
      reportLeftOut(result.droppedSamples)
      printJson({ statistic: result.statistic, p_value: result.pValue, r2: result.r2 })
    },
  },
  kruskal: {
    usage: 'kruskal --table F --metadata F --column C',
    options: { ...TABLE, ...GROUPING },
    run: (values) => rankTestPerFeature(values, 'kruskal'),
  },
  wilcoxon: {
    usage: 'wilcoxon --table F --metadata F --column C',
    options: { ...TABLE, ...GROUPING },
    run: (values) => rankTestPerFeature(values, 'wilcoxon'),
  },
  upgma: {
    usage: 'upgma --table F --metric M',
    options: { ...TABLE, ...METRIC },
    async run(values) {
      const result = hierarchicalClustering(await distances(values), 'average')
      printJson({ newick: result.newick, heights: Array.from(result.heights) })
    },
  },
  unifrac: {
    usage: 'unifrac --table F --tree T --weighted|--unweighted [--normalized]',
    options: {
      ...TABLE,
      tree: { type: 'string' },
      weighted: { type: 'boolean', default: false },
      unweighted: { type: 'boolean', default: false },
      normalized: { type: 'boolean', default: false },
    },
    async run(values) {
      if (values.weighted === values.unweighted) throw new UsageError('give exactly one of --weighted and --unweighted')
      if (values.normalized && !values.weighted) throw new UsageError('--normalized applies to weighted UniFrac only')
      const table = await loadTable(values)
      const matrix = unifrac(table, loadTree(values), {
        weighted: values.weighted === true,
        normalized: values.normalized === true,
      })
      printJson({ ids: matrix.ids, matrix: toSquare(matrix) })
    },
  },
  faith: {
    usage: 'faith --table F --tree T',
    options: { ...TABLE, tree: { type: 'string' } },
    async run(values) {
      const table = await loadTable(values)
      const pd = faithPd(table, loadTree(values))
      printJson(bySample(table.sampleIds, (s) => pd[s]))
    },
  },
  filter: {
    usage: "filter --table F [--taxonomy T] --params '<JSON filter parameters>' [--seed S]",
    options: { ...TABLE, ...TAXONOMY, params: { type: 'string', default: '{}' }, ...SEED },
    async run(values) {
      const table = await loadTable(values)
      let params: unknown
      try {
        params = JSON.parse(requiredOption(values, 'params'))
      } catch (error) {
        throw new UsageError(`--params is not JSON: ${(error as Error).message}`)
      }
      const result = filterFeatureTable(table, parseFilterParameters(params), { seed: integerOption(values, 'seed') })
      process.stdout.write(writeFeatureTableTsv(result.table))
      process.stderr.write(`${JSON.stringify(result.summary)}\n`)
    },
  },
  convert: {
    usage: 'convert --table F [--taxonomy T] --to tsv|biom-json',
    options: { ...TABLE, ...TAXONOMY, to: { type: 'string' } },
    async run(values) {
      const format = requiredOption(values, 'to')
      if (format !== 'tsv' && format !== 'biom-json') throw new UsageError(`--to ${format}: expected tsv or biom-json`)
      const table = await loadTable(values)
      process.stdout.write(format === 'tsv' ? writeFeatureTableTsv(table) : `${writeBiomJson(table)}\n`)
    },
  },
  taxa: {
    usage: `taxa --table F [--taxonomy T] --rank ${RANKS.join('|')}`,
    options: { ...TABLE, ...TAXONOMY, rank: { type: 'string' } },
    async run(values) {
      const rank = requiredOption(values, 'rank')
      if (!(RANKS as readonly string[]).includes(rank))
        throw new UsageError(`--rank ${rank}: expected one of ${RANKS.join(', ')}`)
      const collapsed = collapseToRank(await loadTable(values), rank as Rank)
      const width = collapsed.taxa.length
      printJson(
        Object.fromEntries(
          collapsed.taxa.map((taxon, t) => [
            taxon.lineage,
            bySample(collapsed.table.sampleIds, (s) => collapsed.table.counts[s * width + t]),
          ]),
        ),
      )
    },
  },
}

async function rankTestPerFeature(values: Values, test: 'kruskal' | 'wilcoxon'): Promise<void> {
  const table = await loadTable(values)
  // Tested on relative abundances: raw counts would mostly compare sequencing depths.
  const relative = relativeAbundances(table)
  const samples = samplesToTest(table.sampleIds, grouping(values, table.sampleIds), { readTotals: sampleTotals(table) })
  reportLeftOut(samples.dropped)
  // Sorted like R's factor levels, so W is the statistic of the same group as in R's formula call.
  const groups = [...new Set(samples.grouping)].sort()
  if (test === 'wilcoxon' && groups.length !== 2) {
    throw new AnalysisInputError('grouping.notTwoGroups', { groupColumn: String(values.column), groups: groups.length })
  }
  if (groups.length < 2) throw new AnalysisInputError('grouping.singleGroup', { groupColumn: String(values.column) })
  const width = table.featureIds.length
  const members = groups.map((group) => samples.kept.filter((_, k) => samples.grouping[k] === group))
  const tested: { feature: string; statistic: number; pValue: number }[] = []
  for (let f = 0; f < width; f++) {
    const valuesByGroup = members.map((samples) => Float64Array.from(samples, (s) => relative[s * width + f]))
    // A feature absent from every compared sample has no ranks to compare.
    if (valuesByGroup.every((group) => group.every((value) => value === 0))) continue
    const result =
      test === 'kruskal' ? kruskalWallis(valuesByGroup) : wilcoxonRankSum(valuesByGroup[0], valuesByGroup[1])
    tested.push({ feature: table.featureIds[f], statistic: result.statistic, pValue: result.pValue })
  }
  const adjustable = tested.filter((result) => Number.isFinite(result.pValue))
  const qValues = benjaminiHochberg(adjustable.map((result) => result.pValue))
  const qValueOf = new Map(adjustable.map((result, i) => [result.feature, qValues[i]]))
  printJson(
    Object.fromEntries(
      tested.map((result) => [
        result.feature,
        { statistic: result.statistic, p_value: result.pValue, q_value: qValueOf.get(result.feature) ?? null },
      ]),
    ),
  )
}

/** Names on stderr the samples a test between groups left out (no group, or no reads), as every test does. */
function reportLeftOut(dropped: readonly DroppedSample[]): void {
  if (dropped.length === 0) return
  const left = dropped.map((sample) => `${sample.sampleId} (${sample.reason})`).join(', ')
  process.stderr.write(`left out ${dropped.length} sample(s): ${left}\n`)
}

function relativeAbundances(table: FeatureTable): Float64Array {
  const width = table.featureIds.length
  const relative = new Float64Array(table.counts.length)
  table.sampleIds.forEach((_, s) => {
    const row = sampleRow(table, s)
    const total = row.reduce((sum, value) => sum + value, 0)
    if (total > 0) for (let f = 0; f < width; f++) relative[s * width + f] = row[f] / total
  })
  return relative
}

/**
 * The table, with the taxonomy file attached when `--taxonomy` is given (what that did goes to
 * stderr) and checked against `--metadata` when given, as the platform reads a dataset.
 */
async function loadTable(values: Values): Promise<FeatureTable> {
  const { table, taxonomyFile } = await readDataset({
    table: inputFile(requiredOption(values, 'table')),
    taxonomy: optionalInputFile(values, 'taxonomy'),
    metadata: optionalInputFile(values, 'metadata'),
  })
  if (taxonomyFile) process.stderr.write(`taxonomy file: ${JSON.stringify(taxonomyFile)}\n`)
  return table
}

function loadTree(values: Values) {
  const path = requiredOption(values, 'tree')
  return parseNewick(new TextDecoder().decode(readInput(path)), { fileName: path })
}

function grouping(values: Values, sampleIds: readonly string[]): string[] {
  const path = requiredOption(values, 'metadata')
  return groupingFor(
    readSampleMetadata(readInput(path), { fileName: path }),
    requiredOption(values, 'column'),
    sampleIds,
  )
}

async function distances(values: Values): Promise<DistanceMatrix> {
  const metric = requiredOption(values, 'metric')
  if (!(BETA_METRICS as readonly string[]).includes(metric))
    throw new UsageError(`--metric ${metric}: expected one of ${BETA_METRICS.join(', ')}`)
  return betaDiversityParallel(await loadTable(values), metric as BetaMetric)
}

function permutationOptions(values: Values): { permutations: number; seed: number } {
  return { permutations: integerOption(values, 'permutations'), seed: integerOption(values, 'seed') }
}
