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

const TABLE = {
  table: {
    type: 'string',
    description:
      'the feature table: TSV or CSV with features as rows (an optional taxonomy column), BIOM 1.0 JSON, BIOM 2.1 HDF5 or a QIIME 2 .qza',
  },
} as const
/** A separate taxonomy file, for the commands that use or write the table's taxonomy. */
const TAXONOMY = {
  taxonomy: {
    type: 'string',
    description: 'a taxonomy file (QIIME 2 Feature ID/Taxon, or one column per rank) to attach to the table',
  },
} as const
const METRIC = {
  metric: { type: 'string', default: 'braycurtis', description: `the distance: ${BETA_METRICS.join(', ')}` },
} as const
const SEED = {
  seed: { type: 'string', default: '0', description: 'the seed of the random draws (a whole number)' },
} as const
const PERMUTATIONS = {
  permutations: { type: 'string', default: '999', description: 'how many permutations the p-value counts' },
} as const
const GROUPING = {
  metadata: {
    type: 'string',
    description: 'the sample metadata: sample ids in the first column, one column per variable',
  },
  column: {
    type: 'string',
    description: 'the metadata column that groups the samples; samples whose value is missing (blank, NA) are left out',
  },
} as const
const TREE = { tree: { type: 'string', description: 'the phylogenetic tree of the features, Newick' } } as const
const DEPTH = { depth: { type: 'string', description: 'the number of reads per sample (a whole number)' } } as const
const FIXTURES = 'tests/fixtures/analysis/cli'
const TABLE_EXAMPLE = `--table ${FIXTURES}/table.tsv`
const GROUPING_EXAMPLE = `${TABLE_EXAMPLE} --metadata ${FIXTURES}/metadata.tsv`
const DISTANCES_OUTPUT =
  'JSON {"ids": [sample], "matrix": [[distance]]}: the square matrix, rows and columns in ids order'

export const MICROBIOME_COMMANDS: Record<string, Command> = {
  alpha: {
    description: 'alpha diversity of every sample: observed features, Shannon, Simpson, Chao1, ACE and more',
    usage: 'alpha --table TABLE',
    options: TABLE,
    output: `JSON {"<sample>": {${ALPHA_METRICS.map((metric) => `"${metric}": number`).join(', ')}}}, samples in table order; Shannon in nats`,
    example: `alpha ${TABLE_EXAMPLE}`,
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
    description: 'subsample every sample to the same number of reads without replacement (as vegan::rrarefy)',
    usage: 'rarefy --table TABLE --depth DEPTH [--seed SEED]',
    options: { ...TABLE, ...DEPTH, ...SEED },
    output:
      'the rarefied table as TSV (#OTU ID, then one column per sample); samples with fewer reads than the depth are left out',
    example: `rarefy ${TABLE_EXAMPLE} --depth 1000 --seed 3`,
    async run(values) {
      const table = await loadTable(values)
      process.stdout.write(
        writeFeatureTableTsv(rarefy(table, integerOption(values, 'depth'), integerOption(values, 'seed'))),
      )
    },
  },
  richness: {
    description: 'expected number of features in a random subsample of the depth (as vegan::rarefy)',
    usage: 'richness --table TABLE --depth DEPTH',
    options: { ...TABLE, ...DEPTH },
    output: 'JSON {"<sample>": number}; a sample with no more reads than the depth gets its observed richness',
    example: `richness ${TABLE_EXAMPLE} --depth 1000`,
    async run(values) {
      const table = await loadTable(values)
      const depth = integerOption(values, 'depth')
      printJson(bySample(table.sampleIds, (s) => expectedRichness(sampleRow(table, s), depth)))
    },
  },
  beta: {
    description: 'beta diversity: the distance between every pair of samples (as vegan::vegdist)',
    usage: `beta --table TABLE [--metric ${BETA_METRICS.join('|')}]`,
    options: { ...TABLE, ...METRIC },
    output: DISTANCES_OUTPUT,
    example: `beta ${TABLE_EXAMPLE} --metric jaccard`,
    async run(values) {
      const matrix = await distances(values)
      printJson({ ids: matrix.ids, matrix: toSquare(matrix) })
    },
  },
  pcoa: {
    description: "principal coordinates analysis of the samples' distances (as scikit-bio's pcoa)",
    usage: `pcoa --table TABLE [--metric METRIC] [--proportion-of ${PROPORTION_DENOMINATORS.join('|')}]`,
    options: {
      ...TABLE,
      ...METRIC,
      'proportion-of': {
        type: 'string',
        default: 'positiveSum',
        description:
          "what an axis's proportion explained divides its eigenvalue by: positiveSum, the sum of the positive eigenvalues (scikit-bio), or trace (cmdscale, ape, phyloseq)",
      },
    },
    output:
      'JSON {"eigenvalues": [number], "proportion_explained": [number], "proportion_of": string, "coordinates": {"<sample>": [number]}} for the first 10 axes (at most samples − 1); an axis with an eigenvalue ≤ 0 has coordinates 0',
    example: `pcoa ${TABLE_EXAMPLE} --metric braycurtis`,
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
    description: 'ANOSIM: do the distances within groups differ from those between groups? (as vegan::anosim)',
    usage:
      'anosim --table TABLE --metadata METADATA --column COLUMN [--metric METRIC] [--permutations N] [--seed SEED]',
    options: { ...TABLE, ...GROUPING, ...METRIC, ...PERMUTATIONS, ...SEED },
    output: 'JSON {"statistic": R, "p_value": number}; the samples left out (no group) are named on stderr',
    example: `anosim ${GROUPING_EXAMPLE} --column SampleType --permutations 199 --seed 11`,
    async run(values) {
      const matrix = await distances(values)
      const result = anosim(matrix, grouping(values, matrix.ids), permutationOptions(values))
      reportLeftOut(result.droppedSamples)
      printJson({ statistic: result.statistic, p_value: result.pValue })
    },
  },
  permanova: {
    description: 'PERMANOVA: how much of the distances the grouping explains (as vegan::adonis2)',
    usage:
      'permanova --table TABLE --metadata METADATA --column COLUMN [--metric METRIC] [--permutations N] [--seed SEED]',
    options: { ...TABLE, ...GROUPING, ...METRIC, ...PERMUTATIONS, ...SEED },
    output:
      'JSON {"statistic": pseudo-F, "p_value": number, "r2": number}; the samples left out (no group) are named on stderr',
    example: `permanova ${GROUPING_EXAMPLE} --column SampleType --permutations 199 --seed 11`,
    async run(values) {
      const matrix = await distances(values)
      const result = await permanovaParallel(matrix, grouping(values, matrix.ids), permutationOptions(values))
      reportLeftOut(result.droppedSamples)
      printJson({ statistic: result.statistic, p_value: result.pValue, r2: result.r2 })
    },
  },
  kruskal: {
    description: "Kruskal-Wallis test of each feature's relative abundance between the groups (as kruskal.test)",
    usage: 'kruskal --table TABLE --metadata METADATA --column COLUMN',
    options: { ...TABLE, ...GROUPING },
    output:
      'JSON {"<feature>": {"statistic": H, "p_value": number, "q_value": number}}, q by Benjamini-Hochberg; features absent from every tested sample are left out, samples without a group or reads are named on stderr',
    example: `kruskal ${GROUPING_EXAMPLE} --column SampleType`,
    run: (values) => rankTestPerFeature(values, 'kruskal'),
  },
  wilcoxon: {
    description: "Wilcoxon rank-sum test of each feature's relative abundance between two groups (as wilcox.test)",
    usage: 'wilcoxon --table TABLE --metadata METADATA --column COLUMN',
    options: { ...TABLE, ...GROUPING },
    output:
      'JSON {"<feature>": {"statistic": W, "w_group": "<group>", "p_value": number, "q_value": number}}: W is the rank-sum statistic of w_group, the first group in R\'s factor order (ICU collation, as R orders outside the C locale); q by Benjamini-Hochberg',
    example: `wilcoxon ${GROUPING_EXAMPLE} --column human`,
    run: (values) => rankTestPerFeature(values, 'wilcoxon'),
  },
  upgma: {
    description: "UPGMA (average linkage) clustering of the samples' distances",
    usage: 'upgma --table TABLE [--metric METRIC]',
    options: { ...TABLE, ...METRIC },
    output: 'JSON {"newick": string, "heights": [number]}: the tree, and the height of each merge in merge order',
    example: `upgma ${TABLE_EXAMPLE}`,
    async run(values) {
      const result = hierarchicalClustering(await distances(values), 'average')
      printJson({ newick: result.newick, heights: Array.from(result.heights) })
    },
  },
  unifrac: {
    description: 'UniFrac distances between the samples on a phylogenetic tree (as scikit-bio)',
    usage: 'unifrac --table TABLE --tree TREE --weighted|--unweighted [--normalized]',
    options: {
      ...TABLE,
      ...TREE,
      weighted: { type: 'boolean', default: false, description: 'weighted UniFrac (abundances)' },
      unweighted: { type: 'boolean', default: false, description: 'unweighted UniFrac (presence)' },
      normalized: { type: 'boolean', default: false, description: 'weighted UniFrac scaled to 0..1' },
    },
    output: DISTANCES_OUTPUT,
    example: `unifrac ${TABLE_EXAMPLE} --tree ${FIXTURES}/tree.nwk --weighted --normalized`,
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
    description: "Faith's phylogenetic diversity of every sample: the branch length its features span",
    usage: 'faith --table TABLE --tree TREE',
    options: { ...TABLE, ...TREE },
    output: 'JSON {"<sample>": number}',
    example: `faith ${TABLE_EXAMPLE} --tree ${FIXTURES}/tree.nwk`,
    async run(values) {
      const table = await loadTable(values)
      const pd = faithPd(table, loadTree(values))
      printJson(bySample(table.sampleIds, (s) => pd[s]))
    },
  },
  filter: {
    description: 'the OTU filter of the platform: taxonomy rules, prevalence, abundance, then flattening',
    usage: "filter --table TABLE [--taxonomy TAXONOMY] [--params '<JSON>'] [--seed SEED]",
    options: {
      ...TABLE,
      ...TAXONOMY,
      params: {
        type: 'string',
        default: '{}',
        description:
          'the filter parameters as JSON, with the names of the platform form (checked1_rules, checked2_at_least, checked3_otu_sum, flattening_type, flattening_value, ...)',
      },
      ...SEED,
    },
    output: 'the filtered table as TSV on stdout; what the filter did as JSON on stderr',
    example: `filter ${TABLE_EXAMPLE} --params '{"checked3": true, "checked3_otu_sum": 100}'`,
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
    description: 'the table in another format, with its taxonomy',
    usage: 'convert --table TABLE [--taxonomy TAXONOMY] --to tsv|biom-json',
    options: { ...TABLE, ...TAXONOMY, to: { type: 'string', description: 'the format: tsv or biom-json (BIOM 1.0)' } },
    output: 'the table in that format on stdout',
    example: `convert ${TABLE_EXAMPLE} --to biom-json`,
    async run(values) {
      const format = requiredOption(values, 'to')
      if (format !== 'tsv' && format !== 'biom-json') throw new UsageError(`--to ${format}: expected tsv or biom-json`)
      const table = await loadTable(values)
      process.stdout.write(format === 'tsv' ? writeFeatureTableTsv(table) : `${writeBiomJson(table)}\n`)
    },
  },
  taxa: {
    description: 'counts per taxon at one rank, summed over the features assigned to it',
    usage: `taxa --table TABLE [--taxonomy TAXONOMY] --rank ${RANKS.join('|')}`,
    options: { ...TABLE, ...TAXONOMY, rank: { type: 'string', description: `the rank: ${RANKS.join(', ')}` } },
    output:
      'JSON {"<lineage down to the rank, ranks joined by ;>": {"<sample>": count}}; what the taxonomy file did goes to stderr',
    example: `taxa --table tests/fixtures/analysis/io/global-patterns-slice/otu_table.tsv --taxonomy tests/fixtures/analysis/io/global-patterns-slice/taxonomy.qiime2-greengenes.tsv --rank Phylum`,
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

/**
 * R's factor() orders levels with ICU's root collation (`a < A < b < B`) in every locale but C and
 * POSIX, where it orders by code point (`A < B < a < b`); the usual one is the first.
 */
const R_LEVEL_ORDER = new Intl.Collator('und')

async function rankTestPerFeature(values: Values, test: 'kruskal' | 'wilcoxon'): Promise<void> {
  const table = await loadTable(values)
  // Tested on relative abundances: raw counts would mostly compare sequencing depths.
  const relative = relativeAbundances(table)
  const samples = samplesToTest(table.sampleIds, grouping(values, table.sampleIds), { readTotals: sampleTotals(table) })
  reportLeftOut(samples.dropped)
  // Ordered as R orders factor levels, so W is the statistic of the same group as in R's formula call.
  const groups = [...new Set(samples.grouping)].sort(R_LEVEL_ORDER.compare)
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
        {
          statistic: result.statistic,
          // The two W of a pair add up to m·n, so W alone does not say which group it measures.
          ...(test === 'wilcoxon' && { w_group: groups[0] }),
          p_value: result.pValue,
          q_value: qValueOf.get(result.feature) ?? null,
        },
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
