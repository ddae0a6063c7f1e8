/**
 * `npm run bench:de`: DESeq2's method on 20,000 genes × 12 samples (6 vs 6), ours in this process
 * and R's DESeq2 1.38 (`Rscript`) on the same counts file in the same run. The counts are a seeded
 * negative binomial simulation in the style of DESeq2's `makeExampleDESeqDataSet` (log2 mean ~
 * N(4, 2²) + log2(10), dispersion 4/μ + 0.1, 10 % of genes changed by ±1 log2) written to a
 * temporary TSV. Our time is the analysis from the parsed table (and the parse, separately); R's
 * is reported as the whole process and as `DESeq()` + `results()` alone, without start-up and
 * package loading.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { deseq2 } from '../../analysis/expression/deseq2'
import { readFeatureTable } from '../../analysis/io/feature-table/read'
import { createRandom, type Random } from '../../analysis/random'

const GENES = 20_000
const SAMPLES = 12
const SEED = 20261128

/** Standard normal by Box-Muller. */
function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next())
}

/** Gamma(shape, 1) by Marsaglia and Tsang (boosted below shape 1). */
function gamma(random: Random, shape: number): number {
  if (shape < 1) return gamma(random, shape + 1) * (1 - random.next()) ** (1 / shape)
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    let x: number
    let v: number
    do {
      x = normal(random)
      v = 1 + c * x
    } while (v <= 0)
    v = v * v * v
    const u = 1 - random.next()
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v
  }
}

/** Poisson by inversion below 30, otherwise by Hörmann's transformed rejection (PTRS). */
function poisson(random: Random, lambda: number): number {
  if (lambda < 30) {
    let k = 0
    let p = Math.exp(-lambda)
    let cumulative = p
    const u = random.next()
    while (u > cumulative && k < 1000) {
      k++
      p *= lambda / k
      cumulative += p
    }
    return k
  }
  const logLambda = Math.log(lambda)
  const b = 0.931 + 2.53 * Math.sqrt(lambda)
  const a = -0.059 + 0.02483 * b
  const inverseAlpha = 1.1239 + 1.1328 / (b - 3.4)
  const vr = 0.9277 - 3.6224 / (b - 2)
  for (;;) {
    const u = random.next() - 0.5
    const v = random.next()
    const us = 0.5 - Math.abs(u)
    const k = Math.floor(((2 * a) / us + b) * u + lambda + 0.43)
    if (us >= 0.07 && v <= vr) return k
    if (k < 0 || (us < 0.013 && v > us)) continue
    const logFactorial =
      k < 2 ? 0 : (k + 0.5) * Math.log(k + 1) - (k + 1) + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * (k + 1))
    if (Math.log((v * inverseAlpha) / (a / (us * us) + b)) <= -lambda + k * logLambda - logFactorial) return k
  }
}

function simulateCounts(file: string): void {
  const random = createRandom(SEED)
  const samples = Array.from({ length: SAMPLES }, (_, j) => `${j < SAMPLES / 2 ? 'A' : 'B'}${(j % (SAMPLES / 2)) + 1}`)
  const lines = [`gene_id\t${samples.join('\t')}`]
  for (let g = 0; g < GENES; g++) {
    const mean = 10 * 2 ** (4 + 2 * normal(random))
    const change = random.next() < 0.1 ? (random.next() < 0.5 ? -1 : 1) : 0
    const dispersion = 4 / mean + 0.1
    const row = samples.map((_, j) => {
      const mu = j < SAMPLES / 2 ? mean : mean * 2 ** change
      return poisson(random, gamma(random, 1 / dispersion) * dispersion * mu)
    })
    lines.push(`gene${g + 1}\t${row.join('\t')}`)
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`)
}

const R_SCRIPT = `
started <- Sys.time()
suppressPackageStartupMessages(library(DESeq2))
counts <- as.matrix(read.delim(commandArgs(TRUE)[1], row.names = 1, check.names = FALSE))
condition <- factor(substr(colnames(counts), 1, 1))
loaded <- Sys.time()
dds <- DESeq(DESeqDataSetFromMatrix(counts, data.frame(condition), ~ condition), quiet = TRUE)
res <- results(dds, contrast = c("condition", "B", "A"), alpha = 0.05)
finished <- Sys.time()
cat(as.numeric(difftime(finished, loaded, units = "secs")), sum(res$padj < 0.05, na.rm = TRUE), "\\n")
`

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-de-'))
const countsFile = path.join(directory, 'counts.tsv')
simulateCounts(countsFile)
console.log(`${GENES} genes × ${SAMPLES} samples (6 vs 6), seed ${SEED}: ${countsFile}`)

const parseStart = performance.now()
const table = await readFeatureTable(fs.readFileSync(countsFile), { fileName: countsFile })
const parseSeconds = (performance.now() - parseStart) / 1000
const design = { condition: table.sampleIds.map((id) => id[0]), reference: 'A', treatment: 'B' }
const analysisStart = performance.now()
const ours = deseq2(table, design, { alpha: 0.05 })
const oursSeconds = (performance.now() - analysisStart) / 1000
const oursCalled = ours.pAdjusted.filter((q) => q < 0.05).length

const scriptFile = path.join(directory, 'deseq2.R')
fs.writeFileSync(scriptFile, R_SCRIPT)
const rStart = performance.now()
const [rAnalysisSeconds, rCalled] = execFileSync('Rscript', [scriptFile, countsFile], { encoding: 'utf8' })
  .trim()
  .split(/\s+/)
  .map(Number)
const rSeconds = (performance.now() - rStart) / 1000

console.log(
  `ours (TypeScript): ${oursSeconds.toFixed(2)} s for DESeq2's method (+ ${parseSeconds.toFixed(2)} s reading the TSV); ${oursCalled} genes at padj < 0.05`,
)
console.log(
  `R DESeq2: ${rAnalysisSeconds.toFixed(2)} s for DESeq() + results(); ${rSeconds.toFixed(2)} s as a whole process; ${rCalled} genes at padj < 0.05`,
)
console.log(`ours / R (analysis alone): ${(oursSeconds / rAnalysisSeconds).toFixed(2)}; target: ours < 5 s`)
fs.rmSync(directory, { recursive: true, force: true })
