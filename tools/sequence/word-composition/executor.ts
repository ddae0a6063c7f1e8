import type { ChartSpec } from '../../../core/charts/chart-spec'
import { isNucleotideSequence } from '../../../analysis/sequence/alphabet'
import { cRound } from '../../../analysis/sequence/c-format'
import { compseqText } from '../../../analysis/sequence/emboss-text'
import { wordComposition, type WordCount } from '../../../analysis/sequence/word-composition'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { readSequences } from '../shared'
import { text } from './messages'
import { MAX_PROTEIN_WORD, parameters, SEQUENCE_FIELD } from './parameters'

/** Up to this many words, one bar each of observed/expected; beyond, the most frequent words' counts. */
const MAX_RATIO_BARS = 64
const TOP_WORDS = 40

function wordChart(words: readonly WordCount[], wordSize: number): ChartSpec {
  const ratio = words.length <= MAX_RATIO_BARS
  const shown = ratio ? words : [...words].sort((a, b) => b.count - a.count).slice(0, TOP_WORDS)
  const title = ratio ? text.ratioChart({ word: wordSize }) : text.countChart({ shown: shown.length, word: wordSize })
  const yTitle = ratio ? text.ratio() : text.count()
  return {
    id: 'words',
    title,
    type: 'bar',
    data: {
      labels: shown.map((word) => word.word),
      datasets: [
        {
          label: yTitle,
          data: shown.map((word) => (ratio ? cRound(word.ratio, 7) : word.count)),
          backgroundColor: '#4e79a7',
        },
      ],
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { display: false } },
      scales: {
        x: { title: { display: true, text: text.word() } },
        y: { title: { display: true, text: yTitle }, beginAtZero: true },
      },
    },
    width: 900,
    height: 480,
  }
}

/** EMBOSS compseq over all pasted sequences: each word's counts, frequencies and observed/expected ratio. */
export const wordCompositionExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'protein')
  // As compseq: the first sequence decides whether these are nucleotides.
  const nucleotide = isNucleotideSequence(records[0].sequence)
  if (!nucleotide && params.word > MAX_PROTEIN_WORD)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.proteinWordTooLong({ max: MAX_PROTEIN_WORD, word: params.word }),
    )
  const options = {
    wordSize: params.word,
    nucleotide,
    calcFreq: params.expected === 'observed',
    reverse: params.reverse,
    zeroCount: params.zero,
  }
  const composition = wordComposition(
    records.map((record) => record.sequence),
    options,
  )
  const row = (word: WordCount, label: ReturnType<typeof text.other> | string) => [
    label,
    word.count,
    cRound(word.observed, 7),
    cRound(word.expected, 7),
    cRound(word.ratio, 7),
  ]
  const note = nucleotide ? text.noteNucleotide : text.noteProtein
  return {
    charts: composition.words.length > 0 ? [wordChart(composition.words, params.word)] : [],
    tables: [
      {
        id: 'words',
        title: text.words(),
        columns: [text.word(), text.count(), text.observed(), text.expected(), text.ratio()],
        rows: [...composition.words.map((word) => row(word, word.word)), row(composition.other, text.other())],
      },
    ],
    files: [
      {
        name: 'compseq.txt',
        contentType: 'text/plain',
        content: compseqText(
          records.map((record) => record.name),
          composition,
          options,
        ),
      },
    ],
    notes: [note({ sequences: records.length, total: composition.total, word: params.word })],
  }
}
