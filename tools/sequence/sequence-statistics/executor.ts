import type { ChartSpec } from '../../../core/charts/chart-spec'
import { baseComposition, summarizeSequenceSet } from '../../../analysis/sequence/statistics'
import { inLanguage, type Language } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { percent, readSequences, type TextField } from '../shared'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'

const SEQUENCE_FIELD: TextField = {
  key: 'sequence',
  label: '序列',
  labelEn: 'Sequences',
  maxLength: SEQUENCE_TEXT_LIMITS.general,
}
/** Beyond this many sequences one bar each is unreadable; the chart becomes a histogram of GC%. */
const MAX_BARS = 100
const BAR_COLOUR = '#4e79a7'

/** GC% of each sequence as bars, or their distribution in 1 %-wide bins when there are many. */
function gcChart(names: readonly string[], gcPercents: readonly number[], language: Language): ChartSpec {
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const gcAxis = { title: { display: true, text: 'GC (%)' } }
  if (names.length <= MAX_BARS) {
    const title = say('各序列的 GC 含量', 'GC content of each sequence')
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
        scales: { x: { title: { display: true, text: say('序列', 'Sequence') } }, y: { ...gcAxis, min: 0, max: 100 } },
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
  const title = say(`GC 含量分布（${names.length} 条序列）`, `GC content of ${names.length} sequences`)
  return {
    id: 'gc-content',
    title,
    type: 'bar',
    data: {
      labels: counts.map((_, i) => `${first + i}–${first + i + 1}`),
      datasets: [
        {
          label: say('序列数', 'Sequences'),
          data: counts,
          backgroundColor: BAR_COLOUR,
          barPercentage: 1,
          categoryPercentage: 1,
        },
      ],
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { display: false } },
      scales: { x: gcAxis, y: { title: { display: true, text: say('序列数', 'Sequences') }, beginAtZero: true } },
    },
    width: 800,
    height: 480,
  }
}

/** Per-sequence composition and GC% (EMBOSS geecee's rule) and the set's summary with N50. */
export const sequenceStatisticsExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const records = readSequences(input, SEQUENCE_FIELD, 'nucleotide')
  const compositions = records.map((record) => baseComposition(record.sequence))
  const gcPercents = compositions.map((composition) => percent(composition.gcCount / composition.length))
  const summary = summarizeSequenceSet(compositions)
  return {
    charts: [
      gcChart(
        records.map((record) => record.name),
        gcPercents,
        language,
      ),
    ],
    tables: [
      {
        id: 'sequences',
        title: say('各序列统计', 'Each sequence'),
        columns: [
          say('名称', 'Name'),
          say('长度', 'Length'),
          'A',
          'C',
          'G',
          'T/U',
          'N',
          say('其他简并碱基', 'Other ambiguity codes'),
          'GC (%)',
        ],
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
        title: say('汇总', 'Summary'),
        columns: [say('统计量', 'Statistic'), say('值', 'Value')],
        rows: [
          [say('序列数', 'Sequences'), summary.count],
          [say('总长度', 'Total length'), summary.totalLength],
          [say('最短', 'Shortest'), summary.minLength],
          [say('最长', 'Longest'), summary.maxLength],
          [say('平均长度', 'Mean length'), Number(summary.meanLength.toFixed(2))],
          ['N50', summary.n50],
          [say('总体 GC (%)', 'Overall GC (%)'), percent(summary.gcFraction)],
        ],
      },
    ],
    files: [],
    notes: [
      say(
        `${summary.count} 条序列，共 ${summary.totalLength.toLocaleString('en-US')} 个碱基，N50 = ${summary.n50.toLocaleString('en-US')}，总体 GC 含量 ${percent(summary.gcFraction)}%。`,
        `${summary.count} sequence(s), ${summary.totalLength.toLocaleString('en-US')} bases, N50 = ${summary.n50.toLocaleString('en-US')}, overall GC content ${percent(summary.gcFraction)}%.`,
      ),
    ],
  }
}
