import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertTestTemplate } from '../db/analysis-batches.fixtures'
import { getDb } from '../db/client'
import { fileStorage } from '../db/file-storage'
import { analysisBatches } from '../db/schema/projects'

const run = promisify(execFile)
const ATACAMA = path.resolve(__dirname, '../tests/fixtures/reads/atacama-paired')
const SAMPLES = ['BAQ2420.2', 'BAQ3473.2', 'BAQ3473.3', 'BAQ4166.2', 'BAQ4166.3']
const SAMPLES_2 = ['PAP130.2', 'YUN1005.3', 'YUN1242.1', 'YUN1242.3', 'YUN3153.3']

let workflowId: number
let folder: string

beforeAll(async () => {
  workflowId = (await insertTestTemplate([])).workflowId
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-batch-from-reads-'))
  const ids = [...SAMPLES, ...SAMPLES_2]
  fs.writeFileSync(
    path.join(folder, 'otu_table.tsv'),
    `OTU ID\t${ids.join('\t')}\nOTU1\t${ids.map(() => 5).join('\t')}\n`,
  )
  fs.writeFileSync(
    path.join(folder, 'metadata.tsv'),
    `sample_id\tSite\n${ids.map((id) => `${id}\t${id.slice(0, 3)}`).join('\n')}\n`,
  )
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

async function command(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      '--import',
      'tsx',
      'scripts/create-batch-from-reads.ts',
      ...args,
    ])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run batch:from-reads', () => {
  it('creates the customer’s batch with the reads of the QIIME 2 manifest stored beside it', async () => {
    const created = await command([
      '--customer=customer@example.com',
      `--workflow=${workflowId}`,
      '--project=Atacama soil',
      `--table=${path.join(folder, 'otu_table.tsv')}`,
      `--metadata=${path.join(folder, 'metadata.tsv')}`,
      '--group-column=Site',
      `--reads=${ATACAMA}`,
      `--manifest=${path.join(ATACAMA, 'MANIFEST')}`,
    ])
    expect(created.stderr).toBe('')
    const analysisId = /created (A\d+) /.exec(created.stdout)?.[1]
    expect(created.stdout).toContain('with the reads of 10 samples')
    const [batch] = await getDb()
      .select({ datasetFiles: analysisBatches.datasetFiles, groupColumn: analysisBatches.groupColumn })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId!))
    expect(batch.groupColumn).toBe('Site')
    const manifest = new TextDecoder().decode(await fileStorage().get(batch.datasetFiles.reads!))
    expect(manifest.split('\n')[1]).toBe('BAQ3473.2,BAQ3473.2_2_L001_R1_001.fastq.gz,forward')
  })

  it('refuses a dataset the form would refuse, saying why', async () => {
    const refused = await command([
      '--customer=customer@example.com',
      `--workflow=${workflowId}`,
      '--project=No metadata rows',
      `--table=${path.join(folder, 'otu_table.tsv')}`,
      `--metadata=${path.join(ATACAMA, 'metadata.yml')}`,
      `--reads=${ATACAMA}`,
    ])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^metadata: /)
  })
})
