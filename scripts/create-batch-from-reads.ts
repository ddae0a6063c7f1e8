import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

/**
 * Staff's way to create an analysis project whose dataset came with raw reads, until the
 * new-dataset form takes reads:
 *
 *   npm run batch:from-reads -- --customer a@example.com --workflow 3 --project "Soil 2026" \
 *     --table otu_table.tsv --metadata metadata.tsv [--taxonomy taxonomy.tsv] [--tree tree.nwk] \
 *     [--qc qc.tsv] [--group-column SampleType] [--order 80-S...] --reads <folder> [--manifest MANIFEST]
 *
 * The dataset files are checked as the form checks them; the FASTQ files of the folder (paired by
 * the QIIME 2 manifest, or by their Casava or _R1/_R2 names) are copied into storage as streams.
 * The batch starts like one made in the form, and its QC step summarises the reads in the worker.
 * Needs DATABASE_URL and the platform's FILE_STORAGE_DIR (or S3 settings).
 */
const USAGE =
  'usage: npm run batch:from-reads -- --customer <email> --workflow <id> --project <name> --table <file> --metadata <file> [--taxonomy <file>] [--tree <file>] [--qc <file>] [--group-column <column>] [--order <tracking number>] --reads <folder> [--manifest <file>]'

const { values } = parseArgs({
  options: {
    customer: { type: 'string' },
    workflow: { type: 'string' },
    project: { type: 'string' },
    order: { type: 'string' },
    'group-column': { type: 'string' },
    table: { type: 'string' },
    metadata: { type: 'string' },
    taxonomy: { type: 'string' },
    tree: { type: 'string' },
    qc: { type: 'string' },
    reads: { type: 'string' },
    manifest: { type: 'string' },
  },
})

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

if (!values.customer || !values.workflow || !values.project || !values.table || !values.metadata || !values.reads)
  fail(USAGE, 2)
if (!process.env.DATABASE_URL) fail('batch:from-reads: DATABASE_URL is not set.', 1)

const { eq } = await import('drizzle-orm')
const { closeDatabaseConnections, getDb } = await import('../db/client')
const { users } = await import('../db/schema/users')
const { createAnalysisBatch } = await import('../db/analysis-batches')
const { batchReadsSamples } = await import('../db/batch-reads')
const { isFastqFileName } = await import('../analysis/sequence/reads-manifest')
const { AnalysisInputError } = await import('../analysis/errors')
const { bundledTranslations } = await import('../db/translations')
const { translatorFor } = await import('../core/translator')
const { checkDatasetFiles } = await import('../app/utils/analysis/new-dataset-files.server')
const { datasetWorkflows } = await import('../app/utils/analysis/new-dataset.server')

const readFile = (file: string) => ({ fileName: path.basename(file), bytes: new Uint8Array(readFileSync(file)) })

try {
  const [customer] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, values.customer.trim().toLowerCase()))
  if (!customer) fail(`batch:from-reads: no account ${values.customer}`, 1)
  const workflow = (await datasetWorkflows('en')).find((candidate) => String(candidate.id) === values.workflow)
  if (!workflow) fail(`batch:from-reads: no published workflow ${values.workflow} with a project template`, 1)

  const english = translatorFor('en', bundledTranslations().en)
  // The form's messages take any values; the English table's placeholders are strings and numbers.
  const t = (key: string, params?: Record<string, unknown>) => english(key, params as Record<string, string | number>)
  const files = Object.fromEntries(
    (['table', 'metadata', 'taxonomy', 'tree', 'qc'] as const)
      .filter((role) => values[role])
      .map((role) => [role, readFile(values[role]!)]),
  )
  const check = await checkDatasetFiles(t, files)
  if (!check.ok)
    fail(
      Object.entries(check.fileErrors)
        .map(([role, errors]) => `${role}: ${errors.join(' ')}`)
        .join('\n'),
      1,
    )

  const folder = values.reads
  const reads = {
    files: readdirSync(folder)
      .filter((name) => isFastqFileName(name) && statSync(path.join(folder, name)).isFile())
      .map((fileName) => ({ fileName, path: path.join(folder, fileName) })),
    manifest: values.manifest ? readFile(values.manifest) : undefined,
  }
  const samples = batchReadsSamples(reads)
  const known = new Set(check.summary.sampleInfo.slice(1).map((row) => row[0]))
  const unknown = samples.filter((sample) => !known.has(sample.sampleId)).map((sample) => sample.sampleId)
  if (unknown.length > 0)
    process.stderr.write(`batch:from-reads: reads of samples the metadata does not name: ${unknown.join(', ')}\n`)

  const groupColumn = values['group-column'] ?? null
  if (groupColumn !== null && !check.summary.sampleInfo[0]?.includes(groupColumn))
    fail(`batch:from-reads: the metadata has no column ${groupColumn}`, 1)
  const created = await createAnalysisBatch({
    workflowId: workflow.id,
    customerId: customer.id,
    trackingNumber: values.order,
    projectName: values.project,
    groupColumn,
    sampleInfo: { data: check.summary.sampleInfo },
    additionalModules: workflow.additionalModules,
    files,
    reads,
  })
  process.stdout.write(
    `created ${created.analysisId} (order ${created.trackingNumber}) with the reads of ${samples.length} samples\n`,
  )
} catch (error) {
  if (error instanceof AnalysisInputError) fail(`batch:from-reads: ${error.message}`, 1)
  throw error
} finally {
  await closeDatabaseConnections()
}
