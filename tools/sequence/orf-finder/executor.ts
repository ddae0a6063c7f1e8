import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { StartCodons } from '../../../analysis/sequence/genetic-code'
import { findOrfs, formatOrfFasta, type Orf, type OrfOptions } from '../../../analysis/sequence/orf-finder'
import { choiceParam, numberParam } from '../../kit/params'
import { inLanguage, type Language } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { preview, readSequences, type TextField } from '../shared'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'

const SEQUENCE_FIELD: TextField = {
  key: 'sequence',
  label: '序列',
  labelEn: 'Sequences',
  maxLength: SEQUENCE_TEXT_LIMITS.orf,
}

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
function orfChart(orfs: readonly FoundOrf[], language: Language): ChartSpec {
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const title = say('ORF 的位置与长度', 'ORF positions and lengths')
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
          label: say('正向链', 'Forward strand'),
          data: points('+'),
          backgroundColor: STRAND_COLOURS['+'],
          pointRadius: 4,
        },
        {
          label: say('反向链', 'Reverse strand'),
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
          title: { display: true, text: say('ORF 起点（正向链坐标）', 'ORF start (forward-strand position)') },
          beginAtZero: true,
        },
        y: { title: { display: true, text: say('ORF 长度（核酸数）', 'ORF length (nucleotides)') }, beginAtZero: true },
      },
    },
    width: 800,
    height: 480,
  }
}

/** ORFs on one or both strands, found and named as EMBOSS getorf finds and names them. */
export const orfFinderExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const records = readSequences(input, SEQUENCE_FIELD, 'nucleotide')
  const find = choiceParam(input, 'find', ['1', '3', '0', '2'] as const, '1')
  const options: OrfOptions = {
    ...FIND_MODES[find],
    minLength: Math.floor(numberParam(input, 'min_length', { min: 3, max: SEQUENCE_TEXT_LIMITS.orf, fallback: 30 })),
    strands: choiceParam(input, 'strands', ['both', 'forward', 'reverse'] as const, 'both'),
    startCodons: choiceParam<StartCodons>(input, 'start_codons', ['atg', 'ncbi1'], 'atg'),
  }
  const perSequence = records.map((record) => ({ record, orfs: findOrfs(record.name, record.sequence, options) }))
  const orfs: FoundOrf[] = perSequence.flatMap(({ record, orfs: found }) =>
    found.map((orf) => ({ ...orf, source: record.name })),
  )
  const protein = options.output === 'protein'
  const fasta = perSequence.map(({ record, orfs: found }) => formatOrfFasta(found, record.description)).join('')
  return {
    charts: orfs.length > 0 ? [orfChart(orfs, language)] : [],
    tables: [
      {
        id: 'orfs',
        title: say('开放阅读框', 'Open reading frames'),
        columns: [
          say('名称', 'Name'),
          say('序列', 'Sequence'),
          say('链', 'Strand'),
          say('读码框', 'Frame'),
          say('起点', 'Start'),
          say('终点', 'End'),
          say('长度（核酸）', 'Length (nt)'),
          say('长度（氨基酸）', 'Length (aa)'),
          protein ? say('蛋白（前 60 个）', 'Protein (first 60)') : say('序列（前 60 个碱基）', 'Bases (first 60)'),
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
    notes: [
      say(
        `${records.length} 条序列中找到 ${orfs.length} 个 ORF（至少 ${options.minLength} 个核酸）。反向链 ORF 的起点大于终点（正向链坐标）。`,
        `${orfs.length} ORF(s) of at least ${options.minLength} nucleotides in ${records.length} sequence(s). Reverse-strand ORFs start at the higher forward-strand position.`,
      ),
    ],
  }
}
