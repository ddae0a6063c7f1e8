/**
 * `npm run bench:web`: web throughput of the built platform, served by `server/main.ts` exactly as
 * `npm start` serves it, against 1,000 users and 100,000 finished tool tasks. Prints per page
 * req/s, p50/p95/p99 latency, errors and the HTML's size.
 *
 *   npm run bench:web -- --duration 20 --connections 50 --pages home,tools,tool,task --runs 3
 *
 * The database is an embedded Postgres in `.data/bench-web/` (seeded once, kept for the next run;
 * `--fresh` starts over), or DATABASE_URL when set (seeded with the bench data if it lacks it).
 * WEB_CONCURRENCY is passed to the platform (`--web-concurrency`, default 1: one web process).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import getPort from 'get-port'
import { BROWSER_HEADERS, loadPage, measurePageSize, type PageLoad, type PageSize } from './bench-web/load'
import { processTreeCpuSeconds } from './bench-web/process-cpu'
import {
  BENCH_OWNER_EMAIL,
  BENCH_PASSWORD,
  BENCH_TASK_COUNT,
  BENCH_USER_COUNT,
  benchDataPresent,
  copyDemoTasks,
  prepareDatabase,
  runDemoTasks,
  seedBenchUsers,
} from './bench-web/seed'

const PAGES = {
  home: { label: '/', loggedIn: false },
  tools: { label: '/tools/all', loggedIn: false },
  tool: { label: '/tool/:id', loggedIn: false },
  task: { label: '/task/:id (owner)', loggedIn: true },
  records: { label: '/projects/toolRunRecords', loggedIn: true },
} as const
type PageName = keyof typeof PAGES

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    pages: { type: 'string', default: 'home,tools,tool,task' },
    runs: { type: 'string', default: '1' },
    'logged-in': { type: 'boolean', default: false },
    'web-concurrency': { type: 'string', default: process.env.WEB_CONCURRENCY ?? '1' },
    'data-dir': { type: 'string', default: '.data/bench-web' },
    fresh: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'app-dir': { type: 'string', default: '.' },
    help: { type: 'boolean', default: false },
  },
})

const USAGE = `npm run bench:web -- [options]
  --duration S          seconds of measured load per page (20)
  --warmup S            seconds of unmeasured load per page before it (5)
  --connections N       concurrent keep-alive connections (50)
  --pages a,b           pages: ${Object.keys(PAGES).join(', ')} (home,tools,tool,task)
  --runs N              repeat the whole set N times and print each page's median run (1)
  --logged-in           request the public pages as the logged-in bench user too
  --web-concurrency N   WEB_CONCURRENCY for the platform (env WEB_CONCURRENCY, else 1)
  --data-dir DIR        embedded Postgres and file storage, kept between runs (.data/bench-web)
  --fresh               delete DIR first and seed again
  --skip-build          serve the existing build/ instead of building first
  --cpu-prof DIR        run the platform with node --cpu-prof, writing its profiles to DIR
  --app-dir DIR         build and serve the checkout in DIR (e.g. a worktree of an older commit),
                        seeded by this one`

const log = (line: string) => console.error(`[bench:web] ${line}`)

function positiveNumber(name: string, text: string): number {
  const value = Number(text)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not "${text}"`)
  return value
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Spawns the platform as `npm start` runs it, logging at its own default level (a request log
 * line each is part of what a request costs) into `logFile`.
 */
async function startPlatform(options: {
  appDir: string
  logFile: string
  env: Record<string, string>
  nodeFlags: string[]
}): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await getPort()
  const log = fs.openSync(options.logFile, 'w')
  const child = spawn(process.execPath, [...options.nodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: options.appDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...options.env },
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the platform exited with code ${child.exitCode} before it answered; see ${options.logFile}`)
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, child }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the platform did not answer /healthz within 120 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function stopPlatform(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGINT')
  })
}

async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email: BENCH_OWNER_EMAIL, password: BENCH_PASSWORD }),
  })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__session='))
  if (response.status !== 302 || !cookie)
    throw new Error(`logging in as ${BENCH_OWNER_EMAIL} failed with ${response.status}`)
  return cookie.split(';')[0]
}

/**
 * The concrete URL of each page: the first published tool, and of the owner's real demo runs with
 * a chart and a table, the one with the median result size (results range from 1 to 190 KB).
 */
async function pagePaths(): Promise<Record<PageName, string>> {
  const { getSql } = await import('../db/client')
  const [tool] =
    await getSql()`select id from tools where publish_status = 1 and form_id is not null order by id limit 1`
  const [task] = await getSql()`
    with runs as (
      select t.id, row_number() over (order by length(t.result::text), t.id) as position, count(*) over () as total
      from tool_tasks t join users u on u.id = t.user_id
      where u.email = ${BENCH_OWNER_EMAIL} and t.status = 800 and t.task_number not like 'B%'
        and jsonb_array_length(t.result -> 'charts') > 0 and jsonb_array_length(t.result -> 'tables') > 0
    )
    select id from runs where position = (total + 1) / 2`
  if (!tool || !task) throw new Error('the bench data has no published tool or no finished demo run')
  return {
    home: '/',
    tools: '/tools/all',
    tool: `/tool/${tool.id}`,
    task: `/task/${task.id}`,
    records: '/projects/toolRunRecords',
  }
}

interface PageRow {
  page: PageName
  path: string
  size: PageSize
  load: PageLoad
  /** CPU milliseconds per request of the platform's processes and of the embedded database (null: unknown). */
  webCpuMs: number | null
  databaseCpuMs: number | null
}

/**
 * CPU used by the platform's process tree and by the embedded database (the bench's other child
 * processes), read around a measured run, so each page's cost shows even on a busy machine.
 */
function cpuMeter(platformPid: number, embeddedDatabase: boolean) {
  const read = () => {
    const trees = processTreeCpuSeconds([process.pid, platformPid])
    if (!trees) return null
    const own = process.cpuUsage()
    const web = trees[1]
    return { web, database: trees[0] - web - (own.user + own.system) / 1e6 }
  }
  return {
    start() {
      const before = read()
      return (requests: number) => {
        const after = read()
        if (!before || !after || requests === 0) return { webCpuMs: null, databaseCpuMs: null }
        return {
          webCpuMs: ((after.web - before.web) * 1000) / requests,
          databaseCpuMs: embeddedDatabase ? ((after.database - before.database) * 1000) / requests : null,
        }
      }
    },
  }
}

function printTable(rows: PageRow[], heading: string) {
  const header = [
    'page',
    'path',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'requests',
    'web CPU ms/req',
    'db CPU ms/req',
    'HTML KB',
    'gzip KB',
  ]
  const cpu = (value: number | null) => (value === null ? '-' : value.toFixed(2))
  const lines = rows.map((row) => [
    PAGES[row.page].label,
    row.path,
    row.load.requestsPerSecond.toFixed(1),
    row.load.p50.toFixed(0),
    row.load.p95.toFixed(0),
    row.load.p99.toFixed(0),
    String(row.load.errors),
    String(row.load.requests),
    cpu(row.webCpuMs),
    cpu(row.databaseCpuMs),
    (row.size.htmlBytes / 1024).toFixed(1),
    (row.size.gzipBytes / 1024).toFixed(1),
  ])
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column].length)))
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`
  console.log(`\n${heading}`)
  console.log(format(header))
  console.log(
    `|${widths.map((width, column) => (column < 2 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  )
  for (const line of lines) console.log(format(line))
}

async function main(): Promise<number> {
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  const seconds = positiveNumber('duration', options.duration)
  const warmup = Number(options.warmup)
  const connections = positiveNumber('connections', options.connections)
  const runs = positiveNumber('runs', options.runs)
  const pages = options.pages.split(',').map((name) => name.trim()) as PageName[]
  const unknown = pages.filter((name) => !(name in PAGES))
  if (unknown.length)
    throw new Error(`unknown page(s) ${unknown.join(', ')}; choose from ${Object.keys(PAGES).join(', ')}`)

  const appDir = path.resolve(options['app-dir'])
  if (!options['skip-build']) {
    log(`building ${appDir} (npm run build)`)
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'] })
    if (build.status !== 0) throw new Error('the build failed')
  }

  const dataDir = path.resolve(options['data-dir'])
  if (options.fresh) fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  // Postgres runs as the `postgres` system user when we are root: it must reach the folder.
  fs.chmodSync(dataDir, 0o755)
  const filesDir = path.join(dataDir, 'files')
  process.env.FILE_STORAGE_DIR = filesDir

  let stopDatabase: (() => Promise<void>) | undefined
  let platform: ChildProcess | undefined
  const { closeDatabaseConnections } = await import('../db/client')
  const cleanUp = async () => {
    if (platform) await stopPlatform(platform)
    await closeDatabaseConnections()
    await stopDatabase?.()
  }
  // Ctrl-C stops the platform and the database too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping`)
      void cleanUp().finally(() => process.exit(130))
    })
  }
  try {
    if (!process.env.DATABASE_URL) {
      const { startEmbeddedPostgres } = await import('../server/embedded-postgres')
      const { ensureDatabase } = await import('../db/ensure-database')
      const server = await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'postgres'),
        port: await getPort(),
        persistent: true,
      })
      stopDatabase = server.stop
      await ensureDatabase(server.serverUrl, 'biocloud_bench')
      process.env.DATABASE_URL = server.urlFor('biocloud_bench')
    }
    const databaseUrl = process.env.DATABASE_URL
    log('migrating and seeding')
    await prepareDatabase(databaseUrl)
    const seedNeeded = !(await benchDataPresent())
    if (seedNeeded) await seedBenchUsers()

    const webConcurrency = options['web-concurrency']
    const logFile = path.join(dataDir, 'platform.log')
    log(`platform output: ${logFile}`)
    const started = await startPlatform({
      appDir,
      logFile,
      env: {
        DATABASE_URL: databaseUrl,
        FILE_STORAGE_DIR: filesDir,
        WEB_CONCURRENCY: webConcurrency,
        SESSION_SECRET: 'bench-web-session-secret',
        CRM_TOKEN_SECRET: 'bench-web-crm-secret',
        COOKIE_SECURE: 'false',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      },
      nodeFlags: options['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(options['cpu-prof'])] : [],
    })
    platform = started.child
    const { baseUrl } = started

    if (seedNeeded) {
      const t0 = Date.now()
      const demoIds = await runDemoTasks({ timeoutMs: 600_000, log })
      log(
        `copying demo runs into ${BENCH_TASK_COUNT.toLocaleString('en')} tasks over ${BENCH_USER_COUNT.toLocaleString('en')} users`,
      )
      await copyDemoTasks(demoIds)
      log(`bench data ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    }

    const paths = await pagePaths()
    const cookie = await logIn(baseUrl)
    const cookieFor = (page: PageName) => (PAGES[page].loggedIn || options['logged-in'] ? cookie : undefined)

    const sizes = new Map<PageName, PageSize>()
    for (const page of pages) {
      const size = await measurePageSize(`${baseUrl}${paths[page]}`, cookieFor(page))
      if (size.status !== 200) throw new Error(`${paths[page]} answered ${size.status}, not 200`)
      sizes.set(page, size)
    }

    console.log(
      `\nbench:web · ${connections} connections · ${seconds} s per page after ${warmup} s warm-up · WEB_CONCURRENCY=${webConcurrency} · ` +
        `${options['logged-in'] ? 'logged in on every page' : 'public pages anonymous'} · ${os.cpus().length} cores · node ${process.version}`,
    )
    const meter = cpuMeter(platform.pid!, Boolean(stopDatabase))
    const allRuns: PageRow[][] = []
    for (let run = 1; run <= runs; run++) {
      const rows: PageRow[] = []
      for (const page of pages) {
        const url = `${baseUrl}${paths[page]}`
        const load = os.loadavg()[0].toFixed(2)
        if (warmup > 0) await loadPage(url, { connections, seconds: warmup, cookie: cookieFor(page) })
        const stop = meter.start()
        const result = await loadPage(url, { connections, seconds, cookie: cookieFor(page) })
        const cpu = stop(result.requests)
        log(
          `run ${run} ${paths[page]}: ${result.requestsPerSecond.toFixed(1)} req/s, p95 ${result.p95.toFixed(0)} ms (load average before: ${load})`,
        )
        rows.push({ page, path: paths[page], size: sizes.get(page)!, load: result, ...cpu })
      }
      allRuns.push(rows)
      printTable(rows, `run ${run} of ${runs}`)
    }
    if (runs > 1) {
      const medians = pages.map((page, index): PageRow => {
        const runsOfPage = allRuns.map((rows) => rows[index])
        const of = (figure: keyof PageLoad) => median(runsOfPage.map((row) => row.load[figure]))
        const cpuOf = (figure: 'webCpuMs' | 'databaseCpuMs') =>
          runsOfPage.some((row) => row[figure] === null) ? null : median(runsOfPage.map((row) => row[figure]!))
        const load = {
          requestsPerSecond: of('requestsPerSecond'),
          p50: of('p50'),
          p95: of('p95'),
          p99: of('p99'),
          requests: of('requests'),
          errors: of('errors'),
        }
        return {
          page,
          path: paths[page],
          size: sizes.get(page)!,
          load,
          webCpuMs: cpuOf('webCpuMs'),
          databaseCpuMs: cpuOf('databaseCpuMs'),
        }
      })
      printTable(medians, `median of ${runs} runs (each figure on its own)`)
    }
    const failed = allRuns.flat().filter((row) => row.load.errors > 0)
    if (failed.length) console.error(`\n${failed.length} page run(s) had errors`)
    return failed.length ? 1 : 0
  } finally {
    await cleanUp()
  }
}

// An explicit exit: embedded-postgres's exit hook would otherwise end the process with code 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
