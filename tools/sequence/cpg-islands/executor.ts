import { cFixed, cRound } from '../../../analysis/sequence/c-format'
import { cpgIslands, cpgplotReport } from '../../../analysis/sequence/cpg-islands'
import type { MessageRef } from '../../../core/result-text'
import type { ToolExecutor } from '../../kit/types'
import { MAX_PROFILES, profileChart } from '../profile-chart'
import { readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** EMBOSS cpgplot for each pasted sequence: obs/exp CpG and %C+G along it, and its CpG islands. */
export const cpgIslandsExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const options = {
    window: params.window,
    minLength: params.minLength,
    minObservedExpected: params.minObservedExpected,
    minPercent: params.minPercent,
  }
  const profiles = records.map((record) => ({
    name: record.name,
    length: record.sequence.length,
    profile: cpgIslands(record.sequence, options),
  }))
  const plotted = profiles.filter((entry) => entry.profile.last >= entry.profile.first)
  const islandCount = profiles.reduce((sum, entry) => sum + entry.profile.islands.length, 0)
  const notes: MessageRef[] = [
    text.note({
      sequences: records.length,
      islands: islandCount,
      ratio: params.minObservedExpected,
      percent: params.minPercent,
      length: params.minLength,
    }),
  ]
  const tooShort = profiles.filter((entry) => entry.profile.last < entry.profile.first)
  if (tooShort.length > 0)
    notes.push(text.tooShort({ window: params.window, names: tooShort.map((entry) => entry.name).join(', ') }))
  if (plotted.length > MAX_PROFILES) notes.push(text.onlyFirst({ shown: MAX_PROFILES, sequences: plotted.length }))
  const points = (values: Float32Array, first: number, last: number, digits: number) => {
    const out: { x: number; y: number }[] = []
    for (let i = first; i <= last; i++) out.push({ x: i + 1, y: cRound(values[i], digits) })
    return out
  }
  const chart = (id: string, which: 'observedExpected' | 'percent') =>
    profileChart({
      id,
      title:
        which === 'observedExpected'
          ? text.ratioChart({ window: params.window })
          : text.percentChart({ window: params.window }),
      xTitle: text.position(),
      yTitle: which === 'observedExpected' ? text.ratio() : text.percent(),
      profiles: plotted.map((entry) => ({
        label: entry.name,
        points: points(entry.profile[which], entry.profile.first, entry.profile.last, which === 'percent' ? 2 : 4),
      })),
      references: [
        { label: text.threshold(), y: which === 'observedExpected' ? params.minObservedExpected : params.minPercent },
      ],
    })
  const tsv = ['sequence\tposition\tobserved_expected\tpercent_cg\tisland']
  for (const entry of plotted)
    for (let i = entry.profile.first; i <= entry.profile.last; i++)
      tsv.push(
        [
          entry.name,
          i + 1,
          cFixed(entry.profile.observedExpected[i], 6),
          cFixed(entry.profile.percent[i], 6),
          entry.profile.island[i],
        ].join('\t'),
      )
  return {
    charts: plotted.length > 0 ? [chart('ratio', 'observedExpected'), chart('percent', 'percent')] : [],
    tables: [
      {
        id: 'islands',
        title: text.islands(),
        columns: [text.sequence(), text.start(), text.end(), text.length()],
        rows: profiles.flatMap((entry) =>
          entry.profile.islands.map((island) => [entry.name, island.start, island.end, island.length]),
        ),
      },
    ],
    files: [
      {
        name: 'cpgplot.txt',
        contentType: 'text/plain',
        content: profiles.map((entry) => cpgplotReport(entry.name, entry.length, entry.profile, options)).join(''),
      },
      { name: 'cpgplot.tsv', contentType: 'text/tab-separated-values', content: tsv.join('\n') + '\n' },
    ],
    notes,
  }
}
