import { cRound } from '../../../analysis/sequence/c-format'
import { chargeText, iepText } from '../../../analysis/sequence/emboss-text'
import {
  chargeCurve,
  ionisableCounts,
  isoelectricPoint,
  proteinResidues,
  windowCharge,
} from '../../../analysis/sequence/protein-properties'
import type { MessageRef } from '../../../core/result-text'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { MAX_PROFILES, profileChart } from '../profile-chart'
import { readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** EMBOSS iep (pI and charge curve) and charge (window charge) for each pasted protein. */
export const isoelectricPointExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'protein')
  const proteins = records.map((record) => {
    const residues = proteinResidues(record.sequence)
    return {
      name: record.name,
      residues,
      pI: isoelectricPoint(ionisableCounts(residues, params.termini)),
      curve: chargeCurve(residues, { step: params.step, termini: params.termini }),
      windows: windowCharge(residues, params.window),
    }
  })
  const withWindows = proteins.filter((protein) => protein.windows.length > 0)
  const notes: MessageRef[] = [text.note({ sequences: proteins.length })]
  const tooShort = proteins.filter((protein) => protein.windows.length === 0)
  if (tooShort.length > 0)
    notes.push(text.tooShort({ names: tooShort.map((protein) => protein.name).join(', '), window: params.window }))
  if (withWindows.length > MAX_PROFILES)
    notes.push(text.onlyFirst({ shown: MAX_PROFILES, sequences: withWindows.length }))
  const charts = [
    profileChart({
      id: 'charge-curve',
      title: text.curveChart(),
      xTitle: 'pH',
      yTitle: text.charge(),
      profiles: proteins.map((protein) => ({
        label: protein.name,
        points: protein.curve.map((point) => ({ x: cRound(point.pH, 2), y: cRound(point.charge, 2) })),
      })),
      references: [{ label: text.zero(), y: 0 }],
      xMin: 1,
      xMax: 14,
    }),
  ]
  if (withWindows.length > 0)
    charts.push(
      profileChart({
        id: 'window-charge',
        title:
          withWindows.length === 1
            ? text.windowChart({ name: withWindows[0].name, window: params.window })
            : text.windowChart({
                name: withWindows
                  .map((protein) => protein.name)
                  .slice(0, MAX_PROFILES)
                  .join(', '),
                window: params.window,
              }),
        xTitle: text.position(),
        yTitle: text.meanCharge(),
        profiles: withWindows.map((protein) => ({
          label: protein.name,
          points: protein.windows.map((point) => ({ x: point.position, y: cRound(point.charge, 3) })),
        })),
      }),
    )
  return {
    charts,
    tables: [
      {
        id: 'isoelectric-points',
        title: text.points(),
        columns: [sequenceText.name(), sequenceText.length(), text.isoelectricPoint()],
        rows: proteins.map((protein) => [
          protein.name,
          protein.residues.length,
          protein.pI === null ? text.none() : cRound(protein.pI, 4),
        ]),
      },
      {
        id: 'charge-curve',
        title: text.curve(),
        columns: [sequenceText.name(), 'pH', text.bound(), text.charge()],
        rows: proteins.flatMap((protein) =>
          protein.curve.map((point) => [
            protein.name,
            cRound(point.pH, 2),
            cRound(point.bound, 2),
            cRound(point.charge, 2),
          ]),
        ),
      },
    ],
    files: [
      {
        name: 'iep.txt',
        contentType: 'text/plain',
        content: proteins
          .map((protein) => iepText(protein.name, protein.residues.length, protein.pI, protein.curve))
          .join(''),
      },
      {
        name: 'charge.txt',
        contentType: 'text/plain',
        content: proteins
          .map((protein) => chargeText(protein.name, protein.residues.length, params.window, protein.windows))
          .join(''),
      },
    ],
    notes,
  }
}
