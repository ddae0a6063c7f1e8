import {
  type ADAPTERS,
  DUPLICATION_FULL_LENGTH_LIMIT,
  DUPLICATION_LEVELS,
  DUPLICATION_PREFIX,
  FASTQ_MODULE_THRESHOLDS,
  fastqReport,
  type FastqReport,
  type ModuleStatus,
  type PhredChoice,
} from '../../../analysis/sequence/fastq-report'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { axisOptions, paletteColour, plainTitleOptions, withAlpha } from '../../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { text } from './messages'
import { parameters } from './parameters'

export const READS_1_KEY = 'fastq_r1'
export const READS_2_KEY = 'fastq_r2'

/** How much of an upload the report reads at a time: the gunzipped text never exists whole. */
const CHUNK_BYTES = 1 << 20

interface ReadFile {
  /** R1 or R2: `tag` tells their charts' ids apart, `read` names them in tables and charts. */
  tag: 'r1' | 'r2'
  read: MessageRef
  fileName: string
  report: FastqReport
}

async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.byteLength; start += CHUNK_BYTES) yield bytes.subarray(start, start + CHUNK_BYTES)
}

function phredChoice(value: string): PhredChoice {
  return value === '33' ? 33 : value === '64' ? 64 : 'auto'
}

/** A share (0..1) as a percentage with two decimals. */
function percent(fraction: number): number {
  return Number((fraction * 100).toFixed(2))
}

function rounded(value: number, decimals = 2): number {
  return Number(value.toFixed(decimals))
}

/**
 * FastQC's quality report of one FASTQ file or a read pair (R1 and R2 side by side): the summary
 * the project QC dashboard reads, the module flags with their thresholds, and the module charts.
 */
export const fastqQcExecutor: ToolExecutor = async (input) => {
  const params = parameters.parse(input)
  const phred = phredChoice(params.phred)
  const given = [
    { tag: 'r1', read: text.r1(), file: input.files[READS_1_KEY] },
    { tag: 'r2', read: text.r2(), file: input.files[READS_2_KEY] },
  ] as const
  if (!given[0].file) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.uploadReads())
  const files: ReadFile[] = []
  // One file after the other: this already runs on an executor thread, and the pool runs other tasks beside it.
  for (const { tag, read, file } of given) {
    if (!file) continue
    const report = await fastqReport(chunksOf(file.bytes), { phred, source: file.fileName })
    files.push({ tag, read, fileName: file.fileName, report })
  }
  return {
    charts: [
      ...files.map(perBaseQualityChart),
      perSequenceQualityChart(files),
      ...files.map(perBaseContentChart),
      ...files.map(gcChart),
      lengthChart(files),
      ...files.map(duplicationChart),
      ...files.map(adapterChart),
    ],
    tables: [summaryTable(files, phred), modulesTable(files), overrepresentedTable(files)],
    files: [],
    notes: files.flatMap((file) => notesOf(file, phred)),
  }
}

function fileHeader(file: ReadFile): MessageRef {
  return text.fileColumn({ read: file.read, file: file.fileName })
}

function encodingOf(file: ReadFile, phred: PhredChoice): MessageRef {
  const { phredOffset, offsetDetected } = file.report.summary
  if (phred !== 'auto') return text.encodingChosen({ offset: phredOffset })
  return offsetDetected === 'ambiguous'
    ? text.encodingAmbiguous({ offset: phredOffset })
    : text.encodingDetected({ offset: phredOffset })
}

function summaryTable(files: ReadFile[], phred: PhredChoice): ResultTable {
  const row = (label: MessageRef, value: (file: ReadFile) => number | MessageRef) => [label, ...files.map(value)]
  const summary = (file: ReadFile) => file.report.summary
  return {
    id: 'summary',
    title: text.summaryTitle(),
    columns: [text.statistic(), ...files.map(fileHeader)],
    rows: [
      row(text.reads(), (file) => summary(file).reads),
      row(text.bases(), (file) => summary(file).bases),
      row(text.minLength(), (file) => summary(file).minLength),
      row(text.maxLength(), (file) => summary(file).maxLength),
      row(text.meanLength(), (file) => rounded(summary(file).meanLength)),
      row(text.q20(), (file) => percent(summary(file).q20Fraction)),
      row(text.q30(), (file) => percent(summary(file).q30Fraction)),
      row(text.meanPhred(), (file) => rounded(summary(file).meanPhred)),
      row(text.gc(), (file) => percent(summary(file).gcFraction)),
      row(text.nBases(), (file) => summary(file).nBases),
      row(text.encoding(), (file) => encodingOf(file, phred)),
    ],
  }
}

const MODULES = [
  'perBaseQuality',
  'perSequenceQuality',
  'perBaseContent',
  'perBaseN',
  'gcContent',
  'lengthDistribution',
  'duplication',
  'overrepresented',
  'adapterContent',
] as const

/** Each module's thresholds in words, from the numbers the library decides with. */
function ruleOf(module: (typeof MODULES)[number]): MessageRef {
  const t = FASTQ_MODULE_THRESHOLDS
  const pct = (fraction: number) => rounded(fraction * 100, 2)
  switch (module) {
    case 'perBaseQuality':
      return text.perBaseQualityRule({
        warnQuartile: t.perBaseQuality.warn.lowerQuartileBelow,
        warnMedian: t.perBaseQuality.warn.medianBelow,
        failQuartile: t.perBaseQuality.fail.lowerQuartileBelow,
        failMedian: t.perBaseQuality.fail.medianBelow,
      })
    case 'perSequenceQuality':
      return text.perSequenceQualityRule({
        warn: t.perSequenceQuality.warn.modeAtOrBelow,
        fail: t.perSequenceQuality.fail.modeAtOrBelow,
      })
    case 'perBaseContent':
      return text.perBaseContentRule({
        warn: pct(t.perBaseContent.warn.differenceAbove),
        fail: pct(t.perBaseContent.fail.differenceAbove),
      })
    case 'perBaseN':
      return text.perBaseNRule({ warn: pct(t.perBaseN.warn.fractionAbove), fail: pct(t.perBaseN.fail.fractionAbove) })
    case 'gcContent':
      return text.gcContentRule({
        warn: pct(t.gcContent.warn.deviationAbove),
        fail: pct(t.gcContent.fail.deviationAbove),
      })
    case 'lengthDistribution':
      return text.lengthDistributionRule()
    case 'duplication':
      return text.duplicationRule({
        warn: pct(t.duplication.warn.distinctBelow),
        fail: pct(t.duplication.fail.distinctBelow),
      })
    case 'overrepresented':
      return text.overrepresentedRule({
        warn: pct(t.overrepresented.warn.fractionAbove),
        fail: pct(t.overrepresented.fail.fractionAbove),
      })
    case 'adapterContent':
      return text.adapterContentRule({
        warn: pct(t.adapterContent.warn.fractionAbove),
        fail: pct(t.adapterContent.fail.fractionAbove),
      })
  }
}

function statusWord(status: ModuleStatus): MessageRef {
  return status === 'pass' ? text.pass() : status === 'warn' ? text.warn() : text.fail()
}

function modulesTable(files: ReadFile[]): ResultTable {
  return {
    id: 'modules',
    title: text.modulesTitle(),
    columns: [text.module(), ...files.map(fileHeader), text.thresholds()],
    rows: MODULES.map((module) => [
      text[module](),
      ...files.map((file) => statusWord(file.report[module].status)),
      ruleOf(module),
    ]),
  }
}

function overrepresentedTable(files: ReadFile[]): ResultTable {
  return {
    id: 'overrepresented',
    title: text.overrepresentedTitle(),
    columns: [text.read(), text.sequence(), text.readCount(), text.percentOfReads()],
    rows: files.flatMap((file) =>
      file.report.overrepresented.sequences.map(({ sequence, reads, fraction }) => [
        file.read,
        sequence,
        reads,
        percent(fraction),
      ]),
    ),
  }
}

function notesOf(file: ReadFile, phred: PhredChoice): MessageRef[] {
  const { summary, duplication, overrepresented } = file.report
  const notes: MessageRef[] = []
  if (phred === 'auto' && summary.offsetDetected === 'ambiguous')
    notes.push(text.ambiguousNote({ file: file.fileName }))
  if (phred !== 'auto' && summary.offsetDetected !== 'ambiguous' && Number(summary.offsetDetected) !== phred)
    notes.push(text.offsetDisagrees({ file: file.fileName, chosen: phred, detected: summary.offsetDetected }))
  notes.push(
    text.duplicationNote({
      file: file.fileName,
      distinct: percent(duplication.distinctFraction),
      tracked: duplication.trackedSequences,
    }),
  )
  if (duplication.truncatedToPrefix)
    notes.push(
      text.duplicationPrefixNote({
        file: file.fileName,
        limit: DUPLICATION_FULL_LENGTH_LIMIT,
        prefix: DUPLICATION_PREFIX,
      }),
    )
  if (overrepresented.sequences.length === 0)
    notes.push(text.noneOverrepresented({ warn: percent(FASTQ_MODULE_THRESHOLDS.overrepresented.warn.fractionAbove) }))
  return notes
}

// ---------------------------------------------------------------------------------------------
// Charts
// ---------------------------------------------------------------------------------------------

function positionLabels(report: FastqReport): string[] {
  const { first, last } = report.positions
  return first.map((start, bin) => (start === last[bin] ? String(start) : `${start}-${last[bin]}`))
}

function lineChart(
  id: string,
  title: MessageRef,
  labels: (string | number)[],
  datasets: Record<string, unknown>[],
  axes: { x: MessageRef; y: MessageRef; yMax?: number },
): ChartSpec {
  return {
    id,
    title,
    type: 'line',
    data: { labels, datasets: datasets.map((dataset) => ({ pointRadius: 0, borderWidth: 1.5, ...dataset })) },
    options: {
      plugins: plainTitleOptions(title),
      scales: {
        x: axisOptions(axes.x, { ticks: { maxTicksLimit: 20 } }),
        y: axisOptions(axes.y, { beginAtZero: true, ...(axes.yMax === undefined ? {} : { max: axes.yMax }) }),
      },
    },
    width: 900,
    height: 440,
  }
}

/** An id that tells R1's chart from R2's. */
function chartId(name: string, file: ReadFile, files: number): string {
  return files > 1 ? `${name}-${file.tag}` : name
}

function perBaseQualityChart(file: ReadFile, _index: number, files: ReadFile[]): ChartSpec {
  const quality = file.report.perBaseQuality
  const title = text.perBaseQualityTitle({ file: file.fileName })
  return {
    id: chartId('per-base-quality', file, files.length),
    title,
    type: 'boxplot',
    data: {
      labels: positionLabels(file.report),
      datasets: [
        {
          label: text.qualityBox(),
          data: quality.median.map((median, bin) => ({
            min: quality.percentile10[bin],
            whiskerMin: quality.percentile10[bin],
            q1: quality.lowerQuartile[bin],
            median,
            q3: quality.upperQuartile[bin],
            whiskerMax: quality.percentile90[bin],
            max: quality.percentile90[bin],
            mean: rounded(quality.mean[bin]),
            outliers: [],
            items: [],
          })),
          backgroundColor: withAlpha('#f2c94c', 0.7),
          borderColor: '#7a6220',
          borderWidth: 1,
          medianColor: '#c0392b',
          meanRadius: 0,
          itemRadius: 0,
          outlierRadius: 0,
        },
      ],
    },
    options: {
      plugins: { ...plainTitleOptions(title), legend: { display: false } },
      scales: {
        x: axisOptions(text.position(), { ticks: { maxTicksLimit: 25 } }),
        y: axisOptions(text.phredQuality(), { min: 0, suggestedMax: 40 }),
      },
    },
    width: 1000,
    height: 460,
  }
}

function perSequenceQualityChart(files: ReadFile[]): ChartSpec {
  const longest = Math.max(...files.map((file) => file.report.perSequenceQuality.reads.length))
  return lineChart(
    'per-sequence-quality',
    text.perSequenceQualityTitle(),
    Array.from({ length: longest }, (_, score) => score),
    files.map((file, index) => ({
      label: fileHeader(file),
      data: Array.from({ length: longest }, (_, score) => file.report.perSequenceQuality.reads[score] ?? 0),
      borderColor: paletteColour(index),
    })),
    { x: text.meanReadQuality(), y: text.readCount() },
  )
}

const BASE_COLOURS = { A: '#2e7d32', C: '#1565c0', G: '#212121', T: '#c62828', N: '#9e9e9e' } as const

function perBaseContentChart(file: ReadFile, _index: number, files: ReadFile[]): ChartSpec {
  const content = file.report.perBaseContent
  const series = { A: content.a, C: content.c, G: content.g, T: content.t, N: content.n }
  return lineChart(
    chartId('per-base-content', file, files.length),
    text.perBaseContentTitle({ file: file.fileName }),
    positionLabels(file.report),
    Object.entries(series).map(([base, shares]) => ({
      label: base,
      data: shares.map(percent),
      borderColor: BASE_COLOURS[base as keyof typeof BASE_COLOURS],
    })),
    { x: text.position(), y: text.basePercent(), yMax: 100 },
  )
}

function gcChart(file: ReadFile, _index: number, files: ReadFile[]): ChartSpec {
  const gc = file.report.gcContent
  return lineChart(
    chartId('gc-content', file, files.length),
    text.gcTitle({ file: file.fileName }),
    gc.observed.map((_, percentage) => percentage),
    [
      { label: text.gcObserved(), data: gc.observed, borderColor: '#c62828' },
      { label: text.gcTheoretical(), data: gc.theoretical.map((value) => rounded(value)), borderColor: '#1565c0' },
    ],
    { x: text.gcPercent(), y: text.readCount() },
  )
}

function lengthChart(files: ReadFile[]): ChartSpec {
  const lengths = [...new Set(files.flatMap((file) => file.report.lengthDistribution.lengths))].sort((a, b) => a - b)
  const title = text.lengthTitle()
  return {
    id: 'length-distribution',
    title,
    type: 'bar',
    data: {
      labels: lengths,
      datasets: files.map((file, index) => {
        const { lengths: own, reads } = file.report.lengthDistribution
        const byLength = new Map(own.map((length, at) => [length, reads[at]]))
        return {
          label: fileHeader(file),
          data: lengths.map((length) => byLength.get(length) ?? 0),
          backgroundColor: withAlpha(paletteColour(index), 0.75),
        }
      }),
    },
    options: {
      plugins: plainTitleOptions(title),
      scales: { x: axisOptions(text.readLength()), y: axisOptions(text.readCount(), { beginAtZero: true }) },
    },
    width: 900,
    height: 440,
  }
}

function duplicationChart(file: ReadFile, _index: number, files: ReadFile[]): ChartSpec {
  const duplication = file.report.duplication
  const labels = DUPLICATION_LEVELS.map((level, at) => {
    const next = DUPLICATION_LEVELS[at + 1]
    if (level < 10) return String(level)
    return next === undefined ? `>${level}` : `${level}-${next - 1}`
  })
  return lineChart(
    chartId('duplication', file, files.length),
    text.duplicationTitle({ file: file.fileName }),
    labels,
    [
      { label: text.distinctSequences(), data: duplication.distinctFractions.map(percent), borderColor: '#c62828' },
      { label: text.allReads(), data: duplication.totalFractions.map(percent), borderColor: '#1565c0' },
    ],
    { x: text.duplicationLevel(), y: text.percentOfSequences(), yMax: 100 },
  )
}

function adapterChart(file: ReadFile, _index: number, files: ReadFile[]): ChartSpec {
  return lineChart(
    chartId('adapter-content', file, files.length),
    text.adapterTitle({ file: file.fileName }),
    positionLabels(file.report),
    file.report.adapterContent.adapters.map((adapter, index) => ({
      label: text[adapter.code as (typeof ADAPTERS)[number]['code']](),
      data: adapter.cumulativeFraction.map(percent),
      borderColor: paletteColour(index),
    })),
    { x: text.position(), y: text.adapterPercent(), yMax: 100 },
  )
}
