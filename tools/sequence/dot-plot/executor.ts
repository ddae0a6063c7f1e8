import type { ChartSpec } from '../../../core/charts/chart-spec'
import { isNucleotideSequence } from '../../../analysis/sequence/alphabet'
import { dotPlotSegments, type DotSegment } from '../../../analysis/sequence/dot-plot'
import { SUBSTITUTION_MATRICES } from '../../../analysis/sequence/substitution-matrices'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { readSequences, type TextField } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_A, SEQUENCE_B } from './parameters'

/** More line segments than this make a chart too heavy to draw; the table keeps them all. */
const MAX_DRAWN = 500

function readOne(pasted: string, field: TextField) {
  const records = readSequences(pasted, field, 'protein')
  if (records.length !== 1)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.onePerBox({ label: sequenceText[field.label](), count: records.length }),
    )
  return records[0]
}

/** Segments as A (horizontal) against B (vertical), each a two-point line. */
function dotChart(
  segments: readonly { a1: number; a2: number; b1: number; b2: number }[],
  settings: {
    title: MessageRef
    a: string
    b: string
    lengthA: number
    lengthB: number
  },
): ChartSpec {
  return {
    id: 'dots',
    title: settings.title,
    type: 'scatter',
    data: {
      datasets: segments.map((segment) => ({
        label: text.segment(),
        data: [
          { x: segment.a1, y: segment.b1 },
          { x: segment.a2, y: segment.b2 },
        ],
        showLine: true,
        borderColor: '#4e79a7',
        backgroundColor: '#4e79a7',
        pointRadius: 0,
        borderWidth: 2,
      })),
    },
    options: {
      plugins: { title: { display: true, text: settings.title }, legend: { display: false } },
      scales: {
        x: { type: 'linear', min: 1, max: settings.lengthA, title: { display: true, text: settings.a } },
        y: { type: 'linear', min: 1, max: settings.lengthB, title: { display: true, text: settings.b } },
      },
    },
    width: 720,
    height: 720,
  }
}

/** EMBOSS dotmatcher: the diagonal stretches where a window of residue pairs scores above a threshold. */
export const dotPlotExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const a = readOne(params.sequence_a, SEQUENCE_A)
  const b = readOne(params.sequence_b, SEQUENCE_B)
  const nucleotides = isNucleotideSequence(a.sequence) && isNucleotideSequence(b.sequence)
  const matrixName = params.matrix === 'auto' ? (nucleotides ? 'EDNAFULL' : 'EBLOSUM62') : params.matrix
  const found: DotSegment[] = dotPlotSegments(b.sequence, a.sequence, {
    window: params.window,
    threshold: params.threshold,
    matrix: SUBSTITUTION_MATRICES[matrixName],
  })
  // dotPlotSegments(B, A) runs x along B as dotmatcher does; the table reads A first.
  const segments = found.map((s) => ({ a1: s.y1, a2: s.y2, b1: s.x1, b2: s.x2 }))
  const notes: MessageRef[] = [
    text.note({
      a: a.name,
      b: b.name,
      lengthA: a.sequence.length,
      lengthB: b.sequence.length,
      matrix: matrixName,
      segments: segments.length,
      threshold: params.threshold,
    }),
  ]
  if (segments.length > MAX_DRAWN) notes.push(text.onlyFirst({ shown: MAX_DRAWN, segments: segments.length }))
  const title = text.chart({ a: a.name, b: b.name, window: params.window, threshold: params.threshold })
  return {
    charts: [
      dotChart(segments.slice(0, MAX_DRAWN), {
        title,
        a: a.name,
        b: b.name,
        lengthA: a.sequence.length,
        lengthB: b.sequence.length,
      }),
    ],
    tables: [
      {
        id: 'segments',
        title: text.segments(),
        columns: [text.startA(), text.endA(), text.startB(), text.endB(), text.length()],
        rows: segments.map((s) => [s.a1, s.a2, s.b1, s.b2, s.a2 - s.a1 + 1]),
      },
    ],
    files: [
      {
        name: 'dotmatcher.tsv',
        contentType: 'text/tab-separated-values',
        content: [
          'start_a\tend_a\tstart_b\tend_b',
          ...segments.map((s) => [s.a1, s.a2, s.b1, s.b2].join('\t')),
          '',
        ].join('\n'),
      },
    ],
    notes,
  }
}
