/**
 * Bundles the analysis command line (analysis/cli.ts) and the worker threads it starts into
 * build/analysis-cli/, so that `npm run analysis` starts in tens of milliseconds instead of the
 * second tsx takes to transpile the library. `npm run build` runs this file; scripts/analysis-cli.mjs
 * imports it to rebuild a bundle that is missing or older than a file it was built from.
 * Plain JavaScript, so that checking the bundle costs no transpiling either.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const BUNDLE_DIRECTORY = join(ROOT, 'build/analysis-cli')
export const BUNDLE = join(BUNDLE_DIRECTORY, 'cli.js')
/** What the bundle was built from and when: the launcher's test of whether it is current. */
const BUILD_RECORD = join(BUNDLE_DIRECTORY, 'inputs.json')

const ENTRY_POINTS = {
  cli: 'analysis/cli.ts',
  // The workers sit beside the bundle under the names workerModuleBeside (analysis/parallel.ts) asks for.
  'beta-worker': 'analysis/diversity/beta-worker.ts',
  'permanova-worker': 'analysis/stats/permanova-worker.ts',
  'fastq-report-worker': 'analysis/sequence/fastq-report-worker.ts',
}

/** True when the bundle exists and no file it was built from (sources, packages, this script) changed since. */
export function bundleIsCurrent() {
  try {
    const { startedAt, inputs } = JSON.parse(readFileSync(BUILD_RECORD, 'utf8'))
    return inputs.every((input) => statSync(join(ROOT, input)).mtimeMs < startedAt)
  } catch {
    return false
  }
}

export async function buildAnalysisCli() {
  // Imported here, so that running a current bundle does not load esbuild.
  const { build } = await import('esbuild')
  // Taken before reading the sources: a file saved during the build makes the bundle stale.
  const startedAt = Date.now()
  mkdirSync(join(ROOT, 'build'), { recursive: true })
  // Built aside and moved in file by file: processes starting meanwhile (parallel tests) read a
  // whole old or a whole new file, never a half-written one.
  const staging = mkdtempSync(join(ROOT, 'build/analysis-cli-'))
  try {
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: ENTRY_POINTS,
      outdir: staging,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // 4 MB of Emscripten output that only BIOM HDF5 tables need: loaded from node_modules then.
      external: ['h5wasm'],
      // The bundled CommonJS packages (iconv-lite, chardet, papaparse) call require, which ES modules lack.
      banner: {
        js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);",
      },
      metafile: true,
      logLevel: 'warning',
    })
    const inputs = [...Object.keys(metafile.inputs), 'scripts/build-analysis-cli.mjs']
    mkdirSync(BUNDLE_DIRECTORY, { recursive: true })
    for (const name of Object.keys(ENTRY_POINTS))
      renameSync(join(staging, `${name}.js`), join(BUNDLE_DIRECTORY, `${name}.js`))
    writeFileSync(join(staging, 'inputs.json'), JSON.stringify({ startedAt, inputs }))
    renameSync(join(staging, 'inputs.json'), BUILD_RECORD)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAnalysisCli()
