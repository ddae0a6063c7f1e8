/**
 * The FASTQ quality report: one streaming pass over the bytes of a FASTQ file (gzip or not) with
 * memory bounded by the longest read, never by the number of reads. Every figure the report
 * gives is kept as raw-character histograms while reading, so the Phred offset can be decided from
 * the whole file's range at the end (`phred-offset.ts`) without a second pass. The modules and
 * their pass/warn/fail rules are FastQC's (Andrews S., FastQC 0.12, Babraham Bioinformatics; the
 * defaults of its `Configuration/limits.txt`); results are numbers and codes, never sentences.
 */
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { AnalysisInputError, type InputLocation, type InputProblemCode, type ProblemParams } from '../errors'
import { inWorkersOrOnThisThread, runInWorkers, workerModuleBeside } from '../parallel'
import { invalidLetterError, isNucleotideCode } from './alphabet'
import { isGzip } from './fastq'
import {
  FIRST_QUALITY_CHARACTER,
  LAST_QUALITY_CHARACTER,
  phredOffsetOfRange,
  phredOffsetToUse,
  type DetectedPhredOffset,
  type PhredOffset,
} from './phred-offset'

export type PhredChoice = PhredOffset | 'auto'

export interface FastqReportOptions {
  /** The offset to decode qualities with; 'auto' (the default) decides from the qualities. */
  readonly phred?: PhredChoice
  /** The file name errors point at. */
  readonly source?: string
}

/** The figures of one FASTQ file that the CLI prints and the QC table is made of. */
export interface FastqSummary {
  readonly phredOffset: PhredOffset
  readonly offsetDetected: DetectedPhredOffset
  readonly reads: number
  readonly bases: number
  readonly minLength: number
  readonly maxLength: number
  readonly meanLength: number
  /** Bases with Phred quality ≥ 20 and ≥ 30, and their shares of all bases. */
  readonly q20Bases: number
  readonly q30Bases: number
  readonly q20Fraction: number
  readonly q30Fraction: number
  /** The mean Phred score over all bases (not seqkit's error-probability average). */
  readonly meanPhred: number
  readonly aBases: number
  readonly cBases: number
  readonly gBases: number
  /** T, and U in RNA reads. */
  readonly tBases: number
  /** N and every other IUPAC ambiguity code. */
  readonly nBases: number
  /** (G + C) / all bases, N included in the denominator. */
  readonly gcFraction: number
}

export type ModuleStatus = 'pass' | 'warn' | 'fail'

/**
 * The bounds behind each module's status: FastQC 0.12's defaults (`limits.txt`), as fractions
 * where FastQC writes percentages. `Below`/`Above` are strict, `AtOrBelow` is FastQC's `<=`.
 */
export const FASTQ_MODULE_THRESHOLDS = {
  /** quality_base_lower (10, 5) and quality_base_median (25, 20): the worst position's quartile and median. */
  perBaseQuality: {
    warn: { lowerQuartileBelow: 10, medianBelow: 25 },
    fail: { lowerQuartileBelow: 5, medianBelow: 20 },
  },
  /** quality_sequence (27, 20): the most frequent per-read mean quality. */
  perSequenceQuality: { warn: { modeAtOrBelow: 27 }, fail: { modeAtOrBelow: 20 } },
  /** sequence (10, 20): the largest A−T or G−C difference at a position, as a share of A+C+G+T. */
  perBaseContent: { warn: { differenceAbove: 0.1 }, fail: { differenceAbove: 0.2 } },
  /** n_content (5, 20): the largest share of N at a position. */
  perBaseN: { warn: { fractionAbove: 0.05 }, fail: { fractionAbove: 0.2 } },
  /** gc_sequence (15, 30): the summed |observed − theoretical| over all reads. */
  gcContent: { warn: { deviationAbove: 0.15 }, fail: { deviationAbove: 0.3 } },
  /** sequence_length: reads of different lengths warn, a read of length 0 fails. */
  lengthDistribution: { warn: { lengthsDiffer: true }, fail: { zeroLength: true } },
  /** duplication (70, 50): the share of reads left after removing duplicates. */
  duplication: { warn: { distinctBelow: 0.7 }, fail: { distinctBelow: 0.5 } },
  /** overrepresented (0.1, 1): a single sequence's share of all reads. */
  overrepresented: { warn: { fractionAbove: 0.001 }, fail: { fractionAbove: 0.01 } },
  /** adapter (5, 10): the share of reads with an adapter starting at or before a position. */
  adapterContent: { warn: { fractionAbove: 0.05 }, fail: { fractionAbove: 0.1 } },
} as const

/** The adapters looked for: FastQC's `adapter_list.txt` sequences for these three kits. */
export const ADAPTERS = [
  { code: 'illumina_universal', sequence: 'AGATCGGAAGAGC' },
  { code: 'nextera', sequence: 'CTGTCTCTTATA' },
  { code: 'small_rna', sequence: 'TGGAATTCTCGG' },
] as const

/** FastQC's duplication module tracks this many distinct sequences; later new ones are not counted. */
export const DUPLICATION_TRACKED_SEQUENCES = 100_000
/** Reads longer than this are tracked by their first `DUPLICATION_PREFIX` bases (FastQC's rule). */
export const DUPLICATION_FULL_LENGTH_LIMIT = 75
export const DUPLICATION_PREFIX = 50
/** FastQC's duplication levels: 1..9 copies, then the ranges starting at 10, 50, 100, 500, 1k, 5k and 10k. */
export const DUPLICATION_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50, 100, 500, 1000, 5000, 10000] as const

/**
 * Positions are counted one by one up to this many; a longer read doubles the width of every
 * position bin (merging neighbours), so long-read files keep bounded tables, as FastQC groups
 * positions of long reads.
 */
export const MAX_POSITION_BINS = 2048

export interface PositionBins {
  /** 1-based first and last read position of each bin (equal while bins are one position wide). */
  readonly first: number[]
  readonly last: number[]
}

export interface FastqReport {
  readonly summary: FastqSummary
  readonly positions: PositionBins
  readonly perBaseQuality: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['perBaseQuality']
    readonly mean: number[]
    readonly median: number[]
    readonly lowerQuartile: number[]
    readonly upperQuartile: number[]
    readonly percentile10: number[]
    readonly percentile90: number[]
  }
  readonly perSequenceQuality: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['perSequenceQuality']
    /** Reads by their mean Phred score (rounded down, as FastQC), index = score. */
    readonly reads: number[]
    readonly mode: number
  }
  readonly perBaseContent: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['perBaseContent']
    /** Share of each base among all bases at each position bin (N column: N and other IUPAC codes). */
    readonly a: number[]
    readonly c: number[]
    readonly g: number[]
    readonly t: number[]
    readonly n: number[]
    readonly maxDifference: number
  }
  readonly perBaseN: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['perBaseN']
    readonly maxFraction: number
  }
  readonly gcContent: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['gcContent']
    /** Reads by GC percentage 0..100, and the normal distribution FastQC fits to them. */
    readonly observed: number[]
    readonly theoretical: number[]
    readonly deviation: number
  }
  readonly lengthDistribution: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['lengthDistribution']
    readonly lengths: number[]
    readonly reads: number[]
  }
  readonly duplication: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['duplication']
    readonly levels: readonly number[]
    /** Per level: share of distinct sequences, and share of all reads (FastQC's two curves). */
    readonly distinctFractions: number[]
    readonly totalFractions: number[]
    /** Share of reads left if duplicates were removed. */
    readonly distinctFraction: number
    readonly trackedSequences: number
    /** True when reads over 75 bases were tracked by their first 50. */
    readonly truncatedToPrefix: boolean
  }
  readonly overrepresented: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['overrepresented']
    readonly sequences: { sequence: string; reads: number; fraction: number }[]
  }
  readonly adapterContent: {
    readonly status: ModuleStatus
    readonly thresholds: (typeof FASTQ_MODULE_THRESHOLDS)['adapterContent']
    readonly adapters: { code: string; sequence: string; cumulativeFraction: number[] }[]
  }
}

/** Quality characters `!`..`~`, one histogram slot each. */
const QUALITY_SLOTS = LAST_QUALITY_CHARACTER - FIRST_QUALITY_CHARACTER + 1
const BASE_A = 0
const BASE_C = 1
const BASE_G = 2
const BASE_T = 3
const BASE_N = 4
const BASE_KINDS = 5
const BASE_SKIPPED = 5 // spaces, tabs and the CR of CRLF lines
const BASE_INVALID = 6
const BASE_CODES = (() => {
  const codes = new Uint8Array(256).fill(BASE_INVALID)
  for (let code = 0; code < 128; code++) if (isNucleotideCode(code)) codes[code] = BASE_N
  for (const [letters, base] of [
    ['Aa', BASE_A],
    ['Cc', BASE_C],
    ['Gg', BASE_G],
    ['TtUu', BASE_T],
  ] as const)
    for (const letter of letters) codes[letter.charCodeAt(0)] = base
  for (const blank of ' \t\r') codes[blank.charCodeAt(0)] = BASE_SKIPPED
  return codes
})()

const IS_GC = Uint8Array.of(0, 1, 1, 0, 0)
const IS_CALLED = Uint8Array.of(1, 1, 1, 1, 0)

const NEWLINE = 10
const CARRIAGE_RETURN = 13
const AT_SIGN = 64
const PLUS = 43

/** Adapters are matched as 2-bit codes of the last `ADAPTER_WINDOW` A/C/G/T bases. */
const ADAPTER_WINDOW = 13
const ADAPTER_MASK = (1 << (2 * ADAPTER_WINDOW)) - 1
const ADAPTER_CODES = ADAPTERS.map(({ sequence }) => {
  let code = 0
  for (const letter of sequence) code = (code << 2) | BASE_CODES[letter.charCodeAt(0)]
  return { code, length: sequence.length, mask: (1 << (2 * sequence.length)) - 1 }
})
/** Last 6 bases of each adapter, so most positions are ruled out by one table look-up. */
const ADAPTER_TAIL_MASK = (1 << 12) - 1
const ADAPTER_TAILS = (() => {
  const tails = new Uint8Array(ADAPTER_TAIL_MASK + 1)
  for (const { code } of ADAPTER_CODES) tails[code & ADAPTER_TAIL_MASK] = 1
  return tails
})()

/** Above this length a read's GC share goes straight into its percent bin (see `GcModels`). */
const GC_MODEL_MAX_LENGTH = 1000

type Line = 'header' | 'sequence' | 'separator' | 'quality' | 'blank'
type Expecting = 'header' | 'sequence' | 'quality'

/** A distinct sequence of the duplication sample; `next` chains sequences whose hashes collide. */
interface TrackedSequence {
  readonly bases: Uint8Array
  count: number
  next: TrackedSequence | undefined
}

/**
 * Reads FASTQ bytes chunk by chunk (`add`), then reports (`finish`). The layout is the one
 * `parseFastq` reads (Cock et al. 2010): sequence and quality may wrap over lines; blank lines
 * between records are skipped; errors name the line and column. Reads of length 0 are counted.
 */
class FastqReportBuilder {
  private readonly source: string | undefined
  private line = 1
  private column = 0
  private atLineStart = true
  private lineKind: Line = 'blank'
  private expecting: Expecting = 'header'

  // The read being read.
  private headerLine = 0
  private readonly name = new Uint8Array(256)
  private nameLength = 0
  private nameDone = false
  private sequenceLength = 0
  private qualityLength = 0
  private qualityLines = 0
  private qualitySum = 0
  private gcBases = 0
  private adapterWindow = 0
  private adapterWindowBases = 0
  private readonly adapterStart = new Int32Array(ADAPTER_CODES.length)
  private readonly prefix = new Uint8Array(DUPLICATION_FULL_LENGTH_LIMIT + 1)

  // Per position bin (`position >> shift`).
  private shift = 0
  private bins = 256
  private qualityCounts = new Float64Array(this.bins * QUALITY_SLOTS)
  private baseCounts = new Float64Array(this.bins * BASE_KINDS)
  private adapterStarts = new Float64Array(this.bins * ADAPTER_CODES.length)

  // Per read.
  private reads = 0
  private minLength = Infinity
  private maxLength = 0
  private readonly lengthCounts = new Map<number, number>()
  /** Reads by the character of their mean quality, rounded down (offset still on). */
  private readonly meanQualityCounts = new Float64Array(LAST_QUALITY_CHARACTER + 1)
  private readonly gcModels = new GcModels()
  private readonly duplicates = new DuplicationSample()

  constructor(options: { source?: string } = {}) {
    this.source = options.source
    this.adapterStart.fill(-1)
  }

  add(chunk: Uint8Array): void {
    const length = chunk.length
    let at = 0
    while (at < length) {
      if (this.atLineStart) {
        this.startLine(chunk[at])
        this.atLineStart = false
      }
      let end = chunk.indexOf(NEWLINE, at)
      const lineEnds = end >= 0
      if (!lineEnds) end = length
      if (this.lineKind === 'sequence') this.addBases(chunk, at, end)
      else if (this.lineKind === 'quality') this.addQualities(chunk, at, end)
      else if (this.lineKind === 'header') this.addHeader(chunk, at, end)
      if (!lineEnds) {
        this.column += end - at
        return
      }
      this.endLine()
      at = end + 1
    }
  }

  private startLine(first: number): void {
    if (this.expecting === 'sequence') {
      if (first === PLUS) {
        this.lineKind = 'separator'
        this.expecting = 'quality'
      } else if (first === AT_SIGN && this.sequenceLength > 0) {
        throw this.problem('sequence.fastqSeparatorExpected', {}, 1)
      } else this.lineKind = 'sequence'
      return
    }
    if (this.expecting === 'quality') {
      // A blank line ends the record; qualities are never empty unless the read is.
      if ((first === NEWLINE || first === CARRIAGE_RETURN) && this.sequenceLength > 0) throw this.qualityProblem()
      this.lineKind = 'quality'
      return
    }
    if (first === NEWLINE || first === CARRIAGE_RETURN) {
      this.lineKind = 'blank'
      return
    }
    if (first !== AT_SIGN) throw this.problem('sequence.fastqHeaderExpected', {}, 1)
    this.lineKind = 'header'
    this.headerLine = this.line
    this.nameLength = 0
    this.nameDone = false
  }

  private endLine(): void {
    if (this.lineKind === 'header') {
      if (this.nameLength === 0) throw this.problem('sequence.missingName', {}, 1)
      this.expecting = 'sequence'
      this.sequenceLength = 0
      this.qualityLength = 0
      this.qualityLines = 0
      this.qualitySum = 0
      this.gcBases = 0
      this.adapterWindowBases = 0
    } else if (this.lineKind === 'quality') {
      this.qualityLines++
      if (this.qualityLength > this.sequenceLength) throw this.qualityProblem()
      if (this.qualityLength === this.sequenceLength) this.endRead()
    }
    this.line++
    this.column = 0
    this.atLineStart = true
  }

  /** The read's name (up to the first blank), for errors; the header's first byte is '@'. */
  private addHeader(chunk: Uint8Array, from: number, to: number): void {
    let at = this.column === 0 ? from + 1 : from
    while (!this.nameDone && at < to) {
      const byte = chunk[at++]
      if (byte === 32 || byte === 9 || byte === CARRIAGE_RETURN) this.nameDone = true
      else if (this.nameLength < this.name.length) this.name[this.nameLength++] = byte
    }
  }

  private addBases(chunk: Uint8Array, from: number, to: number): void {
    this.makeRoomFor(this.sequenceLength + (to - from))
    const counts = this.baseCounts
    const shift = this.shift
    const prefix = this.prefix
    let position = this.sequenceLength
    let gc = this.gcBases
    let window = this.adapterWindow
    let windowBases = this.adapterWindowBases
    for (let at = from; at < to; at++) {
      const byte = chunk[at]
      const base = BASE_CODES[byte]
      if (base >= BASE_SKIPPED) {
        if (base === BASE_SKIPPED) continue
        this.sequenceLength = position
        throw invalidLetterError(String.fromCharCode(byte), 'nucleotide', this.location(at - from + 1))
      }
      counts[(position >> shift) * BASE_KINDS + base]++
      if (position <= DUPLICATION_FULL_LENGTH_LIMIT) prefix[position] = byte
      // Branch-free: an N (code 4) adds no G/C and empties the adapter window.
      gc += IS_GC[base]
      window = ((window << 2) | (base & 3)) & ADAPTER_MASK
      windowBases = (windowBases + 1) * IS_CALLED[base]
      if (ADAPTER_TAILS[window & ADAPTER_TAIL_MASK] === 1) this.matchAdapters(window, windowBases, position)
      position++
    }
    this.sequenceLength = position
    this.gcBases = gc
    this.adapterWindow = window
    this.adapterWindowBases = windowBases
  }

  /** Records where each adapter first starts in this read, given the window ending at `position`. */
  private matchAdapters(window: number, windowBases: number, position: number): void {
    for (let a = 0; a < ADAPTER_CODES.length; a++) {
      const { code, length, mask } = ADAPTER_CODES[a]
      if (this.adapterStart[a] < 0 && windowBases >= length && (window & mask) === code)
        this.adapterStart[a] = position - length + 1
    }
  }

  private addQualities(chunk: Uint8Array, from: number, to: number): void {
    this.makeRoomFor(this.qualityLength + (to - from))
    const counts = this.qualityCounts
    const shift = this.shift
    let position = this.qualityLength
    let sum = this.qualitySum
    for (let at = from; at < to; at++) {
      const byte = chunk[at]
      if (byte < FIRST_QUALITY_CHARACTER || byte > LAST_QUALITY_CHARACTER) {
        if (byte === CARRIAGE_RETURN) continue
        throw new AnalysisInputError(
          'sequence.invalidQualityCharacter',
          { character: byte < 0x80 ? printableByte(byte) : `U+00${byte.toString(16).toUpperCase()}` },
          this.location(at - from + 1),
        )
      }
      counts[(position >> shift) * QUALITY_SLOTS + byte - FIRST_QUALITY_CHARACTER]++
      sum += byte
      position++
    }
    this.qualityLength = position
    this.qualitySum = sum
  }

  private endRead(): void {
    const length = this.sequenceLength
    this.reads++
    if (length < this.minLength) this.minLength = length
    if (length > this.maxLength) this.maxLength = length
    this.lengthCounts.set(length, (this.lengthCounts.get(length) ?? 0) + 1)
    if (length > 0) {
      this.meanQualityCounts[Math.floor(this.qualitySum / length)]++
      this.gcModels.add(length, this.gcBases)
    }
    for (let a = 0; a < ADAPTER_CODES.length; a++) {
      const start = this.adapterStart[a]
      if (start >= 0) {
        this.adapterStarts[(start >> this.shift) * ADAPTER_CODES.length + a]++
        this.adapterStart[a] = -1
      }
    }
    this.duplicates.add(this.prefix, length)
    this.expecting = 'header'
  }

  /** Grows the position tables to hold `positions`, widening the bins once they reach the cap. */
  private makeRoomFor(positions: number): void {
    while (positions > this.bins << this.shift) {
      if (this.bins < MAX_POSITION_BINS) {
        this.bins *= 2
        this.qualityCounts = grown(this.qualityCounts, this.bins * QUALITY_SLOTS)
        this.baseCounts = grown(this.baseCounts, this.bins * BASE_KINDS)
        this.adapterStarts = grown(this.adapterStarts, this.bins * ADAPTER_CODES.length)
      } else {
        mergeNeighbourBins(this.qualityCounts, QUALITY_SLOTS)
        mergeNeighbourBins(this.baseCounts, BASE_KINDS)
        mergeNeighbourBins(this.adapterStarts, ADAPTER_CODES.length)
        this.shift++
      }
    }
  }

  /** Ends the input and reports, decoding qualities with `phred` (or the detected offset). */
  finish(phred: PhredChoice = 'auto'): FastqReport {
    if (!this.atLineStart) this.endLine()
    if (this.expecting === 'sequence')
      throw new AnalysisInputError('sequence.fastqTruncated', { name: this.readName() }, this.recordEnd())
    if (this.expecting === 'quality') {
      // A read of length 0 may end the file right after its '+' line.
      if (this.sequenceLength === 0 && this.qualityLines === 0) this.endRead()
      else throw this.qualityProblem()
    }
    if (this.reads === 0) throw new AnalysisInputError('sequence.noSequence', {}, { file: this.source })
    return reportOf(this, phred)
  }

  /** The tables `reportOf` reads. */
  tables() {
    const usedBins = Math.ceil(this.maxLength / (1 << this.shift))
    return {
      shift: this.shift,
      usedBins,
      qualityCounts: this.qualityCounts,
      baseCounts: this.baseCounts,
      adapterStarts: this.adapterStarts,
      reads: this.reads,
      minLength: this.minLength,
      maxLength: this.maxLength,
      lengthCounts: this.lengthCounts,
      meanQualityCounts: this.meanQualityCounts,
      gc: this.gcModels.distribution,
      duplicates: this.duplicates,
    }
  }

  private readName(): string {
    return new TextDecoder().decode(this.name.subarray(0, this.nameLength))
  }

  private location(column: number) {
    return { file: this.source, line: this.line, column: this.column + column }
  }

  private recordEnd() {
    return { file: this.source, line: Math.max(this.headerLine, this.line - 1) }
  }

  private problem(
    code: 'sequence.fastqSeparatorExpected' | 'sequence.fastqHeaderExpected' | 'sequence.missingName',
    params: object,
    column: number,
  ) {
    return new AnalysisInputError(code, params, this.location(column))
  }

  /** A record whose qualities stop short of (or run past) its bases; none at all reads as truncated. */
  private qualityProblem(): AnalysisInputError {
    const name = this.readName()
    if (this.qualityLength === 0)
      return new AnalysisInputError('sequence.fastqTruncated', { name }, { file: this.source, line: this.line })
    return new AnalysisInputError(
      'sequence.fastqQualityLength',
      { name, bases: this.sequenceLength, qualities: this.qualityLength },
      { file: this.source, line: this.atLineStart ? this.line - 1 : this.line },
    )
  }
}

function printableByte(byte: number): string {
  return byte <= 0x20 || byte === 0x7f
    ? `U+${byte.toString(16).toUpperCase().padStart(4, '0')}`
    : String.fromCharCode(byte)
}

function grown(table: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const larger = new Float64Array(length)
  larger.set(table)
  return larger
}

/** Bin b becomes bins 2b and 2b+1 added; the upper half is emptied. */
function mergeNeighbourBins(table: Float64Array, width: number): void {
  const bins = table.length / width
  for (let bin = 0; bin < bins / 2; bin++)
    for (let k = 0; k < width; k++)
      table[bin * width + k] = table[2 * bin * width + k] + table[(2 * bin + 1) * width + k]
  table.fill(0, (bins / 2) * width)
}

/**
 * FastQC's GC model (`GCModel.java`): a read of length L with c G/C bases claims every percent bin
 * between round(100(c−0.5)/L) and round(100(c+0.5)/L), sharing each bin with the other counts that
 * claim it, so short reads (which can only reach some percentages) give a smooth distribution.
 * Reads over 1,000 bases fall in their rounded percent bin: at that length every bin is claimed by
 * ten or more counts and the model changes nothing visible, while a cache per length would grow
 * with every distinct long-read length.
 */
class GcModels {
  readonly distribution = new Float64Array(101)
  private readonly models = new Map<number, GcModel>()
  private lastLength = -1
  private lastModel: GcModel | undefined

  add(length: number, gc: number): void {
    if (length > GC_MODEL_MAX_LENGTH) {
      this.distribution[Math.round((100 * gc) / length)]++
      return
    }
    // Reads mostly share one length; remembering the last model saves a look-up per read.
    let model = length === this.lastLength ? this.lastModel : this.models.get(length)
    if (!model) {
      model = gcModel(length)
      this.models.set(length, model)
    }
    this.lastLength = length
    this.lastModel = model
    for (let k = model.starts[gc]; k < model.starts[gc + 1]; k++) this.distribution[model.bins[k]] += model.shares[k]
  }
}

interface GcModel {
  /** The bins and shares of G/C count c are at indices starts[c]..starts[c+1]-1. */
  readonly starts: Int32Array
  readonly bins: Int32Array
  readonly shares: Float64Array
}

function gcModel(length: number): GcModel {
  const ranges = Array.from({ length: length + 1 }, (_, count) => {
    const low = Math.min(length, Math.max(0, count - 0.5))
    const high = Math.min(length, Math.max(0, count + 0.5))
    // Java's Math.round: halves round up.
    return [Math.floor((low * 100) / length + 0.5), Math.floor((high * 100) / length + 0.5)] as const
  })
  const claims = new Int32Array(101)
  for (const [low, high] of ranges) for (let bin = low; bin <= high; bin++) claims[bin]++
  const starts = new Int32Array(length + 2)
  const bins: number[] = []
  const shares: number[] = []
  ranges.forEach(([low, high], count) => {
    starts[count] = bins.length
    for (let bin = low; bin <= high; bin++) {
      bins.push(bin)
      shares.push(1 / claims[bin])
    }
  })
  starts[length + 1] = bins.length
  return { starts, bins: Int32Array.from(bins), shares: Float64Array.from(shares) }
}

/**
 * FastQC's duplication sample (`OverRepresentedSeqs.java`): counts the first 100,000 distinct
 * sequences seen (reads over 75 bases by their first 50), and every later read of those; new
 * sequences after that are not tracked. Sequences are kept as bytes, looked up by an FNV-1a hash.
 */
class DuplicationSample {
  private readonly tracked = new Map<number, TrackedSequence>()
  distinct = 0
  reads = 0
  readsWhenFull = 0
  truncated = false

  /** `bases` holds (at least) the read's first 76 bases. */
  add(bases: Uint8Array, readLength: number): void {
    this.reads++
    const truncated = readLength > DUPLICATION_FULL_LENGTH_LIMIT
    if (truncated) this.truncated = true
    const length = truncated ? DUPLICATION_PREFIX : readLength
    let hash = 0x811c9dc5
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ bases[i], 0x01000193)
    hash &= 0x3fffffff
    const head = this.tracked.get(hash)
    for (let entry = head; entry; entry = entry.next) {
      if (sameBases(entry.bases, bases, length)) {
        entry.count++
        if (this.distinct < DUPLICATION_TRACKED_SEQUENCES) this.readsWhenFull = this.reads
        return
      }
    }
    if (this.distinct >= DUPLICATION_TRACKED_SEQUENCES) return
    this.tracked.set(hash, { bases: bases.slice(0, length), count: 1, next: head })
    this.distinct++
    this.readsWhenFull = this.reads
  }

  *entries(): Iterable<TrackedSequence> {
    for (const head of this.tracked.values())
      for (let entry: TrackedSequence | undefined = head; entry; entry = entry.next) yield entry
  }
}

function sameBases(kept: Uint8Array, bases: Uint8Array, length: number): boolean {
  if (kept.length !== length) return false
  for (let i = 0; i < length; i++) if (kept[i] !== bases[i]) return false
  return true
}

function reportOf(builder: FastqReportBuilder, phred: PhredChoice): FastqReport {
  const t = builder.tables()
  const bins = t.usedBins
  const width = 1 << t.shift

  // The whole file's quality range, then the offset.
  const totalQualities = new Float64Array(QUALITY_SLOTS)
  for (let bin = 0; bin < bins; bin++)
    for (let slot = 0; slot < QUALITY_SLOTS; slot++) totalQualities[slot] += t.qualityCounts[bin * QUALITY_SLOTS + slot]
  let lowest = LAST_QUALITY_CHARACTER
  let highest = FIRST_QUALITY_CHARACTER
  totalQualities.forEach((count, slot) => {
    if (count === 0) return
    lowest = Math.min(lowest, slot + FIRST_QUALITY_CHARACTER)
    highest = Math.max(highest, slot + FIRST_QUALITY_CHARACTER)
  })
  const offsetDetected = phredOffsetOfRange(lowest, highest)
  const offset = phredOffsetToUse(phred, offsetDetected)
  // Solexa-era +64 files (and a +33 file read as +64) go below the offset; such scores count as 0.
  const scoreOf = (slot: number) => Math.max(0, slot + FIRST_QUALITY_CHARACTER - offset)

  let bases = 0
  let q20Bases = 0
  let q30Bases = 0
  let scoreSum = 0
  totalQualities.forEach((count, slot) => {
    const score = scoreOf(slot)
    bases += count
    scoreSum += score * count
    if (score >= 20) q20Bases += count
    if (score >= 30) q30Bases += count
  })
  const baseTotals = [0, 0, 0, 0, 0]
  for (let bin = 0; bin < bins; bin++)
    for (let base = 0; base < BASE_KINDS; base++) baseTotals[base] += t.baseCounts[bin * BASE_KINDS + base]
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0)

  const summary: FastqSummary = {
    phredOffset: offset,
    offsetDetected,
    reads: t.reads,
    bases,
    minLength: t.minLength,
    maxLength: t.maxLength,
    meanLength: bases / t.reads,
    q20Bases,
    q30Bases,
    q20Fraction: share(q20Bases, bases),
    q30Fraction: share(q30Bases, bases),
    meanPhred: share(scoreSum, bases),
    aBases: baseTotals[BASE_A],
    cBases: baseTotals[BASE_C],
    gBases: baseTotals[BASE_G],
    tBases: baseTotals[BASE_T],
    nBases: baseTotals[BASE_N],
    gcFraction: share(baseTotals[BASE_C] + baseTotals[BASE_G], bases),
  }

  const positions: PositionBins = {
    first: Array.from({ length: bins }, (_, bin) => bin * width + 1),
    last: Array.from({ length: bins }, (_, bin) => Math.min((bin + 1) * width, t.maxLength)),
  }
  return {
    summary,
    positions,
    perBaseQuality: perBaseQuality(t.qualityCounts, bins, scoreOf),
    perSequenceQuality: perSequenceQuality(t.meanQualityCounts, offset),
    ...perBaseContent(t.baseCounts, bins),
    gcContent: gcContent(t.gc),
    lengthDistribution: lengthDistribution(t.lengthCounts),
    ...duplication(t.duplicates),
    adapterContent: adapterContent(t.adapterStarts, bins, t.reads),
  }
}

function perBaseQuality(counts: Float64Array, bins: number, scoreOf: (slot: number) => number) {
  const result = {
    mean: [] as number[],
    median: [] as number[],
    lowerQuartile: [] as number[],
    upperQuartile: [] as number[],
    percentile10: [] as number[],
    percentile90: [] as number[],
  }
  for (let bin = 0; bin < bins; bin++) {
    const histogram = counts.subarray(bin * QUALITY_SLOTS, (bin + 1) * QUALITY_SLOTS)
    let total = 0
    let sum = 0
    histogram.forEach((count, slot) => {
      total += count
      sum += count * scoreOf(slot)
    })
    // FastQC's QualityCount.getPercentile: the first score whose cumulative count reaches
    // ⌊total·p/100⌋, skipping scores no read has (FastQC answers 0 when that target is 0, as at a
    // position fewer than ten reads reach).
    const percentile = (p: number) => {
      const target = Math.floor((total * p) / 100)
      let seen = 0
      for (let slot = 0; slot < QUALITY_SLOTS; slot++) {
        seen += histogram[slot]
        if (seen >= target && seen > 0) return scoreOf(slot)
      }
      return 0
    }
    result.mean.push(total > 0 ? sum / total : 0)
    result.median.push(percentile(50))
    result.lowerQuartile.push(percentile(25))
    result.upperQuartile.push(percentile(75))
    result.percentile10.push(percentile(10))
    result.percentile90.push(percentile(90))
  }
  const thresholds = FASTQ_MODULE_THRESHOLDS.perBaseQuality
  const worstQuartile = Math.min(...result.lowerQuartile)
  const worstMedian = Math.min(...result.median)
  const status: ModuleStatus =
    worstQuartile < thresholds.fail.lowerQuartileBelow || worstMedian < thresholds.fail.medianBelow
      ? 'fail'
      : worstQuartile < thresholds.warn.lowerQuartileBelow || worstMedian < thresholds.warn.medianBelow
        ? 'warn'
        : 'pass'
  return { status, thresholds, ...result }
}

function perSequenceQuality(meanCharacterCounts: Float64Array, offset: PhredOffset) {
  const reads: number[] = []
  meanCharacterCounts.forEach((count, character) => {
    if (count === 0) return
    const score = Math.max(0, character - offset)
    while (reads.length <= score) reads.push(0)
    reads[score] += count
  })
  let mode = 0
  reads.forEach((count, score) => {
    if (count > reads[mode]) mode = score
  })
  const thresholds = FASTQ_MODULE_THRESHOLDS.perSequenceQuality
  const status: ModuleStatus =
    mode <= thresholds.fail.modeAtOrBelow ? 'fail' : mode <= thresholds.warn.modeAtOrBelow ? 'warn' : 'pass'
  return { status, thresholds, reads, mode }
}

function perBaseContent(counts: Float64Array, bins: number) {
  const content = { a: [] as number[], c: [] as number[], g: [] as number[], t: [] as number[], n: [] as number[] }
  let maxDifference = 0
  let maxN = 0
  for (let bin = 0; bin < bins; bin++) {
    const at = (base: number) => counts[bin * BASE_KINDS + base]
    const all = at(BASE_A) + at(BASE_C) + at(BASE_G) + at(BASE_T) + at(BASE_N)
    const called = all - at(BASE_N)
    const share = (base: number) => (all > 0 ? at(base) / all : 0)
    content.a.push(share(BASE_A))
    content.c.push(share(BASE_C))
    content.g.push(share(BASE_G))
    content.t.push(share(BASE_T))
    content.n.push(share(BASE_N))
    // FastQC compares A with T and G with C as shares of the called bases (N left out).
    if (called > 0)
      maxDifference = Math.max(
        maxDifference,
        Math.abs(at(BASE_A) - at(BASE_T)) / called,
        Math.abs(at(BASE_G) - at(BASE_C)) / called,
      )
    maxN = Math.max(maxN, share(BASE_N))
  }
  const contentBounds = FASTQ_MODULE_THRESHOLDS.perBaseContent
  const nBounds = FASTQ_MODULE_THRESHOLDS.perBaseN
  return {
    perBaseContent: {
      status: statusAbove(maxDifference, contentBounds.warn.differenceAbove, contentBounds.fail.differenceAbove),
      thresholds: contentBounds,
      ...content,
      maxDifference,
    },
    perBaseN: {
      status: statusAbove(maxN, nBounds.warn.fractionAbove, nBounds.fail.fractionAbove),
      thresholds: nBounds,
      maxFraction: maxN,
    },
  }
}

function statusAbove(value: number, warnAbove: number, failAbove: number): ModuleStatus {
  return value > failAbove ? 'fail' : value > warnAbove ? 'warn' : 'pass'
}

/**
 * FastQC's theoretical GC distribution (`PerSequenceGCContent.java`): a normal curve centred on the
 * mode (averaged over the neighbouring bins within 10 % of it, unless those run off the scale),
 * with the spread of the observed counts around that centre, scaled to the number of reads.
 */
function gcContent(distribution: Float64Array) {
  const observed = Array.from(distribution)
  let total = 0
  let firstMode = 0
  observed.forEach((count, percent) => {
    total += count
    if (count > observed[firstMode]) firstMode = percent
  })
  const nearMode = (percent: number) => observed[percent] > observed[firstMode] - observed[firstMode] / 10
  let modeSum = 0
  let modeBins = 0
  let upper = firstMode
  while (upper < observed.length && nearMode(upper)) {
    modeSum += upper++
    modeBins++
  }
  let lower = firstMode - 1
  while (lower >= 0 && nearMode(lower)) {
    modeSum += lower--
    modeBins++
  }
  const fellOff = upper === observed.length || lower < 0
  const mode = fellOff ? firstMode : modeSum / modeBins
  let variance = 0
  observed.forEach((count, percent) => (variance += (percent - mode) ** 2 * count))
  variance /= total - 1
  let deviation = 0
  const theoretical = observed.map((count, percent) => {
    const density = Math.exp(-((percent - mode) ** 2) / (2 * variance)) / Math.sqrt(2 * Math.PI * variance)
    const expected = Number.isFinite(density) ? density * total : 0
    deviation += Math.abs(expected - count)
    return expected
  })
  deviation = total > 0 ? deviation / total : 0
  const thresholds = FASTQ_MODULE_THRESHOLDS.gcContent
  return {
    status: statusAbove(deviation, thresholds.warn.deviationAbove, thresholds.fail.deviationAbove),
    thresholds,
    observed,
    theoretical,
    deviation,
  }
}

function lengthDistribution(lengthCounts: Map<number, number>) {
  const lengths = [...lengthCounts.keys()].sort((a, b) => a - b)
  const thresholds = FASTQ_MODULE_THRESHOLDS.lengthDistribution
  const status: ModuleStatus = lengthCounts.has(0) ? 'fail' : lengths.length > 1 ? 'warn' : 'pass'
  return { status, thresholds, lengths, reads: lengths.map((length) => lengthCounts.get(length) ?? 0) }
}

/**
 * FastQC's duplication levels (`DuplicationLevel.java`): the tracked counts are grouped by copy
 * number, each group corrected for the sequences of that copy number that the 100,000 limit hid,
 * then shown as shares of distinct sequences and of reads; over-represented sequences are the
 * tracked ones above 0.1 % of all reads.
 */
function duplication(sample: DuplicationSample) {
  const sequencesByCopies = new Map<number, number>()
  for (const entry of sample.entries())
    sequencesByCopies.set(entry.count, (sequencesByCopies.get(entry.count) ?? 0) + 1)
  const distinctByLevel = new Array<number>(DUPLICATION_LEVELS.length).fill(0)
  const totalByLevel = new Array<number>(DUPLICATION_LEVELS.length).fill(0)
  let distinctTotal = 0
  let readTotal = 0
  for (const [copies, sequences] of sequencesByCopies) {
    const corrected = correctedCount(sample.readsWhenFull, sample.reads, copies, sequences)
    distinctTotal += corrected
    readTotal += corrected * copies
    let level = DUPLICATION_LEVELS.length - 1
    while (DUPLICATION_LEVELS[level] > copies) level--
    distinctByLevel[level] += corrected
    totalByLevel[level] += corrected * copies
  }
  const distinctFraction = readTotal > 0 ? distinctTotal / readTotal : 0
  const bounds = FASTQ_MODULE_THRESHOLDS.duplication
  const overBounds = FASTQ_MODULE_THRESHOLDS.overrepresented
  const decoder = new TextDecoder()
  const sequences = [...sample.entries()]
    .filter((entry) => entry.count / sample.reads > overBounds.warn.fractionAbove)
    .sort((a, b) => b.count - a.count)
    .map((entry) => ({
      sequence: decoder.decode(entry.bases),
      reads: entry.count,
      fraction: entry.count / sample.reads,
    }))
  const largest = sequences[0]?.fraction ?? 0
  return {
    duplication: {
      status: (distinctFraction < bounds.fail.distinctBelow
        ? 'fail'
        : distinctFraction < bounds.warn.distinctBelow
          ? 'warn'
          : 'pass') as ModuleStatus,
      thresholds: bounds,
      levels: DUPLICATION_LEVELS,
      distinctFractions: distinctByLevel.map((value) => value / distinctTotal),
      totalFractions: totalByLevel.map((value) => value / readTotal),
      distinctFraction,
      trackedSequences: sample.distinct,
      truncatedToPrefix: sample.truncated,
    },
    overrepresented: {
      status: statusAbove(largest, overBounds.warn.fractionAbove, overBounds.fail.fractionAbove),
      thresholds: overBounds,
      sequences,
    },
  }
}

/**
 * FastQC's `getCorrectedCount`: how many distinct sequences with `copies` copies there probably
 * were, given `observed` of them were seen among the first `readsWhenFull` of `reads` reads.
 */
function correctedCount(readsWhenFull: number, reads: number, copies: number, observed: number): number {
  if (readsWhenFull === reads || reads - observed < readsWhenFull) return observed
  let notSeen = 1
  const limitOfCaring = 1 - observed / (observed + 0.01)
  for (let i = 0; i < readsWhenFull; i++) {
    notSeen *= (reads - i - copies) / (reads - i)
    if (notSeen < limitOfCaring) {
      notSeen = 0
      break
    }
  }
  return observed / (1 - notSeen)
}

function adapterContent(starts: Float64Array, bins: number, reads: number) {
  const adapters = ADAPTERS.map(({ code, sequence }, a) => {
    let seen = 0
    const cumulativeFraction: number[] = []
    for (let bin = 0; bin < bins; bin++) {
      seen += starts[bin * ADAPTERS.length + a]
      cumulativeFraction.push(seen / reads)
    }
    return { code, sequence, cumulativeFraction }
  })
  const largest = Math.max(0, ...adapters.map((adapter) => adapter.cumulativeFraction.at(-1) ?? 0))
  const thresholds = FASTQ_MODULE_THRESHOLDS.adapterContent
  return {
    status: statusAbove(largest, thresholds.warn.fractionAbove, thresholds.fail.fractionAbove),
    thresholds,
    adapters,
  }
}

/** Reads until the input ends; gzip (told by its magic bytes, not the name) is uncompressed on the way. */
export async function fastqReport(
  input: AsyncIterable<Uint8Array>,
  options: FastqReportOptions = {},
): Promise<FastqReport> {
  const builder = new FastqReportBuilder({ source: options.source })
  const chunks = input[Symbol.asyncIterator]()
  // The first two bytes decide gzip or not; a first chunk may be shorter than that.
  const opening: Uint8Array[] = []
  let openingBytes = 0
  let done = false
  while (openingBytes < 2) {
    const next = await chunks.next()
    if (next.done) {
      done = true
      break
    }
    opening.push(next.value)
    openingBytes += next.value.length
  }
  const head = concatenated(opening, openingBytes)
  async function* rest(): AsyncGenerator<Uint8Array> {
    yield head
    if (done) return
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value
  }
  if (!isGzip(head)) {
    for await (const chunk of rest()) builder.add(chunk)
  } else {
    await pipeline(Readable.from(rest()), createGunzip(), async (unpacked: AsyncIterable<Uint8Array>) => {
      for await (const chunk of unpacked) builder.add(chunk)
    }).catch((error: unknown) => {
      if (error instanceof AnalysisInputError) throw error
      if ((error as { errno?: number }).errno !== undefined)
        throw new AnalysisInputError('sequence.gzipUnreadable', {}, { file: options.source })
      throw error
    })
  }
  return builder.finish(options.phred)
}

function concatenated(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]
  const joined = new Uint8Array(length)
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    at += part.length
  }
  return joined
}

/** The report of a FASTQ file on disk (gzip or not), read in 1 MiB chunks. */
export function fastqReportOfFile(path: string, options: { phred?: PhredChoice } = {}): Promise<FastqReport> {
  return fastqReport(createReadStream(path, { highWaterMark: 1 << 20 }), { ...options, source: path })
}

/** What a FASTQ worker is given. */
export interface FastqFileTask {
  readonly path: string
  readonly phred: PhredChoice
}

/** What a FASTQ worker answers: the report, or the problem with the file's content. */
export type FastqFileOutcome =
  | { readonly report: FastqReport }
  | { readonly problem: { code: InputProblemCode; params: ProblemParams; location: InputLocation } }

const FASTQ_WORKER = workerModuleBeside(import.meta.url, 'fastq-report-worker')

/**
 * The reports of several FASTQ files (the two files of a read pair, say), in the order given: each
 * file on its own worker thread, or one after another on this thread where workers cannot run.
 */
export async function fastqReportsOfFiles(
  paths: readonly string[],
  options: { phred?: PhredChoice } = {},
): Promise<FastqReport[]> {
  const phred = options.phred ?? 'auto'
  if (paths.length < 2) return Promise.all(paths.map((path) => fastqReportOfFile(path, { phred })))
  const outcomes = await inWorkersOrOnThisThread<FastqFileOutcome[] | Promise<FastqFileOutcome[]>>(
    FASTQ_WORKER,
    () =>
      runInWorkers<FastqFileTask, FastqFileOutcome>(
        FASTQ_WORKER,
        paths.map((path) => ({ path, phred })),
      ),
    () => Promise.all(paths.map(async (path) => ({ report: await fastqReportOfFile(path, { phred }) }))),
  )
  return outcomes.map((outcome) => {
    if ('report' in outcome) return outcome.report
    const { code, params, location } = outcome.problem
    throw new AnalysisInputError(code, params as never, location)
  })
}
