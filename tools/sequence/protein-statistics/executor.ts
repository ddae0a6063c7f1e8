import type { ChartSpec } from '../../../core/charts/chart-spec'
import { cRound } from '../../../analysis/sequence/c-format'
import { pepstatsText } from '../../../analysis/sequence/emboss-text'
import { proteinStatistics, type ProteinStatistics } from '../../../analysis/sequence/protein-properties'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** More proteins than this in one grouped bar chart cannot be told apart. */
const MAX_CHART_SEQUENCES = 8
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7']
const STANDARD = 'ACDEFGHIKLMNPQRSTVWY'

function compositionChart(names: readonly string[], all: readonly ProteinStatistics[]): ChartSpec {
  const shown = all.slice(0, MAX_CHART_SEQUENCES)
  // The 20 standard residues, and any other letter a shown protein holds.
  const letters = all[0].composition
    .map((row) => row.letter)
    .filter((letter, i) => STANDARD.includes(letter) || shown.some((stats) => stats.composition[i].count > 0))
  const title =
    all.length > shown.length ? text.chartFirst({ shown: shown.length, sequences: all.length }) : text.chartTitle()
  return {
    id: 'composition',
    title,
    type: 'bar',
    data: {
      labels: letters,
      datasets: shown.map((stats, i) => ({
        label: names[i],
        data: letters.map((letter) =>
          cRound(stats.composition.find((row) => row.letter === letter)?.molePercent ?? 0, 3),
        ),
        backgroundColor: PALETTE[i % PALETTE.length],
      })),
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { display: shown.length > 1 } },
      scales: {
        x: { title: { display: true, text: text.residue() } },
        y: { title: { display: true, text: text.molePercent() }, beginAtZero: true },
      },
    },
    width: 900,
    height: 480,
  }
}

/** EMBOSS pepstats for each pasted protein: its summary, its composition and its residue classes. */
export const proteinStatisticsExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'protein')
  const options = { termini: params.termini, mono: params.mono }
  const all = records.map((record) => proteinStatistics(record.sequence, options))
  const names = records.map((record) => record.name)
  return {
    charts: [compositionChart(names, all)],
    tables: [
      {
        id: 'summary',
        title: text.summary(),
        columns: [
          sequenceText.name(),
          text.residues(),
          text.molecularWeight(),
          text.averageResidueWeight(),
          text.charge(),
          text.isoelectricPoint(),
          text.extinctionReduced(),
          text.extinctionCystines(),
          text.absorbanceReduced(),
          text.absorbanceCystines(),
          text.inclusionVerdict(),
          text.inclusionValue(),
        ],
        rows: all.map((stats, i) => [
          names[i],
          stats.length,
          cRound(stats.molecularWeight, 2),
          cRound(stats.averageResidueWeight, 3),
          cRound(stats.charge, 1),
          stats.isoelectricPoint === null ? text.none() : cRound(stats.isoelectricPoint, 4),
          Math.trunc(stats.extinctionReduced),
          Math.trunc(stats.extinctionCystines),
          cRound(stats.absorbanceReduced, 3),
          cRound(stats.absorbanceCystines, 3),
          stats.insoluble ? text.improbable() : text.probable(),
          cRound(stats.inclusionProbability, 3),
        ]),
      },
      {
        id: 'composition',
        title: text.composition(),
        columns: [
          sequenceText.name(),
          text.residue(),
          text.threeLetter(),
          text.number(),
          text.molePercent(),
          text.dayhoffStat(),
        ],
        rows: all.flatMap((stats, i) =>
          stats.composition.map((row) => [
            names[i],
            row.letter,
            row.three,
            row.count,
            cRound(row.molePercent, 3),
            cRound(row.dayhoff, 3),
          ]),
        ),
      },
      {
        id: 'classes',
        title: text.classes(),
        columns: [sequenceText.name(), text.property(), text.members(), text.number(), text.molePercent()],
        rows: all.flatMap((stats, i) =>
          stats.classes.map((row) => [names[i], text[row.id](), row.shown, row.count, cRound(row.molePercent, 3)]),
        ),
      },
    ],
    files: [
      {
        name: 'pepstats.txt',
        contentType: 'text/plain',
        content: all.map((stats, i) => pepstatsText(names[i], stats)).join(''),
      },
    ],
    notes: [text.note({ sequences: records.length })],
  }
}
