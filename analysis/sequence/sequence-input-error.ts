import { AnalysisInputError, type InputLocation } from '../errors'

/** Which letters a sequence may hold (see `alphabet.ts`). */
export type SequenceAlphabet = 'nucleotide' | 'protein'

/**
 * What is wrong with pasted sequence text, as data, so a tool can say it in the user's language;
 * the error's own message is the English sentence the CLI prints.
 */
export type SequenceProblem =
  | { readonly code: 'noSequence' }
  | { readonly code: 'invalidCharacter'; readonly character: string; readonly alphabet: SequenceAlphabet }
  | { readonly code: 'missingName' }
  | { readonly code: 'emptySequence'; readonly name: string }
  | { readonly code: 'fastqHeaderExpected' }
  | { readonly code: 'fastqSeparatorExpected' }
  | { readonly code: 'fastqTruncated'; readonly name: string }
  | { readonly code: 'fastqQualityLength'; readonly name: string; readonly sequenceLength: number; readonly qualityLength: number }
  | { readonly code: 'invalidQualityCharacter'; readonly character: string }

/** An `AnalysisInputError` (so tool runs report 1002) that also carries the problem as data. */
export class SequenceInputError extends AnalysisInputError {
  constructor(
    readonly problem: SequenceProblem,
    location: InputLocation = {},
  ) {
    super(describeProblem(problem), location, expectationOf(problem))
    this.name = 'SequenceInputError'
  }
}

function describeProblem(problem: SequenceProblem): string {
  switch (problem.code) {
    case 'noSequence':
      return 'no sequence was given'
    case 'invalidCharacter':
      return `"${printable(problem.character)}" is not a ${problem.alphabet} letter`
    case 'missingName':
      return 'the header line has no sequence name after ">"'
    case 'emptySequence':
      return `sequence "${problem.name}" has no residues`
    case 'fastqHeaderExpected':
      return 'a FASTQ record must start with a line beginning with "@"'
    case 'fastqSeparatorExpected':
      return 'the third line of a FASTQ record must begin with "+"'
    case 'fastqTruncated':
      return `FASTQ record "${problem.name}" ends before its quality line`
    case 'fastqQualityLength':
      return `FASTQ record "${problem.name}" has ${problem.sequenceLength} bases but ${problem.qualityLength} quality characters`
    case 'invalidQualityCharacter':
      return `"${printable(problem.character)}" is not a quality character`
  }
}

function expectationOf(problem: SequenceProblem): string | undefined {
  if (problem.code === 'invalidCharacter') return problem.alphabet === 'nucleotide' ? 'IUPAC nucleotide codes ACGTURYSWKMBDHVN' : 'amino-acid letters or *'
  if (problem.code === 'invalidQualityCharacter') return 'printable ASCII from ! to ~'
  return undefined
}

/** Shows a control character or a space as its code, so the message points at something visible. */
export function printable(character: string): string {
  const code = character.codePointAt(0) ?? 0
  return code <= 0x20 || code === 0x7f ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : character
}
