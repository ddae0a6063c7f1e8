/**
 * What the sequence executors share: reading a pasted-text parameter within the spec's limits,
 * parsing it with analysis/sequence and saying what is wrong in the run's language (1001 for a
 * parameter, 1002 for the data, naming the line and column), and small formatting helpers.
 */
import { parseSequences, type SequenceRecord } from '../../../analysis/sequence/fasta'
import { printable, SequenceInputError, type SequenceAlphabet, type SequenceProblem } from '../../../analysis/sequence/sequence-input-error'
import { inLanguage, type Language } from '../params'
import { ToolRunError, type ToolRunInput } from '../types'

/** Spec 01 §5/§9 text limits (db/seed/tools/sequence.ts gives the form fields the same numbers). */
export const TEXT_LIMITS = {
  general: 500_000,
  fastq: 200_000,
  orf: 100_000,
  pairwise: 2_000,
  motifSequence: 2_000,
  motifPattern: 30,
} as const

/** A text parameter as the form names it, in both languages. */
export interface TextField {
  readonly key: string
  readonly label: string
  readonly labelEn: string
  readonly maxLength: number
}

export function fieldName(field: Pick<TextField, 'label' | 'labelEn'>, language: Language): string {
  return inLanguage(language, `“${field.label}”`, `"${field.labelEn}"`)
}

/**
 * The field's text, re-checked against its limit (the form checks it too, but a task may be
 * rerun or submitted by other means). An empty required field is a parameter error.
 */
export function readText(input: ToolRunInput, field: TextField, options: { required: boolean }): string {
  const value = input.params[field.key]
  const text = typeof value === 'string' ? value : ''
  const name = fieldName(field, input.language)
  if (text.length > field.maxLength) {
    const limit = field.maxLength.toLocaleString('en-US')
    const given = text.length.toLocaleString('en-US')
    throw new ToolRunError('1001', inLanguage(input.language, `参数${name}超过 ${limit} 个字符的上限（现有 ${given} 个）。`, `Parameter ${name} is longer than its limit of ${limit} characters (${given} given).`))
  }
  if (options.required && text.trim() === '') {
    throw new ToolRunError('1001', inLanguage(input.language, `参数${name}为空：请粘贴序列。`, `Parameter ${name} is empty: paste a sequence.`))
  }
  return text
}

/** Parses a text field's FASTA, turning input problems into 1002 errors in the run's language. */
export function readSequences(input: ToolRunInput, field: TextField, alphabet: SequenceAlphabet): SequenceRecord[] {
  const text = readText(input, field, { required: true })
  return withSequenceErrors(input.language, fieldName(field, input.language), () => parseSequences(text, { alphabet, source: field.key }))
}

/** Runs a parse, reporting a SequenceInputError as 1002 with `where` naming the field or file. */
export function withSequenceErrors<T>(language: Language, where: string, parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof SequenceInputError) throw new ToolRunError('1002', describeSequenceError(error, language, where))
    throw error
  }
}

export function describeSequenceError(error: SequenceInputError, language: Language, where: string): string {
  const { line, column } = error.location
  const position =
    line === undefined && column === undefined
      ? inLanguage(language, `${where}：`, `${where}: `)
      : inLanguage(
          language,
          `${where}${line !== undefined ? `第 ${line} 行` : ''}${column !== undefined ? `第 ${column} 列` : ''}：`,
          `${where}${line !== undefined ? `, line ${line}` : ''}${column !== undefined ? `, column ${column}` : ''}: `,
        )
  return position + describeProblem(error.problem, language)
}

const ALPHABET_TEXT: Record<SequenceAlphabet, { zh: string; en: string }> = {
  nucleotide: { zh: '核苷酸（允许 IUPAC 码 ACGTURYSWKMBDHVN）', en: 'nucleotide letter (IUPAC codes ACGTURYSWKMBDHVN are accepted)' },
  protein: { zh: '氨基酸（允许字母与终止符 *）', en: 'amino-acid letter (letters and the stop sign * are accepted)' },
}

function describeProblem(problem: SequenceProblem, language: Language): string {
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  switch (problem.code) {
    case 'noSequence':
      return say('没有序列。', 'there is no sequence.')
    case 'invalidCharacter': {
      const alphabet = ALPHABET_TEXT[problem.alphabet]
      return say(`“${printable(problem.character)}”不是${alphabet.zh}字符。`, `"${printable(problem.character)}" is not a ${alphabet.en}.`)
    }
    case 'missingName':
      return say('标题行缺少序列名。', 'the header line has no sequence name.')
    case 'emptySequence':
      return say(`序列“${problem.name}”没有碱基或残基。`, `sequence "${problem.name}" has no residues.`)
    case 'fastqHeaderExpected':
      return say('FASTQ 记录应以“@”开头的行开始。', 'a FASTQ record must start with a line beginning with "@".')
    case 'fastqSeparatorExpected':
      return say('FASTQ 记录的碱基行之后应是以“+”开头的行。', 'the bases of a FASTQ record must be followed by a line beginning with "+".')
    case 'fastqTruncated':
      return say(`FASTQ 记录“${problem.name}”缺少质量行。`, `FASTQ record "${problem.name}" has no quality line.`)
    case 'fastqQualityLength':
      return say(
        `FASTQ 记录“${problem.name}”有 ${problem.sequenceLength} 个碱基，却有 ${problem.qualityLength} 个质量字符。`,
        `FASTQ record "${problem.name}" has ${problem.sequenceLength} bases but ${problem.qualityLength} quality characters.`,
      )
    case 'invalidQualityCharacter':
      return say(`“${printable(problem.character)}”不是质量字符（应为 ! 到 ~ 之间的字符）。`, `"${printable(problem.character)}" is not a quality character (expected ! to ~).`)
  }
}

/** The first residues of a long sequence for a table cell; the full sequence is in the result file. */
export function preview(sequence: string, length = 60): string {
  return sequence.length <= length ? sequence : `${sequence.slice(0, length)}…`
}

export function percent(fraction: number): number {
  return Number((100 * fraction).toFixed(2))
}
