/**
 * `npm run bench:analysis [-- --sizes 200x2000,1000x5000] [-- --skip-reference] [-- --whole-process]`
 *
 * Times the beta diversity workflow (parse a TSV table, Bray-Curtis, PCoA, PERMANOVA with 999
 * permutations) on seeded count tables of realistic sparsity, and, where installed, vegan and
 * scikit-bio on the same files in the same run, then prints a table of seconds and ratios.
 * `--whole-process` times instead what a user waits for: `npm run -s analysis -- pcoa --table T
 * --metric braycurtis` (without npm's own start-up) against the same in scikit-bio
 * (reference-pcoa.py), each a whole process from start to exit, in turns.
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { betaDiversityParallel } from '../diversity/beta'
import { readFeatureTable } from '../io/feature-table/read'
import { pcoa } from '../ordination/pcoa'
import { createRandom } from '../random'
import { permanovaParallel } from '../stats/permanova'

const run = promisify(execFile)

const STEPS = ['parse', 'braycurtis', 'pcoa', 'permanova'] as const
type Step = (typeof STEPS)[number]
type Timings = Record<Step, number> & { pseudoF: number }

interface Size {
  readonly samples: number
  readonly features: number
}

const DEFAULT_SIZES: Size[] = [
  { samples: 200, features: 2000 },
  { samples: 1000, features: 5000 },
  { samples: 2000, features: 10000 },
]
const GROUPS = 4
const SEED = 20240521

async function main(): Promise<void> {
  const { sizes, skipReference, wholeProcess } = parseArguments(process.argv.slice(2))
  const references = skipReference ? [] : await availableReferences()
  if (wholeProcess)
    return timeWholeProcesses(
      sizes,
      references.some((reference) => reference.name === 'scikit-bio'),
    )
  console.log(`analysis benchmark: ${sizes.map((size) => `${size.samples}×${size.features}`).join(', ')}`)
  console.log(
    skipReference
      ? 'references skipped'
      : `references: ${references.map((r) => r.name).join(', ') || 'none installed'}`,
  )

  const directory = mkdtempSync(join(tmpdir(), 'biocloud-bench-'))
  try {
    for (const size of sizes) {
      const label = `${size.samples}×${size.features}`
      const tablePath = join(directory, `table-${label}.tsv`)
      const groupingPath = join(directory, `grouping-${label}.txt`)
      const { tsv, grouping, density } = generateTable(size)
      writeFileSync(tablePath, tsv)
      writeFileSync(groupingPath, grouping.join('\n') + '\n')
      console.log(`\n${label}: ${(tsv.length / 1e6).toFixed(1)} MB TSV, ${(density * 100).toFixed(1)} % non-zero`)

      const results: { name: string; timings: Timings | string }[] = [
        { name: 'biocloud', timings: await timeOurs(tablePath, grouping) },
      ]
      for (const reference of references) {
        results.push({
          name: reference.name,
          timings: await reference.time(tablePath, groupingPath).catch((error: Error) => error.message.split('\n')[0]),
        })
      }
      printTable(results)
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

const WHOLE_PROCESS_RUNS = 5

async function timeWholeProcesses(sizes: Size[], withScikitBio: boolean): Promise<void> {
  const here = new URL('.', import.meta.url).pathname
  const root = new URL('../..', import.meta.url).pathname
  const directory = mkdtempSync(join(tmpdir(), 'biocloud-bench-'))
  try {
    for (const size of sizes) {
      const tablePath = join(directory, `table-${size.samples}x${size.features}.tsv`)
      writeFileSync(tablePath, generateTable(size).tsv)
      const commands: [string, string, string[]][] = [
        ['biocloud', process.execPath, [join(root, 'scripts/analysis-cli.mjs'), 'pcoa', '--table', tablePath]],
      ]
      if (withScikitBio) commands.push(['scikit-bio', '/usr/bin/python3', [join(here, 'reference-pcoa.py'), tablePath]])
      // One unmeasured run each: the bundle is built if stale, and the files are in the page cache.
      for (const [, command, args] of commands) await timeProcess(command, args)
      const seconds = commands.map((): number[] => [])
      for (let run = 0; run < WHOLE_PROCESS_RUNS; run++)
        for (const [c, [, command, args]] of commands.entries()) seconds[c].push(await timeProcess(command, args))
      const medians = seconds.map((runs) => runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)])
      console.log(
        `\nwhole process, ${size.samples}×${size.features} (pcoa --table T --metric braycurtis; median of ${WHOLE_PROCESS_RUNS} runs in turns)`,
      )
      commands.forEach(([name], c) =>
        console.log(
          `${name.padEnd(10)}  ${medians[c].toFixed(2)} s  (${seconds[c].map((t) => t.toFixed(2)).join(' ')})`,
        ),
      )
      if (withScikitBio) console.log(`biocloud / scikit-bio: ${(medians[0] / medians[1]).toFixed(2)}×`)
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

/** Seconds from starting the process to its exit; its output is read and dropped, as a pipe to a consumer would. */
function timeProcess(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stdout.resume()
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - start) / 1000)
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${stderr}`))
    })
  })
}

async function timeOurs(tablePath: string, grouping: string[]): Promise<Timings> {
  let start = performance.now()
  const lap = () => {
    const now = performance.now()
    const seconds = (now - start) / 1000
    start = now
    return seconds
  }
  const table = await readFeatureTable(readFileSync(tablePath), { fileName: tablePath })
  const parse = lap()
  const distances = await betaDiversityParallel(table, 'braycurtis')
  const braycurtis = lap()
  pcoa(distances, { dimensions: 10 })
  const ordination = lap()
  const test = await permanovaParallel(distances, grouping, { permutations: 999, seed: 1 })
  const permanova = lap()
  return { parse, braycurtis, pcoa: ordination, permanova, pseudoF: test.statistic }
}

interface Reference {
  readonly name: string
  time(tablePath: string, groupingPath: string): Promise<Timings>
}

async function availableReferences(): Promise<Reference[]> {
  const here = new URL('.', import.meta.url).pathname
  const candidates: (Reference & { check: [string, string[]] })[] = [
    {
      name: 'vegan',
      check: ['Rscript', ['-e', 'suppressMessages(library(vegan))']],
      time: (table, grouping) =>
        runJson('Rscript', [join(here, 'reference.R'), table, grouping], {
          OMP_NUM_THREADS: '1',
          OPENBLAS_NUM_THREADS: '1',
        }),
    },
    {
      name: 'scikit-bio',
      check: ['/usr/bin/python3', ['-c', 'import skbio']],
      time: (table, grouping) => runJson('/usr/bin/python3', [join(here, 'reference.py'), table, grouping], {}),
    },
  ]
  const available: Reference[] = []
  for (const { check, ...reference } of candidates) {
    const installed = await run(check[0], check[1]).then(
      () => true,
      () => false,
    )
    if (installed) available.push(reference)
  }
  return available
}

async function runJson(command: string, args: string[], environment: Record<string, string>): Promise<Timings> {
  const { stdout } = await run(command, args, { env: { ...process.env, ...environment }, maxBuffer: 1 << 20 })
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as Timings
}

/**
 * Counts of an amplicon survey in miniature: each feature is present in 4–14 % of samples, with a
 * log-normal typical abundance, and a present count is geometric (a negative binomial with size 1)
 * scaled by a per-sample depth factor, so a few features dominate and most counts are small.
 */
function generateTable({ samples, features }: Size): { tsv: string; grouping: string[]; density: number } {
  const random = createRandom(SEED + samples)
  const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next())
  const depth = Float64Array.from({ length: samples }, () => Math.exp(0.5 * normal()))
  const sampleIds = Array.from({ length: samples }, (_, s) => `S${s + 1}`)
  const lines = [['feature_id', ...sampleIds].join('\t')]
  let nonZero = 0
  const row = new Array<number>(samples)
  for (let f = 0; f < features; f++) {
    const prevalence = 0.04 + 0.1 * random.next()
    const typical = Math.exp(1 + 1.2 * normal())
    for (let s = 0; s < samples; s++) {
      row[s] = random.next() < prevalence ? 1 + Math.floor(-typical * depth[s] * Math.log(1 - random.next())) : 0
      if (row[s] > 0) nonZero++
    }
    lines.push(`OTU${f + 1}\t${row.join('\t')}`)
  }
  const grouping = sampleIds.map(() => `group${random.nextInt(GROUPS) + 1}`)
  return { tsv: lines.join('\n') + '\n', grouping, density: nonZero / (samples * features) }
}

function printTable(results: { name: string; timings: Timings | string }[]): void {
  const ours = results[0].timings as Timings
  const header = ['step', ...results.map((r) => `${r.name} s`), ...results.slice(1).map((r) => `${r.name}/biocloud`)]
  const rows: string[][] = [header]
  const total = (t: Timings, steps: readonly Step[]) => steps.reduce((sum, step) => sum + t[step], 0)
  const lines: [string, readonly Step[]][] = [
    ...STEPS.map((step): [string, readonly Step[]] => [step, [step]]),
    ['braycurtis + pcoa', ['braycurtis', 'pcoa']],
    ['total', STEPS],
  ]
  for (const [name, steps] of lines) {
    const cells = [name]
    for (const result of results)
      cells.push(typeof result.timings === 'string' ? 'failed' : total(result.timings, steps).toFixed(2))
    for (const result of results.slice(1)) {
      cells.push(
        typeof result.timings === 'string' ? '' : `${(total(result.timings, steps) / total(ours, steps)).toFixed(1)}×`,
      )
    }
    rows.push(cells)
  }
  rows.push([
    'pseudo-F',
    ...results.map((r) => (typeof r.timings === 'string' ? r.timings : r.timings.pseudoF.toPrecision(8))),
  ])
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)))
  for (const cells of rows)
    console.log(
      cells
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : (cell ?? '').padStart(widths[column])))
        .join('  '),
    )
}

function parseArguments(args: string[]): { sizes: Size[]; skipReference: boolean; wholeProcess: boolean } {
  let sizes = DEFAULT_SIZES
  let skipReference = false
  let wholeProcess = false
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2)
    if (flag === '--skip-reference') {
      skipReference = true
    } else if (flag === '--whole-process') {
      wholeProcess = true
    } else if (flag === '--sizes') {
      const value = inline ?? args[++i]
      sizes = (value ?? '').split(',').map((text) => {
        const match = /^(\d+)x(\d+)$/.exec(text.trim())
        if (!match) throw new Error(`--sizes takes SAMPLESxFEATURES[,...], e.g. 200x2000, got "${text}"`)
        return { samples: Number(match[1]), features: Number(match[2]) }
      })
    } else {
      throw new Error(
        `unknown option ${args[i]}; use --sizes 200x2000,1000x5000, --skip-reference and/or --whole-process`,
      )
    }
  }
  return { sizes, skipReference, wholeProcess }
}

await main()
