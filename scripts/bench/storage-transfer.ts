/**
 * `npm run bench:storage-transfer [-- --backend local|s3] [--size-mb N]`: a generated FASTQ file
 * (1 GB by default) uploaded through a real web process with the resumable (tus) endpoint, 32 MiB
 * PATCHes as the browser sends them, then downloaded back through the same web process (the
 * personal file download) and compared by SHA-256. Prints MB/s both ways (MB = 1024 × 1024 bytes) and the web process's resident memory:
 * sampled every 20 ms and the kernel's peak (VmHWM, reset before each direction), which must stay
 * flat however large the file. `--backend s3` starts an s3rver on a free port for the run.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const MIB = 1024 * 1024

const { values: options } = parseArgs({
  options: { backend: { type: 'string', default: 'local' }, 'size-mb': { type: 'string', default: String(1e9 / MIB) } },
})
const backend = options.backend === 's3' ? 's3' : 'local'
const minBytes = Math.round(Number(options['size-mb']) * MIB)

/** The resident memory of a process now and its peak since the last reset, in MiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024
  return { rss: kib('VmRSS'), peak: kib('VmHWM') }
}

/** Resets the kernel's peak-RSS mark (VmHWM) of a process; where not allowed, the samples still count. */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
  } catch {
    // Not root or an older kernel: the 20 ms samples are the figure.
  }
}

/** Samples a process's RSS every 20 ms while `work` runs; answers the work's result and the highest figures. */
async function whileSampling<T>(pid: number, work: () => Promise<T>) {
  resetPeak(pid)
  let sampled = memoryOf(pid).rss
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid).rss)
  }, 20)
  const started = performance.now()
  try {
    const result = await work()
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      sampledPeak: sampled,
      kernelPeak: memoryOf(pid).peak,
    }
  } finally {
    clearInterval(sampler)
  }
}

/** The single web process of a `web` role platform with WEB_CONCURRENCY=1: the primary's only child. */
function webProcessOf(primaryPid: number): number {
  const children = fs.readFileSync(`/proc/${primaryPid}/task/${primaryPid}/children`, 'utf8').trim().split(/\s+/)
  if (children.length !== 1 || !children[0]) throw new Error(`expected one web process, found: ${children.join(', ')}`)
  return Number(children[0])
}

/** One tus PATCH streaming `length` bytes of the file from `offset`, as a browser's chunk. */
function patchChunk(url: string, headers: Record<string, string>, file: string, offset: number, length: number) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...headers,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(length),
      },
    })
    request.on('response', (response) => {
      response.resume()
      response.on('end', () =>
        response.statusCode === 204
          ? resolve(Number(response.headers['upload-offset']))
          : reject(new Error(`PATCH at ${offset} answered ${response.statusCode}`)),
      )
    })
    request.on('error', reject)
    fs.createReadStream(file, { start: offset, end: offset + length - 1 }).pipe(request)
  })
}

/** What the store of unfinished uploads still holds; a finished upload leaves nothing behind. */
async function unfinishedUploadsLeft(filesDir: string, storageEnv: Record<string, string>): Promise<number> {
  const { RESUMABLE_UPLOADS_FOLDER } = await import('../../db/resumable-upload-store')
  if (!storageEnv.S3_BUCKET) return fs.readdirSync(path.join(filesDir, RESUMABLE_UPLOADS_FOLDER)).length
  const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: storageEnv.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: storageEnv.S3_ACCESS_KEY_ID, secretAccessKey: storageEnv.S3_SECRET_ACCESS_KEY },
  })
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: storageEnv.S3_BUCKET, Prefix: `${RESUMABLE_UPLOADS_FOLDER}/` }),
  )
  client.destroy()
  return listed.KeyCount ?? 0
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-bench-storage-transfer-'))
  const filesDir = path.join(root, 'files')
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(root, { recursive: true, force: true })]
  try {
    const { startTestPostgres } = await import('../../tests/setup/postgres')
    const { ensureDatabase } = await import('../../db/ensure-database')
    const postgresServer = await startTestPostgres()
    cleanups.unshift(() => postgresServer.stop())
    await ensureDatabase(postgresServer.serverUrl, 'bench_storage_transfer')
    const databaseUrl = postgresServer.urlFor('bench_storage_transfer')

    const storageEnv: Record<string, string> = {}
    if (backend === 's3') {
      const { startS3Server } = await import('../../tests/support/s3-server')
      const s3 = await startS3Server({ bucket: 'bench' })
      cleanups.unshift(() => s3.stop())
      Object.assign(storageEnv, s3.env)
    }

    const { startPlatform } = await import('../../tests/setup/platform-server')
    const platform = await startPlatform({
      databaseUrl,
      filesDir,
      env: { BIOCLOUD_ROLE: 'web', WEB_CONCURRENCY: '1', RESUMABLE_UPLOAD_MAX_MB: '10240', ...storageEnv },
    })
    cleanups.unshift(() => platform.stop())
    const webPid = webProcessOf(platform.pid)

    Object.assign(process.env, { DATABASE_URL: databaseUrl, FILE_STORAGE_DIR: filesDir, ...storageEnv })
    const { loadEnvironment } = await import('../../core/env')
    loadEnvironment()
    const { getDb, getSql, closeDatabaseConnections } = await import('../../db/client')
    cleanups.unshift(() => closeDatabaseConnections())
    const { users, passwords } = await import('../../db/schema/users')
    const { hashPassword } = await import('../../core/password.server')
    const account = { email: 'bench-transfer@example.com', password: 'Bench#2026transfer' }
    const [user] = await getDb()
      .insert(users)
      .values({ email: account.email, firstName: 'Bench', storageLimitMb: 20 * 1024 })
      .returning({ id: users.id })
    await getDb()
      .insert(passwords)
      .values({ userId: user.id, hash: await hashPassword(account.password) })

    const login = await fetch(`${platform.baseUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: platform.baseUrl },
      body: new URLSearchParams(account),
    })
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('__session='))
      ?.split(';')[0]
    if (!cookie) throw new Error(`signing in answered ${login.status}`)

    const { writeGeneratedFastq } = await import('../../tests/support/generated-fastq')
    const fastq = path.join(root, 'reads.fastq')
    const generated = await writeGeneratedFastq(fastq, minBytes)
    const sizeMb = generated.size / MIB
    const idle = memoryOf(webPid).rss
    console.log(
      `backend ${backend}; file ${generated.size} bytes (${sizeMb.toFixed(0)} MB); web process idle RSS ${idle.toFixed(0)} MB`,
    )

    const { RESUMABLE_UPLOAD_CHUNK_BYTES, RESUMABLE_UPLOAD_PATH } = await import('../../core/resumable-upload')
    const tusHeaders = { 'Tus-Resumable': '1.0.0', Origin: platform.baseUrl, Cookie: cookie }
    const upload = await whileSampling(webPid, async () => {
      const created = await fetch(`${platform.baseUrl}${RESUMABLE_UPLOAD_PATH}`, {
        method: 'POST',
        headers: {
          ...tusHeaders,
          'Upload-Length': String(generated.size),
          'Upload-Metadata': `filename ${Buffer.from('reads.fastq').toString('base64')}`,
        },
      })
      const location = created.headers.get('location')
      if (created.status !== 201 || !location)
        throw new Error(`creating the upload answered ${created.status}: ${await created.text()}`)
      let offset = 0
      while (offset < generated.size) {
        const length = Math.min(RESUMABLE_UPLOAD_CHUNK_BYTES, generated.size - offset)
        offset = await patchChunk(`${platform.baseUrl}${location}`, tusHeaders, fastq, offset, length)
      }
    })

    const sql = getSql()
    const [stored] = await sql<{ id: number; sizeBytes: string }[]>`
      select id, size_bytes as "sizeBytes" from stored_files where owner_id = ${user.id} and name = 'reads.fastq'`
    if (Number(stored?.sizeBytes) !== generated.size)
      throw new Error(`catalogued ${stored?.sizeBytes} bytes, sent ${generated.size}`)

    const download = await whileSampling(webPid, async () => {
      const response = await fetch(`${platform.baseUrl}/resources/my-files/${stored.id}`, {
        headers: { Cookie: cookie, 'Accept-Encoding': 'identity' },
      })
      if (response.status !== 200 || !response.body) throw new Error(`downloading answered ${response.status}`)
      const hash = createHash('sha256')
      let size = 0
      const reader = response.body.getReader()
      for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
        hash.update(piece.value)
        size += piece.value.length
      }
      return { size, sha256: hash.digest('hex') }
    })
    const same = download.result.size === generated.size && download.result.sha256 === generated.sha256

    const line = (direction: string, run: { seconds: number; sampledPeak: number; kernelPeak: number }) =>
      `${direction.padEnd(9)} ${(sizeMb / run.seconds).toFixed(1).padStart(7)} MB/s  ${run.seconds.toFixed(1).padStart(6)} s  ` +
      `web RSS peak ${run.sampledPeak.toFixed(0)} MB sampled, ${run.kernelPeak.toFixed(0)} MB VmHWM`
    console.log(line('upload', upload))
    console.log(line('download', download))
    console.log(
      `downloaded bytes ${same ? 'match' : 'DIFFER from'} the uploaded file (SHA-256 ${download.result.sha256.slice(0, 16)}…)`,
    )
    const leftovers = await unfinishedUploadsLeft(filesDir, storageEnv)
    console.log(`resumable-upload store entries left after the finish: ${leftovers}`)
    return same && leftovers === 0
  } finally {
    for (const cleanup of cleanups) await cleanup()
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
