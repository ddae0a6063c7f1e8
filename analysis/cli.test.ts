import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toSquare } from './distance-matrix'
import { betaDiversity } from './diversity/beta'
import { readFeatureTable } from './io/feature-table/read'
import { createRandom } from './random'
import { permanova } from './stats/permanova'

const FIXTURES = 'tests/fixtures/analysis/cli/'
const TABLE = `${FIXTURES}table.tsv`
const METADATA = `${FIXTURES}metadata.tsv`
const TREE = `${FIXTURES}tree.nwk`
const SAMPLES = ['CL3', 'CC1', 'M31Fcsw', 'M11Fcsw', 'M31Tong', 'M11Tong', 'NP2', 'NP3']

interface Expected {
  braycurtis: number[][]
  jaccard: number[][]
  depth: number
  richness: Record<string, number>
  kruskal: { p: Record<string, number>; q: Record<string, number> }
  wilcoxon: { statistic: Record<string, number>; p: Record<string, number>; q: Record<string, number> }
  host_wilcoxon: { w_group: string; statistic: Record<string, number>; p: Record<string, number> }
}
const expected = JSON.parse(readFileSync(`${FIXTURES}expected.json`, 'utf8')) as Expected

const run = promisify(execFile)

const SLICE = 'tests/fixtures/analysis/io/global-patterns-slice/'
const SLICE_TABLE = `${SLICE}otu_table.tsv`

/**
 * Counts per "Kingdom;Phylum" summed by hand from the source files (the per-rank taxonomy and the
 * OTU table), the last `leftOut` features unassigned as the lineage files generate.py writes.
 */
function phylumCountsFromSource(leftOut: number): Record<string, Record<string, number>> {
  const [, ...taxonomyRows] = readFileSync(`${SLICE}taxonomy.tsv`, 'utf8').trimEnd().split('\n')
  const unassigned = new Set(taxonomyRows.slice(-leftOut).map((row) => row.split('\t')[0]))
  const phylumOf = new Map(
    taxonomyRows.map((row) => {
      const [id, kingdom, phylum] = row.split('\t')
      return [id, unassigned.has(id) ? ';' : `${kingdom};${phylum}`]
    }),
  )
  const [header, ...rows] = readFileSync(SLICE_TABLE, 'utf8').trimEnd().split('\n')
  const samples = header.split('\t').slice(1)
  const counts: Record<string, Record<string, number>> = {}
  for (const row of rows) {
    const [id, ...cells] = row.split('\t')
    const phylum = phylumOf.get(id) as string
    counts[phylum] ??= Object.fromEntries(samples.map((sample) => [sample, 0]))
    samples.forEach((sample, s) => (counts[phylum][sample] += Number(cells[s])))
  }
  return counts
}

/** Runs the CLI as `npm run -s analysis` does (the bundle, through its launcher), without npm's own chatter on stderr. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/analysis-cli.mjs', ...args], {
      maxBuffer: 64 * 1024 * 1024,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function json<T>(...args: string[]): Promise<T> {
  const result = await cli(...args)
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  return JSON.parse(result.stdout) as T
}

function expectClose(actual: number, reference: number, relative = 1e-9): void {
  expect(Math.abs(actual - reference)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(reference)))
}

function expectSquareClose(actual: number[][], reference: number[][]): void {
  expect(actual).toHaveLength(reference.length)
  actual.forEach((row, i) => row.forEach((value, j) => expectClose(value, reference[i][j], 1e-12)))
}

/** Files the tests write (tables, a clone of the sources), removed afterwards. */
const scratch = mkdtempSync(join(tmpdir(), 'biocloud-cli-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

// Bundles the CLI once, when the sources are newer than the bundle, before the concurrent runs below.
beforeAll(async () => {
  expect((await cli('--help')).code).toBe(0)
}, 60_000)

describe.concurrent('analysis CLI, end to end', () => {
  it('alpha: every metric for every sample', async () => {
    const alpha = await json<Record<string, Record<string, number>>>('alpha', '--table', TABLE)
    expect(Object.keys(alpha)).toEqual(SAMPLES)
    expect(Object.keys(alpha.CL3)).toEqual([
      'observed',
      'shannon',
      'simpson',
      'invsimpson',
      'pielou',
      'chao1',
      'ace',
      'goods_coverage',
    ])
    // From the fixture: M11Tong has no reads of 47916 and 256977.
    expect(alpha.M11Tong.observed).toBe(13)
    expect(alpha.CL3.observed).toBe(15)
  })

  it('rarefy: a TSV table with every sample at the depth', async () => {
    const result = await cli('rarefy', '--table', TABLE, '--depth', '1000', '--seed', '3')
    expect(result.code).toBe(0)
    const rarefied = await readFeatureTable(new TextEncoder().encode(result.stdout), { fileName: 'stdout.tsv' })
    expect(result.stdout.startsWith('#OTU ID\tCL3\t')).toBe(true)
    expect(rarefied.sampleIds).toEqual(SAMPLES)
    const width = rarefied.featureIds.length
    SAMPLES.forEach((_, s) =>
      expect(rarefied.counts.subarray(s * width, (s + 1) * width).reduce((a, b) => a + b, 0)).toBe(1000),
    )
    expect((await cli('rarefy', '--table', TABLE, '--depth', '1000', '--seed', '3')).stdout).toBe(result.stdout)
  })

  it('richness: expected richness as vegan::rarefy', async () => {
    const richness = await json<Record<string, number>>('richness', '--table', TABLE, '--depth', String(expected.depth))
    expect(Object.keys(richness)).toEqual(SAMPLES)
    for (const sample of SAMPLES) expectClose(richness[sample], expected.richness[sample])
  })

  it('beta: Bray-Curtis and Jaccard as vegan::vegdist', async () => {
    const bray = await json<{ ids: string[]; matrix: number[][] }>('beta', '--table', TABLE, '--metric', 'braycurtis')
    expect(bray.ids).toEqual(SAMPLES)
    expectSquareClose(bray.matrix, expected.braycurtis)
    const jaccard = await json<{ ids: string[]; matrix: number[][] }>('beta', '--table', TABLE, '--metric', 'jaccard')
    expectSquareClose(jaccard.matrix, expected.jaccard)
  })

  it('pcoa: eigenvalues, proportions and coordinates per sample', async () => {
    const result = await json<{
      eigenvalues: number[]
      proportion_explained: number[]
      proportion_of: string
      coordinates: Record<string, number[]>
    }>('pcoa', '--table', TABLE, '--metric', 'braycurtis')
    expect(result.proportion_of).toBe('positiveSum')
    const ofTrace = await json<{ proportion_of: string }>('pcoa', '--table', TABLE, '--proportion-of', 'trace')
    expect(ofTrace.proportion_of).toBe('trace')
    expect(result.eigenvalues.length).toBeGreaterThan(1)
    expect(result.proportion_explained).toHaveLength(result.eigenvalues.length)
    expect(result.eigenvalues[0]).toBeGreaterThanOrEqual(result.eigenvalues[1])
    expect(Object.keys(result.coordinates)).toEqual(SAMPLES)
    expect(result.coordinates.CL3).toHaveLength(result.eigenvalues.length)
  })

  it('anosim and permanova: statistic and p-value, reproducible for a seed', async () => {
    const grouping = [
      '--table',
      TABLE,
      '--metadata',
      METADATA,
      '--column',
      'SampleType',
      '--metric',
      'braycurtis',
      '--permutations',
      '199',
      '--seed',
      '11',
    ]
    const anosim = await json<{ statistic: number; p_value: number }>('anosim', ...grouping)
    expect(Object.keys(anosim)).toEqual(['statistic', 'p_value'])
    expect(anosim.statistic).toBeGreaterThan(0)
    expect(anosim.p_value).toBeGreaterThan(0)
    expect(anosim.p_value).toBeLessThanOrEqual(1)
    const permanova = await json<{ statistic: number; p_value: number; r2: number }>('permanova', ...grouping)
    expect(Object.keys(permanova)).toEqual(['statistic', 'p_value', 'r2'])
    expect(permanova.r2).toBeGreaterThan(0)
    expect(permanova.r2).toBeLessThan(1)
    expect(await json('permanova', ...grouping)).toEqual(permanova)
  })

  it('kruskal: H, p and BH q per feature as kruskal.test and p.adjust', async () => {
    const result = await json<Record<string, { statistic: number; p_value: number; q_value: number }>>(
      'kruskal',
      '--table',
      TABLE,
      '--metadata',
      METADATA,
      '--column',
      'SampleType',
    )
    expect(Object.keys(result).sort()).toEqual(Object.keys(expected.kruskal.p).sort())
    for (const [feature, test] of Object.entries(result)) {
      expectClose(test.p_value, expected.kruskal.p[feature])
      expectClose(test.q_value, expected.kruskal.q[feature])
    }
  })

  describe('a group written na or N/A is missing, in every test, and the samples left out are named', () => {
    // vegan's mite by Shrub with site5 "na" and site40 "N/A": R on the 68 samples with a real Shrub
    // value (tests/fixtures/analysis/mite/generate.R).
    const MITE = 'tests/fixtures/analysis/mite/'
    const mite = JSON.parse(readFileSync(`${MITE}expected.json`, 'utf8')) as {
      permanova: { statistic: number; r2: number }
      anosim: number
      kruskal: Record<string, { statistic: number; pValue: number }>
    }
    const args = ['--table', `${MITE}table.tsv`, '--metadata', `${MITE}metadata.tsv`, '--column', 'Shrub']
    const notice = 'left out 2 sample(s): site5 (missingGroup), site40 (missingGroup)\n'

    it.each(['anosim', 'permanova'])('%s', async (command) => {
      const result = await cli(command, ...args, '--metric', 'braycurtis', '--permutations', '99')
      expect(result.code).toBe(0)
      expect(result.stderr).toBe(notice)
      const { statistic, r2 } = JSON.parse(result.stdout) as { statistic: number; r2?: number }
      if (command === 'anosim') expectClose(statistic, mite.anosim)
      else {
        expectClose(statistic, mite.permanova.statistic)
        expectClose(r2 as number, mite.permanova.r2)
      }
    })

    it('kruskal', async () => {
      const result = await cli('kruskal', ...args)
      expect(result.stderr).toBe(notice)
      const tests = JSON.parse(result.stdout) as Record<string, { statistic: number; p_value: number }>
      for (const [feature, reference] of Object.entries(mite.kruskal)) {
        expectClose(tests[feature].statistic, reference.statistic)
        expectClose(tests[feature].p_value, reference.pValue)
      }
    })
  })

  it('wilcoxon: W, p and BH q per feature as wilcox.test and p.adjust', async () => {
    const result = await json<Record<string, { statistic: number; p_value: number; q_value: number }>>(
      'wilcoxon',
      '--table',
      TABLE,
      '--metadata',
      METADATA,
      '--column',
      'human',
    )
    for (const [feature, test] of Object.entries(result)) {
      expect(test.statistic).toBe(expected.wilcoxon.statistic[feature])
      expectClose(test.p_value, expected.wilcoxon.p[feature])
      expectClose(test.q_value, expected.wilcoxon.q[feature])
    }
    expect(Object.keys(result)).toHaveLength(Object.keys(expected.wilcoxon.p).length)
  })

  it('wilcoxon: each row names the group its W is for, the first level of R with mixed-case group names', async () => {
    // host is "human" or "Nonhuman": R (ICU collation) puts "human" first, code-point order would not.
    const result = await json<Record<string, { statistic: number; w_group: string; p_value: number }>>(
      'wilcoxon',
      '--table',
      TABLE,
      '--metadata',
      METADATA,
      '--column',
      'host',
    )
    expect(expected.host_wilcoxon.w_group).toBe('human')
    expect(Object.keys(result).sort()).toEqual(Object.keys(expected.host_wilcoxon.statistic).sort())
    for (const [feature, test] of Object.entries(result)) {
      expect(test.w_group).toBe(expected.host_wilcoxon.w_group)
      expect(test.statistic).toBe(expected.host_wilcoxon.statistic[feature])
      expectClose(test.p_value, expected.host_wilcoxon.p[feature])
    }
  })

  it('beta and permanova on a table large enough for worker threads: the same results as on one thread', async () => {
    // 300 samples × 4,000 features, half of them present: 4.5e7 pair-feature sums and 44,850 pairs
    // × 6,999 permutations pass the thresholds for worker threads, which say so on stderr if they
    // cannot start.
    const directory = mkdtempSync(join(scratch, 'workers-'))
    const random = createRandom(7)
    const samples = Array.from({ length: 300 }, (_, s) => `S${s}`)
    const rows = Array.from({ length: 4000 }, (_, f) =>
      [`F${f}`, ...samples.map(() => (random.next() < 0.5 ? 1 + random.nextInt(50) : 0))].join('\t'),
    )
    const tablePath = join(directory, 'table.tsv')
    writeFileSync(tablePath, [['id', ...samples].join('\t'), ...rows].join('\n'))
    const grouping = samples.map((_, s) => `g${s % 3}`)
    writeFileSync(
      join(directory, 'metadata.tsv'),
      ['id\tg', ...samples.map((id, s) => `${id}\t${grouping[s]}`)].join('\n'),
    )
    const table = await readFeatureTable(readFileSync(tablePath), { fileName: tablePath })
    const matrix = betaDiversity(table, 'braycurtis')

    const beta = await json<{ matrix: number[][] }>('beta', '--table', tablePath)
    expect(beta.matrix).toEqual(toSquare(matrix))
    const options = { permutations: 6999, seed: 5 }
    const test = await json<{ statistic: number; p_value: number }>(
      'permanova',
      '--table',
      tablePath,
      '--metadata',
      join(directory, 'metadata.tsv'),
      '--column',
      'g',
      '--permutations',
      String(options.permutations),
      '--seed',
      String(options.seed),
    )
    const reference = permanova(matrix, grouping, options)
    expect(test).toMatchObject({ statistic: reference.statistic, p_value: reference.pValue })
  }, 60_000)

  it('upgma: a Newick tree over the samples and the merge heights', async () => {
    const result = await json<{ newick: string; heights: number[] }>(
      'upgma',
      '--table',
      TABLE,
      '--metric',
      'braycurtis',
    )
    expect(result.newick.endsWith(';')).toBe(true)
    for (const sample of SAMPLES) expect(result.newick).toContain(sample)
    expect(result.heights).toHaveLength(SAMPLES.length - 1)
    // The closest pair in the vegan matrix (Bray-Curtis 0.372 between CL3 and CC1) merges first.
    expectClose(result.heights[0], Math.min(...expected.braycurtis.flatMap((row) => row.filter((d) => d > 0))), 1e-12)
  })

  it('unifrac and faith: distances and phylogenetic diversity per sample', async () => {
    for (const mode of [['--unweighted'], ['--weighted'], ['--weighted', '--normalized']]) {
      const result = await json<{ ids: string[]; matrix: number[][] }>(
        'unifrac',
        '--table',
        TABLE,
        '--tree',
        TREE,
        ...mode,
      )
      expect(result.ids).toEqual(SAMPLES)
      result.matrix.forEach((row, i) => {
        expect(row[i]).toBe(0)
        row.forEach((value, j) => expect(value).toBe(result.matrix[j][i]))
      })
    }
    const faith = await json<Record<string, number>>('faith', '--table', TABLE, '--tree', TREE)
    expect(Object.keys(faith)).toEqual(SAMPLES)
    // CL3 holds every OTU: its PD is the whole tree, the sum of all branch lengths in tree.nwk.
    const treeLength = [...readFileSync(TREE, 'utf8').matchAll(/:([\d.]+)/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    )
    expectClose(faith.CL3, treeLength, 1e-12)
  })

  it('filter: the filtered table on stdout, the summary on stderr', async () => {
    const params = JSON.stringify({
      checked3: true,
      checked3_otu_sum: 100000,
      flattening_type: 2,
      flattening_value: 500,
    })
    const result = await cli('filter', '--table', TABLE, '--params', params, '--seed', '1')
    expect(result.code).toBe(0)
    const summary = JSON.parse(result.stderr) as {
      featuresBefore: number
      featuresAfter: number
      droppedSamples: { sampleId: string }[]
      rarefactionDepth: number
    }
    expect(summary).toMatchObject({ featuresBefore: 15, rarefactionDepth: 500 })
    const filtered = await readFeatureTable(new TextEncoder().encode(result.stdout), { fileName: 'stdout.tsv' })
    expect(filtered.featureIds).toHaveLength(summary.featuresAfter)
    expect(filtered.sampleIds).toEqual(
      SAMPLES.filter((id) => !summary.droppedSamples.some((dropped) => dropped.sampleId === id)),
    )
  })

  it('convert: TSV and BIOM JSON holding the same table', async () => {
    const original = await readFeatureTable(readFileSync(TABLE), { fileName: TABLE })
    for (const format of ['tsv', 'biom-json']) {
      const result = await cli('convert', '--table', TABLE, '--to', format)
      expect(result.code).toBe(0)
      expect(await readFeatureTable(new TextEncoder().encode(result.stdout), { fileName: `out.${format}` })).toEqual(
        original,
      )
    }
  })

  it('bad input: a ragged row is reported on stderr with its line and column, exit code 1', async () => {
    const result = await cli('alpha', '--table', `${FIXTURES}ragged.tsv`)
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(
      `error: ${FIXTURES}ragged.tsv, line 4, column 4: row has 3 fields but the header has 4 (expected 4 fields separated by the same delimiter as the header)\n`,
    )
  })

  it('bad input: a grouping that does not suit the test, and a missing file', async () => {
    const wilcoxon = await cli('wilcoxon', '--table', TABLE, '--metadata', METADATA, '--column', 'SampleType')
    expect(wilcoxon.code).toBe(1)
    expect(wilcoxon.stderr).toMatch(/the Wilcoxon rank-sum test compares 2 groups; column "SampleType" has 4/)
    const missing = await cli('alpha', '--table', `${FIXTURES}nothing.tsv`)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe(`error: ${FIXTURES}nothing.tsv: cannot read the file: ENOENT\n`)
  })

  it('taxa --taxonomy: counts per phylum with a separate QIIME 2 taxonomy file, what it did on stderr', async () => {
    const result = await cli(
      'taxa',
      '--table',
      SLICE_TABLE,
      '--taxonomy',
      `${SLICE}taxonomy.qiime2-greengenes.tsv`,
      '--rank',
      'Phylum',
    )
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      'taxonomy file: {"featuresWithoutTaxonomy":3,"taxonomyRowsNotInTable":2,"replacedTableTaxonomy":false}\n',
    )
    expect(JSON.parse(result.stdout)).toEqual(phylumCountsFromSource(3))
  })

  it('a metadata sheet of sample ids alone is refused by a test between groups, saying it has no column', async () => {
    const idsOnly = join(mkdtempSync(join(scratch, 'metadata-')), 'ids.tsv')
    writeFileSync(idsOnly, ['sample_id', ...SAMPLES].join('\n'))
    const result = await cli('kruskal', '--table', TABLE, '--metadata', idsOnly, '--column', 'SampleType')
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      `error: ${idsOnly}: the header has no metadata columns (expected a sample id column followed by at least one metadata column)\n`,
    )
  })

  it('taxa: a samples-as-rows table is refused with exit code 1', async () => {
    const result = await cli('taxa', '--table', `${SLICE}otu_table.samples-as-rows.tsv`, '--rank', 'Phylum')
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/the table has samples as rows: its first header cell "SampleID" names samples/)
  })

  it('--help lists every command with a line saying what it does; each command answers --help and -h with an example that runs', async () => {
    const top = await cli('--help')
    expect(top.code).toBe(0)
    expect(top.stderr).toBe('')
    const commands = [...top.stdout.matchAll(/^ {2}([a-z-]+) {2,}(\S.*)$/gm)].map((match) => match[1])
    expect(commands).toEqual(expect.arrayContaining(['alpha', 'beta', 'pcoa', 'permanova', 'wilcoxon', 'taxa']))
    expect(top.stdout).toMatch(/Exit codes: 0 done, 1 bad input/)
    await Promise.all(
      commands.map(async (command) => {
        const help = await cli(command, '--help')
        expect(help.code).toBe(0)
        expect(help.stderr).toBe('')
        expect(help.stdout).toMatch(new RegExp(`^usage: npm run -s analysis -- ${command} `))
        expect(help.stdout).toMatch(/\noptions:\n/)
        expect(help.stdout).toMatch(/\noutput: \S/)
        expect(help.stdout).toMatch(new RegExp(`\nexample:\n {2}npm run -s analysis -- ${command} `))
        expect((await cli(command, '-h')).stdout).toBe(help.stdout)
        // The example is a whole command line a user can paste, quotes and all, and it works.
        const example = /\nexample:\n {2}npm run -s analysis -- (.*)\n/.exec(help.stdout)?.[1] as string
        await expect(
          run('sh', ['-c', `"${process.execPath}" scripts/analysis-cli.mjs ${example}`]),
        ).resolves.toBeTruthy()
      }),
    )
    const pcoa = (await cli('help', 'pcoa')).stdout
    expect(pcoa).toBe((await cli('pcoa', '--table', TABLE, '--help')).stdout)
    expect(pcoa).toMatch(
      /--metric METRIC +the distance: braycurtis, jaccard, euclidean, hellinger, aitchison,\s+robust_aitchison \(default:\s+braycurtis\)/,
    )
    expect(pcoa).toMatch(/\(default: positiveSum\)/)
  })

  it('runs on a fresh clone before any build, and runs the sources as edited since the last build', async () => {
    const clone = mkdtempSync(join(scratch, 'clone-'))
    cpSync('analysis', join(clone, 'analysis'), { recursive: true })
    for (const script of ['analysis-cli.mjs', 'build-analysis-cli.mjs'])
      cpSync(`scripts/${script}`, join(clone, 'scripts', script))
    symlinkSync(resolve('node_modules'), join(clone, 'node_modules'))
    const help = async () =>
      (await run(process.execPath, [join(clone, 'scripts/analysis-cli.mjs'), '--help'], { cwd: clone })).stdout
    expect(await help()).toMatch(/^ {2}alpha {2,}alpha diversity of every sample/m)
    const commands = join(clone, 'analysis/cli/microbiome-commands.ts')
    writeFileSync(
      commands,
      readFileSync(commands, 'utf8').replace(
        "'alpha diversity of every sample",
        "'edited: alpha diversity of every sample",
      ),
    )
    expect(await help()).toMatch(/^ {2}alpha {2,}edited: alpha diversity of every sample/m)
  }, 60_000)

  it('bad usage: unknown command or option, missing option, exit code 2', async () => {
    for (const args of [
      ['frobnicate'],
      ['alpha'],
      ['alpha', '--table', TABLE, '--depth', '3'],
      ['beta', '--table', TABLE, '--metric', 'cosine'],
      ['unifrac', '--table', TABLE, '--tree', TREE],
      [],
    ]) {
      const result = await cli(...args)
      expect(result.code).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(/usage: npm run -s analysis -- /)
    }
  })
})
