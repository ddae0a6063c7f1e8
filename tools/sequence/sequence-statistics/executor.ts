import type { ChartSpec } from '../../../core/charts/chart-spec'
import { baseComposition, summarizeSequenceSet } from '../../../analysis/sequence/statistics'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { percent, readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'
/** Beyond this many sequences one bar each is unreadable; the chart becomes a histogram of GC%. */
const MAX_BARS = 100
const BAR_COLOUR = '#4e79a7'

/** GC% of each sequence as bars, or their distribution in 1 %-wide bins when there are many. */
function gcChart(names: readonly string[], gcPercents: readonly number[]): ChartSpec {
  const gcAxis = { title: { display: true, text: 'GC (%)' } }
  if (names.length <= MAX_BARS) {
    const title = text.gcOfEach()
    return {
      id: 'gc-content',
      title,
      type: 'bar',
      data: {
        labels: [...names],
        datasets: [{ label: 'GC (%)', data: [...gcPercents], backgroundColor: BAR_COLOUR, maxBarThickness: 48 }],
      },
      options: {
        plugins: { title: { display: true, text: title }, legend: { display: false } },
        scales: {
          x: { title: { display: true, text: sequenceText.sequenceColumn() } },
          y: { ...gcAxis, min: 0, max: 100 },
        },
      },
      width: 800,
      height: 480,
    }
  }
  // 100 % falls into the last bin, 99–100.
  const last = Math.min(99, Math.floor(gcPercents.reduce((max, value) => Math.max(max, value), 0)))
  const first = Math.min(last, Math.floor(gcPercents.reduce((min, value) => Math.min(min, value), 100)))
  const counts = new Array<number>(last - first + 1).fill(0)
  for (const value of gcPercents) counts[Math.min(last, Math.floor(value)) - first]++
  const title = text.gcDistribution({ sequences: names.length })
  return {
    id: 'gc-content',
    title,
    type: 'bar',
    data: {
      labels: counts.map((_, i) => `${first + i}–${first + i + 1}`),
      datasets: [
        {
          label: sequenceText.sequences(),
          data: counts,
          backgroundColor: BAR_COLOUR,
          barPercentage: 1,
          categoryPercentage: 1,
        },
      ],
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { display: false } },
      scales: { x: gcAxis, y: { title: { display: true, text: sequenceText.sequences() }, beginAtZero: true } },
    },
    width: 800,
    height: 480,
  }
}

/** Per-sequence composition and GC% (EMBOSS geecee's rule) and the set's summary with N50. */
export const sequenceStatisticsExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const compositions = records.map((record) => baseComposition(record.sequence))
  const gcPercents = compositions.map((composition) => percent(composition.gcCount / composition.length))
  const summary = summarizeSequenceSet(compositions)
  const ambiguous = {
    n: compositions.reduce((sum, composition) => sum + composition.n, 0),
    other: compositions.reduce((sum, composition) => sum + composition.ambiguous, 0),
  }
  return {
    charts: [
      gcChart(
        records.map((record) => record.name),
        gcPercents,
      ),
    ],
    tables: [
      {
        id: 'sequences',
        title: text.eachSequence(),
        columns: [sequenceText.name(), sequenceText.length(), 'A', 'C', 'G', 'T/U', 'N', text.otherCodes(), 'GC (%)'],
        rows: records.map((record, i) => {
          const composition = compositions[i]
          return [
            record.name,
            composition.length,
            composition.a,
            composition.c,
            composition.g,
            composition.t,
            composition.n,
            composition.ambiguous,
            gcPercents[i],
          ]
        }),
      },
      {
        id: 'summary',
        title: text.summary(),
        columns: [sequenceText.statistic(), sequenceText.value()],
        rows: [
          [sequenceText.sequences(), summary.count],
          [text.totalLength(), summary.totalLength],
          [text.shortest(), summary.minLength],
          [text.longest(), summary.maxLength],
          [text.meanLength(), Number(summary.meanLength.toFixed(2))],
          ['N50', summary.n50],
          [text.overallGc(), percent(summary.gcFraction)],
        ],
      },
    ],
    files: [],
    notes: [
      text.note({
        sequences: summary.count,
        bases: summary.totalLength.toLocaleString('en-US'),
        n50: summary.n50.toLocaleString('en-US'),
        gc: percent(summary.gcFraction),
      }),
      // The GC convention is stated with every result: N counting as half a G/C surprises readers who expect it ignored.
      text.gcConvention(),
      ...(ambiguous.n + ambiguous.other > 0 ? [text.gcConventionWithN(ambiguous)] : []),
    ],
  }
}
