import { cRound } from '../../../analysis/sequence/c-format'
import { meltingProfile } from '../../../analysis/sequence/melting'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { MAX_PROFILES, profileChart } from '../profile-chart'
import { readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** dan prints Tm and %GC with one decimal, ΔG, ΔH and ΔS with three. */
const one = (value: number) => cRound(value, 1)
const three = (value: number) => cRound(value, 3)

/** EMBOSS dan for each pasted sequence: Tm, %GC and ΔG/ΔH/ΔS per window (or of the whole oligo). */
export const oligoMeltingExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const melted = records.map((record) => {
    const window = params.whole ? record.sequence.length : params.window
    const windows = meltingProfile(record.sequence, {
      window,
      shift: params.whole ? 1 : params.shift,
      dnaConcentration: params.dnaConcentration,
      saltConcentration: params.saltConcentration,
      rna: params.rna,
      temperature: params.temperature,
    })
    return { name: record.name, windows }
  })
  const plotted = melted.filter((sequence) => sequence.windows.length > 0)
  if (plotted.length === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noWindows({ window: params.window }))
  const count = plotted.reduce((sum, sequence) => sum + sequence.windows.length, 0)
  const notes: MessageRef[] = [
    (params.rna ? text.noteRna : text.noteDna)({
      sequences: records.length,
      windows: count,
      dna: params.dnaConcentration,
      salt: params.saltConcentration,
      temperature: params.temperature,
    }),
  ]
  const skipped = melted.filter((sequence) => sequence.windows.length === 0)
  if (skipped.length > 0)
    notes.push(text.tooShort({ window: params.window, names: skipped.map((sequence) => sequence.name).join(', ') }))
  const profiles = plotted.filter((sequence) => sequence.windows.length > 1)
  const rows = plotted.flatMap((sequence) =>
    sequence.windows.map((w) => [
      sequence.name,
      w.start,
      w.end,
      one(w.tm),
      one(w.gc),
      three(w.deltaG),
      three(w.deltaH),
      three(w.deltaS),
      w.bases,
    ]),
  )
  return {
    charts:
      profiles.length > 0
        ? [
            profileChart({
              id: 'tm',
              title: text.chart({ window: params.window }),
              xTitle: text.position(),
              yTitle: text.tm(),
              profiles: profiles.slice(0, MAX_PROFILES).map((sequence) => ({
                label: sequence.name,
                points: sequence.windows.map((w) => ({ x: (w.start + w.end) / 2, y: one(w.tm) })),
              })),
            }),
          ]
        : [],
    tables: [
      {
        id: 'windows',
        title: text.windows(),
        columns: [
          text.sequence(),
          text.start(),
          text.end(),
          text.tm(),
          text.gc(),
          text.deltaG(),
          text.deltaH(),
          text.deltaS(),
          text.bases(),
        ],
        rows,
      },
    ],
    files: [
      {
        name: 'dan.tsv',
        contentType: 'text/tab-separated-values',
        content: [
          'sequence\tstart\tend\ttm\tgc\tdelta_g\tdelta_h\tdelta_s\tbases',
          ...rows.map((row) => row.join('\t')),
          '',
        ].join('\n'),
      },
    ],
    notes,
  }
}
