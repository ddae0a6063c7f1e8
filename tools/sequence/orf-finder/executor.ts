import type { ChartSpec } from '../../../core/charts/chart-spec'
import { findOrfs, formatOrfFasta, type Orf, type OrfOptions } from '../../../analysis/sequence/orf-finder'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { preview, readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** getorf's -find codes and what each finds. */
const FIND_MODES: Record<'0' | '1' | '2' | '3', Pick<OrfOptions, 'region' | 'output'>> = {
  '0': { region: 'stop-to-stop', output: 'protein' },
  '1': { region: 'start-to-stop', output: 'protein' },
  '2': { region: 'stop-to-stop', output: 'nucleotide' },
  '3': { region: 'start-to-stop', output: 'nucleotide' },
}

const STRAND_COLOURS = { '+': '#4e79a7', '-': '#e15759' }

interface FoundOrf extends Orf {
  readonly source: string
}

/** Each ORF as a point: where it starts on the forward strand and how long it is. */
function orfChart(orfs: readonly FoundOrf[]): ChartSpec {
  const title = text.chartTitle()
  const points = (strand: '+' | '-') =>
    orfs
      .filter((orf) => orf.strand === strand)
      .map((orf) => ({ x: Math.min(orf.first, orf.last), y: Math.abs(orf.last - orf.first) + 1 }))
  return {
    id: 'orf-lengths',
    title,
    type: 'scatter',
    data: {
      datasets: [
        {
          label: sequenceText.forwardStrand(),
          data: points('+'),
          backgroundColor: STRAND_COLOURS['+'],
          pointRadius: 4,
        },
        {
          label: sequenceText.reverseStrand(),
          data: points('-'),
          backgroundColor: STRAND_COLOURS['-'],
          pointRadius: 4,
          pointStyle: 'triangle',
        },
      ],
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { position: 'top' } },
      scales: {
        x: {
          title: { display: true, text: text.startAxis() },
          beginAtZero: true,
        },
        y: { title: { display: true, text: text.lengthAxis() }, beginAtZero: true },
      },
    },
    width: 800,
    height: 480,
  }
}

/** ORFs on one or both strands, found and named as EMBOSS getorf finds and names them. */
export const orfFinderExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const options: OrfOptions = {
    ...FIND_MODES[params.find],
    minLength: Math.floor(params.min_length),
    strands: params.strands,
    startCodons: params.start_codons,
  }
  const perSequence = records.map((record) => ({ record, orfs: findOrfs(record.name, record.sequence, options) }))
  const orfs: FoundOrf[] = perSequence.flatMap(({ record, orfs: found }) =>
    found.map((orf) => ({ ...orf, source: record.name })),
  )
  const protein = options.output === 'protein'
  const fasta = perSequence.map(({ record, orfs: found }) => formatOrfFasta(found, record.description)).join('')
  return {
    charts: orfs.length > 0 ? [orfChart(orfs)] : [],
    tables: [
      {
        id: 'orfs',
        title: text.tableTitle(),
        columns: [
          sequenceText.name(),
          sequenceText.sequenceColumn(),
          sequenceText.strand(),
          sequenceText.frame(),
          sequenceText.start(),
          sequenceText.end(),
          text.lengthNt(),
          text.lengthAa(),
          protein ? text.protein() : text.bases(),
        ],
        rows: orfs.map((orf) => {
          const nucleotides = Math.abs(orf.last - orf.first) + 1
          return [
            orf.name,
            orf.source,
            orf.strand,
            orf.frame,
            orf.first,
            orf.last,
            nucleotides,
            protein ? orf.sequence.length : Math.floor(nucleotides / 3),
            preview(orf.sequence),
          ]
        }),
      },
    ],
    files: [{ name: 'orfs.fasta', contentType: 'text/plain', content: fasta }],
    notes: [text.note({ sequences: records.length, orfs: orfs.length, minimum: options.minLength })],
  }
}
