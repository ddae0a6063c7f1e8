import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The credentials s3rver accepts (it checks signatures against these). */
const S3RVER_KEY = 'S3RVER'

export interface S3Server {
  /** The environment a platform process needs to keep its files in this server's bucket. */
  env: {
    STORAGE_BACKEND: 's3'
    S3_ENDPOINT: string
    S3_BUCKET: string
    S3_REGION: string
    S3_FORCE_PATH_STYLE: 'true'
    S3_ACCESS_KEY_ID: string
    S3_SECRET_ACCESS_KEY: string
  }
  /** The same settings as `env()` answers them, for building a storage in the test process. */
  settings: {
    S3_BUCKET: string
    S3_ENDPOINT: string
    S3_REGION: string
    S3_FORCE_PATH_STYLE: boolean
    S3_ACCESS_KEY_ID: string
    S3_SECRET_ACCESS_KEY: string
  }
  /** The parts of multipart uploads neither completed nor aborted: what a failed write must not leave. */
  pendingUploadParts(): string[]
  stop(): Promise<void>
}

/**
 * A real S3-protocol server (s3rver, in a process of its own: tests/support/s3-server-process.ts)
 * on a free port, with one empty bucket kept in a fresh temporary folder that `stop` removes.
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<S3Server> {
  const bucket = options.bucket ?? 'biocloud-test'
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-s3rver-'))
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'tests/support/s3-server-process.ts'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, S3RVER_DIRECTORY: directory, S3RVER_BUCKET: bucket },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{'))
      if (line) resolve((JSON.parse(line) as { port: number }).port)
    })
    void exited.then(() => reject(new Error(`s3rver exited before listening: ${stderr}`)))
  })
  const settings = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: true,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  }
  const uploadsFolder = path.join(directory, bucket, '._S3rver_uploads')
  return {
    env: { STORAGE_BACKEND: 's3', ...settings, S3_FORCE_PATH_STYLE: 'true' },
    settings,
    pendingUploadParts: () =>
      fs.existsSync(uploadsFolder) ? fs.readdirSync(uploadsFolder, { recursive: true, encoding: 'utf8' }) : [],
    async stop() {
      child.kill('SIGTERM')
      await exited
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
