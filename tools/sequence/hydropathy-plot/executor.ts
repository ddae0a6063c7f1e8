import { cRound } from '../../../analysis/sequence/c-format'
import { hydropathyProfile } from '../../../analysis/sequence/hydropathy'
import { proteinResidues } from '../../../analysis/sequence/protein-properties'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import type { MessageRef } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { MAX_PROFILES, profileChart } from '../profile-chart'
import { readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** pepwindow prints %f: six decimals. */
const round = (value: number) => cRound(value, 6)

/** EMBOSS pepwindow for each pasted protein: a hydropathy profile, its extremes and every point. */
export const hydropathyPlotExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'protein')
  const proteins = records.map((record) => {
    const residues = proteinResidues(record.sequence)
    return {
      name: record.name,
      length: residues.length,
      points: hydropathyProfile(residues, { window: params.window, normalize: params.normalize }),
    }
  })
  const plotted = proteins.filter((protein) => protein.points.length > 0)
  if (plotted.length === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noPoints({ window: params.window }))
  const notes: MessageRef[] = [text.note({ sequences: proteins.length, window: params.window })]
  const tooShort = proteins.filter((protein) => protein.points.length === 0)
  if (tooShort.length > 0)
    notes.push(text.tooShort({ names: tooShort.map((protein) => protein.name).join(', '), window: params.window }))
  if (plotted.length > MAX_PROFILES) notes.push(text.onlyFirst({ shown: MAX_PROFILES, sequences: plotted.length }))
  const title = params.normalize
    ? text.chartNormalized({ window: params.window })
    : text.chart({ window: params.window })
  const extreme = (points: readonly { position: number; hydropathy: number }[], sign: 1 | -1) =>
    points.reduce((best, point) => (sign * point.hydropathy > sign * best.hydropathy ? point : best))
  return {
    charts: [
      profileChart({
        id: 'hydropathy',
        title,
        xTitle: text.position(),
        yTitle: text.hydropathy(),
        profiles: plotted.map((protein) => ({
          label: protein.name,
          points: protein.points.map((point) => ({ x: point.position, y: round(point.hydropathy) })),
        })),
        references: params.normalize
          ? [{ label: text.zero(), y: 0 }]
          : [
              { label: text.zero(), y: 0 },
              { label: text.membrane(), y: 1.6 },
            ],
      }),
    ],
    tables: [
      {
        id: 'summary',
        title: text.summary(),
        columns: [
          sequenceText.name(),
          sequenceText.length(),
          text.windows(),
          text.highest(),
          text.highestAt(),
          text.lowest(),
          text.lowestAt(),
        ],
        rows: plotted.map((protein) => {
          const highest = extreme(protein.points, 1)
          const lowest = extreme(protein.points, -1)
          return [
            protein.name,
            protein.length,
            protein.points.length,
            round(highest.hydropathy),
            highest.position,
            round(lowest.hydropathy),
            lowest.position,
          ]
        }),
      },
      {
        id: 'points',
        title: text.points(),
        columns: [sequenceText.name(), text.position(), text.hydropathy()],
        rows: plotted.flatMap((protein) =>
          protein.points.map((point) => [protein.name, point.position, round(point.hydropathy)]),
        ),
      },
    ],
    files: [
      {
        name: 'hydropathy.tsv',
        contentType: 'text/tab-separated-values',
        content: [
          'sequence\tposition\thydropathy',
          ...plotted.flatMap((protein) =>
            protein.points.map((point) => `${protein.name}\t${point.position}\t${round(point.hydropathy).toFixed(6)}`),
          ),
          '',
        ].join('\n'),
      },
    ],
    notes,
  }
}
