import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FILE_KIND } from '../../core/files'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { SEEDED_WORKFLOWS } from '../../db/seed/workflows'
import { startPlatform, type RunningPlatform } from '../setup/platform-server'
import { startWorkerProcess, type WorkerProcess } from '../setup/worker-process'
import { eventually } from '../support/eventually'
import { startS3Server, type S3Server } from '../support/s3-server'
import { ADMIN, CUSTOMER } from './http'
import { createTask } from './platform-tasks'

/*
 * Scale-out (README "Running web and workers separately"): one web process and two worker
 * processes, each with a local data folder of its own, sharing nothing but Postgres and an S3
 * bucket (s3rver). What the first worker makes (the example project's pipeline batch, a tool task,
 * a report PDF) the web process serves, and the second worker, alone once the first has stopped,
 * reads it: it copies the example batch into a customer's demo and builds a PDF from its charts.
 */

const DATABASE = 'biocloud_scale_out'
const TASK_DONE = 800

let s3: S3Server
let sql: postgres.Sql
let web: RunningPlatform
const workers: WorkerProcess[] = []
const folders: string[] = []
let databaseUrl: string

/** A data folder of one process only (the embedded Postgres user need not reach it: Postgres is shared). */
function privateDataDir(role: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `biocloud-scale-out-${role}-`))
  folders.push(folder)
  return folder
}

/** The files a process kept in its own local storage folder (`<data folder>/files`). */
function localStoredFiles(dataDir: string): string[] {
  const folder = path.join(dataDir, 'files')
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

async function startWorker(name: string): Promise<WorkerProcess> {
  const dataDir = privateDataDir(name)
  const worker = await startWorkerProcess({
    databaseUrl,
    filesDir: path.join(dataDir, 'files'),
    env: { ...s3.env, DATA_DIR: dataDir, WORKER_CONCURRENCY: '2' },
  })
  workers.push(worker)
  return worker
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${web.baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: web.baseUrl },
    body: new URLSearchParams(account),
  })
  const cookie = response.headers.getSetCookie().find((candidate) => candidate.startsWith('__session='))
  if (response.status !== 302 || !cookie) throw new Error(`login as ${account.email} failed with ${response.status}`)
  return cookie.split(';')[0]
}

const get = (pathName: string, cookie: string) =>
  fetch(`${web.baseUrl}${pathName}`, { redirect: 'manual', headers: { Cookie: cookie } })

const post = (pathName: string, form: Record<string, string>, cookie: string) =>
  fetch(`${web.baseUrl}${pathName}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: web.baseUrl, Cookie: cookie },
    body: new URLSearchParams(form),
  })

/** Downloads through the web process and answers the bytes, checking the announced length where it is sent as stored. */
async function download(pathName: string, cookie: string): Promise<Buffer> {
  const response = await get(pathName, cookie)
  expect(response.status, pathName).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (!response.headers.get('content-encoding'))
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
  return bytes
}

/** A table file of a batch, as its path in the batch folder (what the cloud files drawer links). */
async function batchTablePath(batchId: string): Promise<string> {
  const [file] = await sql<{ folder: string; name: string }[]>`
    select folder, name from stored_files
    where kind = ${FILE_KIND.project} and is_folder = false and folder like ${`%/${batchId}%`} and name like '%.tsv'
    order by folder, name limit 1`
  expect(file, `a table of batch ${batchId}`).toBeDefined()
  return [...file.folder.split('/').slice(2), file.name].join('/')
}

async function buildReportPdf(batchId: string, cookie: string): Promise<number> {
  const response = await post(`/analysis-report/${batchId}/pdf`, { respond: 'json' }, cookie)
  expect(response.status).toBe(200)
  const { pdfId } = (await response.json()) as { pdfId: number }
  const [row] = await eventually(
    `PDF ${pdfId} to be built`,
    () => sql<{ status: number }[]>`select status from report_pdfs where id = ${pdfId}`,
    { until: ([pdf]) => pdf.status === 2 || pdf.status === 3, timeout: 120_000, interval: 500 },
  )
  expect(row.status).toBe(2)
  return pdfId
}

beforeAll(async () => {
  s3 = await startS3Server()
  const serverUrl = inject('postgresServerUrl')
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`drop database if exists "${DATABASE}" with (force)`)
  await admin.unsafe(`create database "${DATABASE}"`)
  await admin.end({ timeout: 5 })
  databaseUrl = `${inject('postgresUrlPrefix')}${DATABASE}`
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} })
  // The web role migrates, seeds (the demo files go to the bucket) and queues the example project.
  const webDataDir = privateDataDir('web')
  web = await startPlatform({
    databaseUrl,
    filesDir: path.join(webDataDir, 'files'),
    env: {
      ...s3.env,
      DATA_DIR: webDataDir,
      BIOCLOUD_ROLE: 'web',
      WEB_CONCURRENCY: '1',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  })
}, 240_000)

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()))
  await web?.stop()
  await sql?.end({ timeout: 5 })
  await s3?.stop()
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

describe('web and workers sharing only Postgres and a bucket', () => {
  it('serves what one worker made and lets the other read it', async () => {
    const first = await startWorker('worker-a')
    const customer = await signIn(CUSTOMER)
    const admin = await signIn(ADMIN)

    // 1. The first worker alone: the example project's pipeline batch, a tool task, a report PDF.
    const exampleId = GLOBAL_PATTERNS_EXAMPLE.batchId
    const [example] = await eventually(
      'the example project to finish',
      () => sql<{ status: number }[]>`select status from analysis_batches where id = ${exampleId}`,
      { until: ([batch]) => batch?.status === 2 || batch?.status === 3, timeout: 240_000, interval: 1000 },
    )
    expect(example.status).toBe(2)
    const tablePath = await batchTablePath(exampleId)
    const table = await download(`/resources/analysis-project-files/${exampleId}/${tablePath}`, admin)
    expect(table.toString('utf8').split('\n')[0]).toContain('\t')

    const task = createTask(
      { email: CUSTOMER.email, scriptClassName: 'BoxPlot', language: 'en' },
      { ...s3.env, DATABASE_URL: databaseUrl },
    )
    const [done] = await eventually(
      `tool task ${task.id} to finish`,
      () => sql<{ status: number }[]>`select status from tool_tasks where id = ${task.id}`,
      { until: ([row]) => row.status >= 400, timeout: 120_000, interval: 500 },
    )
    expect(done.status).toBe(TASK_DONE)
    const [output] = await sql<{ name: string; sizeBytes: string }[]>`
      select name, size_bytes as "sizeBytes" from stored_files
      where tool_task_id = ${task.id} and storage_key like '%/output/%' and is_folder = false order by name limit 1`
    const outputBytes = await download(`/resources/tool-task-files/${task.id}/output/${output.name}`, customer)
    expect(outputBytes.byteLength).toBe(Number(output.sizeBytes))

    const firstPdf = await buildReportPdf(exampleId, admin)
    const pdf = await download(`/resources/analysis-report-pdf/${firstPdf}`, admin)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    // 2. The first worker stops; the second, alone, reads what the first wrote.
    await first.stop()
    await startWorker('worker-b')
    const [workflow] = await sql<{ id: number }[]>`select id from workflows where title = ${SEEDED_WORKFLOWS[0].title}`
    const started = await post(`/analysis-introduction/${workflow.id}`, { intent: 'demo' }, customer)
    expect(started.status).toBe(302)
    const creationPage = started.headers.get('location')!
    // Get samples copies the example batch's files (the first worker's outputs) into the customer's demo.
    const demoPage = await eventually(
      'the demo copy to finish',
      async () => {
        const response = await get(creationPage, customer)
        const location = response.headers.get('location')
        return response.status === 302 && location?.startsWith('/analysis-project/') ? location : null
      },
      { timeout: 120_000, interval: 500 },
    )
    const demoId = demoPage.split('/').pop()!
    const copiedTable = await download(`/resources/analysis-project-files/${demoId}/${tablePath}`, customer)
    expect(copiedTable.equals(table)).toBe(true)
    // A new PDF of the example: its charts and tables were written by the first worker.
    const secondPdf = await buildReportPdf(exampleId, admin)
    expect(secondPdf).not.toBe(firstPdf)
    expect((await download(`/resources/analysis-report-pdf/${secondPdf}`, admin)).subarray(0, 5).toString()).toBe(
      '%PDF-',
    )

    // Every byte went to the bucket: no process kept a file in its own local storage folder.
    for (const folder of folders) expect(localStoredFiles(folder), folder).toEqual([])
  }, 600_000)
})
