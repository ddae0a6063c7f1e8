/**
 * `npm run bench:fastq [-- --size-mb N] [--seed S]`: the FASTQ quality report on one core (this
 * process's main thread) against fastp 0.23 (`-w 1`, its reports only: no filtering, no output
 * reads) on the same generated file in the same run. Prints MB/s of uncompressed input for both
 * (MB = 10^6 bytes). The aims: at least 100 MB/s, and at least fastp's single-thread speed.
 *
 * The file (1 GB by default) is written once to the system's temporary folder, named by its size
 * and seed, and reused by later runs. Its reads are random, unlike tests/support/generated-fastq.ts
 * (three reads repeated, which suits upload tests): a quality report's cost depends on the reads
 * being distinct (the duplication sample's look-ups) and on their qualities varying.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createRandom } from '../../analysis/random'
import { fastqReportOfFile } from '../../analysis/sequence/fastq-report'

const { values: options } = parseArgs({
  options: { 'size-mb': { type: 'string', default: '1000' }, seed: { type: 'string', default: '23' } },
})
const sizeBytes = Math.round(Number(options['size-mb']) * 1e6)
const seed = Number(options.seed)

const READ_LENGTH = 150
const ADAPTER = 'AGATCGGAAGAGCACACGTCTGAACTCCAGTCAC'

/**
 * Illumina-like 2 × 150 reads: random bases with 1 N in 2,000; qualities that fall from about Q36
 * to Q28 along the read, with per-base noise and an occasional low-quality dip; 2 % of reads end in
 * the Illumina adapter and 1 % are copies of one of 50 abundant sequences.
 */
function writeFastq(file: string): void {
  const random = createRandom(seed)
  const out = fs.openSync(`${file}.partial`, 'w')
  const buffer = new Uint8Array(8 << 20)
  const letters = [65, 67, 71, 84]
  const abundant = Array.from({ length: 50 }, () =>
    Array.from({ length: READ_LENGTH }, () => letters[random.nextInt(4)]),
  )
  let used = 0
  let written = 0
  let read = 0
  const put = (text: string) => {
    for (let i = 0; i < text.length; i++) buffer[used++] = text.charCodeAt(i)
  }
  while (written + used < sizeBytes) {
    read++
    put(`@BENCH:23:HKJ3FDSXY:1:${1101 + (read % 96)}:${read % 32768}:${read >> 15} 1:N:0:ACGTACGT\n`)
    const copy = random.next() < 0.01 ? abundant[random.nextInt(abundant.length)] : null
    const adapterAt = random.next() < 0.02 ? 60 + random.nextInt(READ_LENGTH - 60) : READ_LENGTH
    for (let p = 0; p < READ_LENGTH; p++) {
      if (copy) buffer[used++] = copy[p]
      else if (p >= adapterAt) buffer[used++] = ADAPTER.charCodeAt(Math.min(p - adapterAt, ADAPTER.length - 1))
      else {
        const draw = random.nextInt(8000)
        buffer[used++] = draw < 4 ? 78 : letters[draw & 3]
      }
    }
    put('\n+\n')
    const dip = random.next() < 0.05
    for (let p = 0; p < READ_LENGTH; p++) {
      const expected = 36 - (8 * p) / READ_LENGTH - (dip && p > 100 ? 20 : 0)
      const score = Math.max(2, Math.min(41, Math.round(expected + 6 * (random.next() - 0.5))))
      buffer[used++] = 33 + score
    }
    buffer[used++] = 10
    if (used > buffer.length - 1024) {
      fs.writeSync(out, buffer, 0, used)
      written += used
      used = 0
    }
  }
  fs.writeSync(out, buffer, 0, used)
  fs.closeSync(out)
  fs.renameSync(`${file}.partial`, file)
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000
}

/**
 * CPU seconds used by this process (`self`) or by its finished children (fastp), from
 * /proc/self/stat: on a machine where other work competes for the cores, MB per CPU second
 * compares the two programs fairly where wall-clock MB/s cannot.
 */
function cpuSeconds(of: 'self' | 'children'): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  // After the command: state is field 3, so utime/stime (14, 15) and cutime/cstime (16, 17) are at 11-14.
  const [user, system] = of === 'self' ? [fields[11], fields[12]] : [fields[13], fields[14]]
  return (Number(user) + Number(system)) / 100
}

function speed(label: string, wallSeconds: number, cpu: number): string {
  return (
    `${label.padEnd(22)}${wallSeconds.toFixed(2)} s  ${(megabytes / wallSeconds).toFixed(1)} MB/s;  ` +
    `${cpu.toFixed(2)} CPU s  ${(megabytes / cpu).toFixed(1)} MB per CPU s`
  )
}

const file = path.join(os.tmpdir(), `biocloud-bench-fastq-${sizeBytes}-seed${seed}.fastq`)
if (!fs.existsSync(file)) {
  const started = performance.now()
  writeFastq(file)
  console.log(`wrote ${file} in ${seconds(started).toFixed(1)} s`)
}
const size = fs.statSync(file).size
const megabytes = size / 1e6
console.log(`input: ${file}, ${megabytes.toFixed(0)} MB uncompressed`)

const ours = performance.now()
const oursCpu = cpuSeconds('self')
const report = await fastqReportOfFile(file)
const oursSeconds = seconds(ours)
console.log(
  `${speed('report (main thread):', oursSeconds, cpuSeconds('self') - oursCpu)}  ` +
    `(${report.summary.reads} reads, Q30 ${(100 * report.summary.q30Fraction).toFixed(2)} %)`,
)

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fastp-'))
const theirs = performance.now()
const theirsCpu = cpuSeconds('children')
const fastp = spawnSync(
  'fastp',
  [
    ...['-i', file, '-w', '1', '-A', '-G', '-Q', '-L'],
    ...['--json', path.join(scratch, 'fastp.json'), '--html', path.join(scratch, 'fastp.html')],
  ],
  { encoding: 'utf8' },
)
const fastpSeconds = seconds(theirs)
fs.rmSync(scratch, { recursive: true, force: true })
if (fastp.error || fastp.status !== 0) {
  console.log(`fastp -w 1: not run (${fastp.error?.message ?? fastp.stderr.trim().split('\n').at(-1)})`)
} else {
  console.log(speed('fastp -w 1:', fastpSeconds, cpuSeconds('children') - theirsCpu))
  console.log(`report / fastp: ${(fastpSeconds / oursSeconds).toFixed(2)}× fastp's wall-clock speed`)
}
