/** Shared by the sequence tests: the fixtures and the EMBOSS outputs beside them (see their README). */
import { readFileSync } from 'node:fs'
import { parseSequences, type SequenceRecord } from './fasta'
import { SUBSTITUTION_MATRICES, type SubstitutionMatrixName } from './substitution-matrices'

export function readSequenceFixture(name: string): string {
  return readFileSync(new URL(`../../tests/fixtures/analysis/sequence/${name}`, import.meta.url), 'utf8')
}

export function readEmbossOutput(name: string): string {
  return readSequenceFixture(`emboss/${name}`)
}

export function nucleotideFixture(name: string): SequenceRecord[] {
  return parseSequences(readSequenceFixture(name), { alphabet: 'nucleotide' })
}

/** A FASTA file EMBOSS wrote (proteins, `*` included, or nucleotides). */
export function embossFasta(name: string): SequenceRecord[] {
  return parseSequences(readEmbossOutput(name), { alphabet: 'protein' })
}

export interface EmbossMotifHit {
  sequence: string
  start: number
  end: number
  strand: '+' | '-'
  mismatches: number
  matched: string
}

/** The hits of a fuzznuc report (seqtable format), with the sequence each block is about. */
export function parseFuzznucReport(text: string): EmbossMotifHit[] {
  const hits: EmbossMotifHit[] = []
  let sequence = ''
  for (const line of text.split('\n')) {
    const block = /^# Sequence: (\S+)/.exec(line)
    if (block) sequence = block[1]
    const row = /^\s+(\d+)\s+(\d+)\s+([+-])\s+\S+\s+(\.|\d+)\s+(\S+)$/.exec(line)
    if (row) {
      hits.push({
        sequence,
        start: Number(row[1]),
        end: Number(row[2]),
        strand: row[3] as '+' | '-',
        mismatches: row[4] === '.' ? 0 : Number(row[4]),
        matched: row[5],
      })
    }
  }
  return hits
}

/** needle/water output from the `#===` line on (the part that does not depend on how the program was called). */
export function alignmentSection(text: string): string {
  return text.slice(text.indexOf('#======================================='))
}

export interface EmbossAlignmentCase {
  a: string
  b: string
  matrix: SubstitutionMatrixName
  gapOpen: number
  gapExtend: number
  output: string
}

/** The pairs generate.sh aligns with needle and water. */
export const EMBOSS_ALIGNMENT_CASES: EmbossAlignmentCase[] = [
  { a: 'HBA_HUMAN', b: 'HBB_HUMAN', matrix: 'EBLOSUM62', gapOpen: 10, gapExtend: 0.5, output: 'hba-hbb' },
  { a: 'X65923', b: 'X65921', matrix: 'EDNAFULL', gapOpen: 10, gapExtend: 0.5, output: 'x65923-x65921' },
  {
    a: 'HBA_HUMAN',
    b: 'AMIR_PSEAE',
    matrix: 'EBLOSUM62',
    gapOpen: 5,
    gapExtend: 0.3,
    output: 'hba-amir-open5-extend0.3',
  },
  { a: 'X65921', b: 'X13776', matrix: 'EDNAFULL', gapOpen: 16, gapExtend: 4, output: 'x65921-x13776-open16-extend4' },
]

export function alignmentCaseSequence(name: string, matrix: SubstitutionMatrixName) {
  return parseSequences(readSequenceFixture(`${name}.fasta`), {
    alphabet: matrix === 'EDNAFULL' ? 'nucleotide' : 'protein',
  })[0]
}

/** A case's two sequences and the scoring EMBOSS was run with. */
export function alignmentCaseInputs(testCase: EmbossAlignmentCase) {
  return {
    a: alignmentCaseSequence(testCase.a, testCase.matrix),
    b: alignmentCaseSequence(testCase.b, testCase.matrix),
    scoring: {
      matrix: SUBSTITUTION_MATRICES[testCase.matrix],
      gapOpen: testCase.gapOpen,
      gapExtend: testCase.gapExtend,
    },
  }
}

/** Length, identity, similarity, gaps and score as the report header states them. */
export function headerNumbers(report: string) {
  const count = (label: string) => Number(new RegExp(`# ${label}:\\s+(\\d+)/`).exec(report)?.[1])
  return {
    length: Number(/# Length: (\d+)/.exec(report)?.[1]),
    identity: count('Identity'),
    similarity: count('Similarity'),
    gaps: count('Gaps'),
    score: /# Score: (\S+)/.exec(report)?.[1],
  }
}
