import { readFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { fastqReport, fastqReportOfFile, fastqReportsOfFiles, type FastqReport } from './fastq-report'

const FIXTURES = 'tests/fixtures/analysis/fastq-qc/'
const INPUTS = ['BAQ3473.3_10_L001_R1_001', 'BAQ3473.3_10_L001_R2_001', 'sam1F', 'sam1R', 'sam1R.trimmed'] as const

interface FastpReference {
  before_filtering: {
    total_reads: number
    total_bases: number
    q20_bases: number
    q30_bases: number
    q20_rate: number
    q30_rate: number
    read1_mean_length: number
    gc_content: number
  }
  quality_curves_mean: number[]
  content_curves: Record<'A' | 'C' | 'G' | 'T' | 'N', number[]>
}

const fastp = (input: string) => JSON.parse(readFileSync(`${FIXTURES}fastp/${input}.json`, 'utf8')) as FastpReference

function tsv(path: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(path, 'utf8').trimEnd().split('\n')
  const names = header.replace(/^#/, '').split('\t')
  return rows.map((row) => Object.fromEntries(row.split('\t').map((cell, i) => [names[i], cell])))
}

const seqkitStats = new Map(tsv(`${FIXTURES}seqkit.stats.tsv`).map((row) => [row.file.replace('.fastq.gz', ''), row]))
/** fastp prints doubles with C++'s default 6 significant digits. */
const asFastpPrints = (value: number) => Number(value.toPrecision(6))
const round = (value: number, places: number) => Number(value.toFixed(places))

const reports = new Map<string, FastqReport>()
async function reportOf(input: string): Promise<FastqReport> {
  if (!reports.has(input)) reports.set(input, await fastqReportOfFile(`${FIXTURES}${input}.fastq.gz`))
  return reports.get(input) as FastqReport
}

function chunksOf(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  return (async function* () {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
  })()
}

const reportOfText = (text: string, options = {}) =>
  fastqReport(chunksOf(new TextEncoder().encode(text), 1 << 16), options)

async function problemOf(work: Promise<unknown>): Promise<AnalysisInputError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (error instanceof AnalysisInputError) return error
  throw new Error(`expected an AnalysisInputError, got ${String(error)}`)
}

describe.each(INPUTS)('the summary of %s against fastp 0.23.2 and seqkit 2.3.0', (input) => {
  it('counts reads, bases, Q20 and Q30 bases as fastp does, and its GC with N among the bases', async () => {
    const { summary } = await reportOf(input)
    const reference = fastp(input).before_filtering
    expect(summary).toMatchObject({
      reads: reference.total_reads,
      bases: reference.total_bases,
      q20Bases: reference.q20_bases,
      q30Bases: reference.q30_bases,
    })
    expect(Math.floor(summary.meanLength)).toBe(reference.read1_mean_length)
    expect(round(summary.q20Fraction, 6)).toBe(reference.q20_rate)
    expect(round(summary.q30Fraction, 6)).toBe(reference.q30_rate)
    expect(round(summary.gcFraction, 6)).toBe(reference.gc_content)
  })

  it('gives the length range, mean length, Q20/Q30 and GC shares seqkit stats gives', async () => {
    const { summary } = await reportOf(input)
    const reference = seqkitStats.get(input) as Record<string, string>
    expect(summary.reads).toBe(Number(reference.num_seqs))
    expect(summary.bases).toBe(Number(reference.sum_len))
    expect(summary.minLength).toBe(Number(reference.min_len))
    expect(summary.maxLength).toBe(Number(reference.max_len))
    expect(round(summary.meanLength, 1)).toBe(Number(reference.avg_len))
    expect(round(100 * summary.q20Fraction, 2)).toBe(Number(reference['Q20(%)']))
    expect(round(100 * summary.q30Fraction, 2)).toBe(Number(reference['Q30(%)']))
    expect(round(100 * summary.gcFraction, 2)).toBe(Number(reference['GC(%)']))
  })

  it('gives fastp’s mean quality and base content at every position, and its mean Phred overall', async () => {
    const report = await reportOf(input)
    const reference = fastp(input)
    expect(report.perBaseQuality.mean.map(asFastpPrints)).toEqual(reference.quality_curves_mean)
    const content = report.perBaseContent
    expect(content.a.map(asFastpPrints)).toEqual(reference.content_curves.A)
    expect(content.c.map(asFastpPrints)).toEqual(reference.content_curves.C)
    expect(content.g.map(asFastpPrints)).toEqual(reference.content_curves.G)
    expect(content.t.map(asFastpPrints)).toEqual(reference.content_curves.T)
    expect(content.n.map(asFastpPrints)).toEqual(reference.content_curves.N)
    // fastp gives no overall mean Phred; its per-position means weighted by the reads reaching
    // each position (from seqkit's read lengths where they vary) give it to its printed precision.
    const lengths = report.lengthDistribution
    const readsReaching = reference.quality_curves_mean.map((_, position) =>
      lengths.lengths.reduce((sum, length, i) => sum + (length > position ? lengths.reads[i] : 0), 0),
    )
    const fromFastp =
      reference.quality_curves_mean.reduce((sum, mean, position) => sum + mean * readsReaching[position], 0) /
      report.summary.bases
    expect(report.summary.meanPhred).toBeCloseTo(fromFastp, 4)
  })
})

describe.each(['BAQ3473.3_10_L001_R1_001', 'BAQ3473.3_10_L001_R2_001', 'sam1R.trimmed'])(
  'reads of %s against seqkit fx2tab',
  (input) => {
    it('has seqkit’s read lengths and G+C bases (GC share × length, N included)', async () => {
      const report = await reportOf(input)
      const reads = tsv(`${FIXTURES}${input}.seqkit.fx2tab.tsv`)
      const byLength = new Map<number, number>()
      for (const read of reads) byLength.set(Number(read.length), (byLength.get(Number(read.length)) ?? 0) + 1)
      const lengths = [...byLength.keys()].sort((a, b) => a - b)
      expect(report.lengthDistribution).toMatchObject({ lengths, reads: lengths.map((length) => byLength.get(length)) })
      const gcBases = reads.reduce((sum, read) => sum + Math.round((Number(read.GC) * Number(read.length)) / 100), 0)
      expect(report.summary.gBases + report.summary.cBases).toBe(gcBases)
    })
  },
)

describe('fastqReport', () => {
  it('counts a hand-made file: wrapped lines, CRLF, blank lines, lower case and N', async () => {
    // Read 1: ACGTN (GC 2, N 1), qualities I(40) 5(20) +(10) !(0) I(40). Read 2: gg, qualities 5 5.
    const report = await reportOfText('@r1 first\r\nACG\r\ntn\r\n+\r\nI5+\r\n!I\r\n\r\n@r2\ngg\n+r2\n55')
    expect(report.summary).toEqual({
      phredOffset: 33,
      offsetDetected: '33',
      reads: 2,
      bases: 7,
      minLength: 2,
      maxLength: 5,
      meanLength: 3.5,
      q20Bases: 5,
      q30Bases: 2,
      q20Fraction: 5 / 7,
      q30Fraction: 2 / 7,
      meanPhred: 150 / 7,
      aBases: 1,
      cBases: 1,
      gBases: 3,
      tBases: 1,
      nBases: 1,
      gcFraction: 4 / 7,
    })
    expect(report.positions).toEqual({ first: [1, 2, 3, 4, 5], last: [1, 2, 3, 4, 5] })
    expect(report.perBaseQuality.mean).toEqual([30, 20, 10, 0, 40])
    expect(report.lengthDistribution).toMatchObject({ status: 'warn', lengths: [2, 5], reads: [1, 1] })
  })

  it('gives the same report for gzip (told by its bytes) and for any chunking', async () => {
    const bytes = new Uint8Array(readFileSync(`${FIXTURES}BAQ3473.3_10_L001_R1_001.fastq.gz`))
    const whole = await fastqReport(chunksOf(bytes, bytes.length))
    const plain = await fastqReport(chunksOf(new Uint8Array(gunzip(bytes)), 1))
    expect(plain).toEqual(whole)
    expect(await fastqReport(chunksOf(gzipSync(gunzip(bytes)), 7))).toEqual(whole)
  })

  it('says a gzip file that cannot be uncompressed is unreadable', async () => {
    const broken = gzipSync(new TextEncoder().encode('@r\nACGT\n+\nIIII\n')).subarray(0, 15)
    expect((await problemOf(fastqReport(chunksOf(broken, 4)))).code).toBe('sequence.gzipUnreadable')
  })

  it('names the line and column of what is wrong', async () => {
    const where = async (text: string) => {
      const { code, location } = await problemOf(reportOfText(text, { source: 'reads.fq' }))
      return { code, ...location }
    }
    expect(await where('@a\nACGT\n+\nIIII\nb\n')).toEqual({
      code: 'sequence.fastqHeaderExpected',
      file: 'reads.fq',
      line: 5,
      column: 1,
    })
    expect(await where('@a\nACJT\n+\nIIII\n')).toEqual({
      code: 'sequence.invalidNucleotide',
      file: 'reads.fq',
      line: 2,
      column: 3,
    })
    expect(await where('@a\nACGT\n+\nII I\n')).toEqual({
      code: 'sequence.invalidQualityCharacter',
      file: 'reads.fq',
      line: 4,
      column: 3,
    })
    expect(await where('@a\nACGT\n+\nIIIII\n')).toEqual({
      code: 'sequence.fastqQualityLength',
      file: 'reads.fq',
      line: 4,
    })
    expect(await where('@a\nACGT\n+\nIII\n\n@b\n')).toEqual({
      code: 'sequence.fastqQualityLength',
      file: 'reads.fq',
      line: 4,
    })
    expect(await where('@a\nACGT\n@b\n')).toEqual({
      code: 'sequence.fastqSeparatorExpected',
      file: 'reads.fq',
      line: 3,
      column: 1,
    })
    expect(await where('@a\nACGT\n')).toEqual({ code: 'sequence.fastqTruncated', file: 'reads.fq', line: 2 })
    expect(await where('\n\n')).toEqual({ code: 'sequence.noSequence', file: 'reads.fq' })
  })
})

describe('the Phred offset of a report', () => {
  const phred33 = readFileSync('tests/fixtures/analysis/sequence/BAQ3473.3_10_R1.fastq', 'utf8')
  const phred64 = readFileSync('tests/fixtures/analysis/sequence/BAQ3473.3_10_R1.phred64.fastq', 'utf8')

  it('reads EMBOSS’s Phred+64 copy of a MiSeq file as +64, with the scores of the +33 original', async () => {
    const original = await reportOfText(phred33)
    const illumina = await reportOfText(phred64)
    expect(illumina.summary).toEqual({ ...original.summary, phredOffset: 64, offsetDetected: '64' })
    expect(illumina.perBaseQuality).toEqual(original.perBaseQuality)
    expect(illumina.perSequenceQuality).toEqual(original.perSequenceQuality)
  })

  it('reads a high-quality PacBio CCS read (up to ~, Q93) as +33', async () => {
    const ccs = await reportOfText(
      '@m64011_190830_220126/1/ccs\nACGTACGTAC\n+\n~~~~~~~~~~\n@m64011_190830_220126/2/ccs\nACGTAC\n+\n@~~~~T\n',
    )
    expect(ccs.summary).toMatchObject({ phredOffset: 33, offsetDetected: '33', q30Bases: 16 })
    expect(ccs.summary.meanPhred).toBeCloseTo((14 * 93 + 31 + 51) / 16, 12)
  })

  it('calls qualities that fit both encodings ambiguous, reads them as +33 unless told otherwise', async () => {
    const text = '@r\nACGT\n+\n@FIJ\n'
    expect((await reportOfText(text)).summary).toMatchObject({
      phredOffset: 33,
      offsetDetected: 'ambiguous',
      meanPhred: 37.25,
    })
    expect((await reportOfText(text, { phred: 64 })).summary).toMatchObject({
      phredOffset: 64,
      offsetDetected: 'ambiguous',
      meanPhred: 6.25,
    })
    expect((await reportOfText(phred33, { phred: 64 })).summary).toMatchObject({
      phredOffset: 64,
      offsetDetected: '33',
    })
  })
})

describe('the report’s modules', () => {
  it('finds each adapter where it starts, cumulatively, and fails above 10 % of reads', async () => {
    const quality = (length: number) => 'I'.repeat(length)
    const read = (name: string, bases: string) => `@${name}\n${bases}\n+\n${quality(bases.length)}\n`
    const text =
      read('universal', 'CCAGATCGGAAGAGCTT') +
      read('nextera', 'CTGTCTCTTATAACGTA') +
      read('small-rna-after-n', 'CCCNTGGAATTCTCGG') +
      read('none', 'AGATCGGAAGAGNCCCCC')
    const { adapterContent } = await reportOfText(text)
    const cumulative = Object.fromEntries(adapterContent.adapters.map((a) => [a.code, a.cumulativeFraction]))
    expect(cumulative.illumina_universal).toEqual([0, 0, ...Array(16).fill(0.25)])
    expect(cumulative.nextera).toEqual(Array(18).fill(0.25))
    expect(cumulative.small_rna).toEqual([0, 0, 0, 0, ...Array(14).fill(0.25)])
    expect(adapterContent.status).toBe('fail')
  })

  it('counts duplication levels and over-represented sequences as FastQC, by the first 50 bases of long reads', async () => {
    const long = 'ACGT'.repeat(20) // 80 bases: tracked by its first 50
    const reads = [
      ...Array(3).fill(long),
      `${long.slice(0, 50)}${'T'.repeat(30)}`, // the same first 50 bases
      'CCCCCCCCCC',
      'CCCCCCCCCC',
      'GGGGGGGGGG',
    ]
    const text = reads.map((bases, i) => `@r${i}\n${bases}\n+\n${'I'.repeat(bases.length)}\n`).join('')
    const { duplication, overrepresented } = await reportOfText(text)
    // Three distinct sequences with 4, 2 and 1 copies: 3 of 7 reads would be left.
    expect(duplication.distinctFraction).toBeCloseTo(3 / 7, 12)
    expect(duplication.distinctFractions.slice(0, 5)).toEqual([1 / 3, 1 / 3, 0, 1 / 3, 0])
    expect(duplication.totalFractions.slice(0, 5)).toEqual([1 / 7, 2 / 7, 0, 4 / 7, 0])
    expect(duplication).toMatchObject({ status: 'fail', trackedSequences: 3, truncatedToPrefix: true })
    expect(overrepresented.sequences).toEqual([
      { sequence: long.slice(0, 50), reads: 4, fraction: 4 / 7 },
      { sequence: 'CCCCCCCCCC', reads: 2, fraction: 2 / 7 },
      { sequence: 'GGGGGGGGGG', reads: 1, fraction: 1 / 7 },
    ])
    expect(overrepresented.status).toBe('fail')
  })

  it('gives each position FastQC’s quality box and flags low medians', async () => {
    // Ten reads of one base with scores 0, 10, ..., 90 at position 1 (`!`, `+`, `5`, ...).
    const text = Array.from({ length: 10 }, (_, i) => `@r${i}\nA\n+\n${String.fromCharCode(33 + 10 * i)}\n`).join('')
    const { perBaseQuality, perSequenceQuality } = await reportOfText(text)
    expect(perBaseQuality).toMatchObject({
      mean: [45],
      percentile10: [0],
      lowerQuartile: [10],
      median: [40],
      upperQuartile: [60],
      percentile90: [80],
      status: 'pass',
    })
    expect(perSequenceQuality.reads.filter((count) => count > 0)).toEqual(Array(10).fill(1))
    const poor = await reportOfText('@r\nAC\n+\n55\n')
    expect(poor.perBaseQuality).toMatchObject({ median: [20, 20], status: 'warn' })
    expect(poor.perSequenceQuality).toMatchObject({ mode: 20, status: 'fail' })
  })

  it('keeps long reads in bins that widen past 2,048 positions, with exact totals', async () => {
    const bases = 'ACGT'.repeat(1250) // 5,000 bases: bins of 4
    const report = await reportOfText(`@long\n${bases}\n+\n${'5'.repeat(4999)}I\n@short\nAC\n+\nII\n`)
    expect(report.summary).toMatchObject({ reads: 2, bases: 5002, q20Bases: 5002, q30Bases: 3, maxLength: 5000 })
    expect(report.positions.first.slice(0, 3)).toEqual([1, 5, 9])
    expect(report.positions.last.at(-1)).toBe(5000)
    expect(report.perBaseQuality.mean[0]).toBeCloseTo((4 * 20 + 2 * 40) / 6, 12)
    expect(report.perBaseQuality.mean.at(-1)).toBeCloseTo((3 * 20 + 40) / 4, 12)
    expect(report.perBaseContent.g[0]).toBeCloseTo(1 / 6, 12)
  })

  it('fits FastQC’s normal curve to the GC distribution and fails a bimodal one', async () => {
    const read = (i: number, bases: string) => `@r${i}\n${bases}\n+\n${'I'.repeat(bases.length)}\n`
    const { gcContent } = await reportOfText(
      Array.from({ length: 50 }, (_, i) => read(i, i % 2 ? 'GGGGGGGGGC' : 'AAAAAAAAAT')).join(''),
    )
    // FastQC's model spreads a 10-base read over the percent bins its G/C count could round to.
    expect(gcContent.observed[0]).toBeGreaterThan(0)
    expect(gcContent.observed[100]).toBeGreaterThan(0)
    expect(gcContent.observed[50]).toBe(0)
    expect(gcContent.status).toBe('fail')
  })
})

describe('fastqReportsOfFiles', () => {
  it('reports each file of a pair in order', async () => {
    const [first, second] = await fastqReportsOfFiles([
      `${FIXTURES}BAQ3473.3_10_L001_R1_001.fastq.gz`,
      `${FIXTURES}BAQ3473.3_10_L001_R2_001.fastq.gz`,
    ])
    expect(first.summary.q30Bases).toBe(fastp('BAQ3473.3_10_L001_R1_001').before_filtering.q30_bases)
    expect(second.summary.q30Bases).toBe(fastp('BAQ3473.3_10_L001_R2_001').before_filtering.q30_bases)
  })

  it('says which file is not FASTQ', async () => {
    const problem = await problemOf(fastqReportsOfFiles([`${FIXTURES}sam1F.fastq.gz`, `${FIXTURES}seqkit.stats.tsv`]))
    expect(problem).toMatchObject({
      code: 'sequence.fastqHeaderExpected',
      location: { file: `${FIXTURES}seqkit.stats.tsv`, line: 1 },
    })
  })
})

function gunzip(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(gunzipSync(bytes))
}
