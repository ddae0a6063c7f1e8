/**
 * The text EMBOSS needle and water print for a pairwise alignment (srspair format), built from a
 * `PairwiseAlignment`; the alignment itself is computed in pairwise-alignment.ts.
 */
import { embossGapPenalty, type AlignmentScoring, type PairwiseAlignment } from './pairwise-alignment'

/** A number as EMBOSS prints penalties and scores: three decimals, at most two trailing zeros dropped. */
export function formatEmbossNumber(value: number): string {
  let text = value.toFixed(3)
  for (let i = 1; i < 3 && text.endsWith('0'); i++) text = text.slice(0, -1)
  return text
}

/** A share as EMBOSS prints it in alignment headers: single-precision 100 × count / length, one decimal, width 4. */
export function formatEmbossPercent(count: number, length: number): string {
  const f = Math.fround
  return f(f(f(100) * f(count)) / f(length))
    .toFixed(1)
    .padStart(4)
}

export interface EmbossPairNames {
  readonly nameA: string
  readonly nameB: string
}

/**
 * The alignment in EMBOSS's srspair format (what needle and water write by default): a header
 * block with matrix, penalties, length, identity, similarity, gaps and score, then 50 columns per
 * block with the residue numbers and the markup line between the sequences.
 */
export function formatEmbossPair(
  alignment: PairwiseAlignment,
  scoring: AlignmentScoring,
  names: EmbossPairNames,
): string {
  const program = alignment.mode === 'global' ? 'needle (global, Needleman-Wunsch)' : 'water (local, Smith-Waterman)'
  const lines: string[] = [
    '########################################',
    `# Program: BioCloud pairwise alignment, as EMBOSS ${program}`,
    '# Align_format: srspair',
    '########################################',
    '',
    '#=======================================',
    '#',
    '# Aligned_sequences: 2',
    `# 1: ${names.nameA}`,
    `# 2: ${names.nameB}`,
    `# Matrix: ${scoring.matrix.name}`,
    `# Gap_penalty: ${formatEmbossNumber(embossGapPenalty(scoring.gapOpen))}`,
    `# Extend_penalty: ${formatEmbossNumber(embossGapPenalty(scoring.gapExtend))}`,
    '#',
    `# Length: ${alignment.length}`,
  ]
  if (alignment.length > 0) {
    const counts: [string, number][] = [
      ['Identity:  ', alignment.identity],
      ['Similarity:', alignment.similarity],
      ['Gaps:      ', alignment.gaps],
    ]
    for (const [label, count] of counts)
      lines.push(
        `# ${label} ${String(count).padStart(5)}/${alignment.length} (${formatEmbossPercent(count, alignment.length)}%)`,
      )
  }
  lines.push(
    `# Score: ${formatEmbossNumber(alignment.score)}`,
    '# ',
    '#',
    '#=======================================',
    '',
  )

  const label = (name: string) => name.slice(0, 13).padEnd(13)
  const row = (name: string, line: AlignmentLine) =>
    `${label(name)} ${String(line.first).padStart(6)} ${line.text} ${String(line.last).padStart(6)}`
  for (const block of alignmentBlocks(alignment))
    lines.push(row(names.nameA, block.a), `                     ${block.markup}`, row(names.nameB, block.b), '')
  lines.push('', '#---------------------------------------', '#---------------------------------------', '')
  return lines.join('\n')
}

/** One sequence's line of a block: its columns and the residue numbers EMBOSS prints around them. */
export interface AlignmentLine {
  readonly text: string
  /** The first residue's number, or the last one before the block when the line is all gaps. */
  readonly first: number
  readonly last: number
}

export interface AlignmentBlock {
  readonly a: AlignmentLine
  readonly markup: string
  readonly b: AlignmentLine
}

/** The alignment cut into blocks of `width` columns, numbered as EMBOSS numbers them. */
export function alignmentBlocks(alignment: PairwiseAlignment, width = 50): AlignmentBlock[] {
  const blocks: AlignmentBlock[] = []
  let beforeA = Math.max(0, alignment.startA - 1)
  let beforeB = Math.max(0, alignment.startB - 1)
  const line = (text: string, before: number): AlignmentLine => {
    const residues = text.length - countGaps(text)
    return { text, first: residues > 0 ? before + 1 : before, last: before + residues }
  }
  for (let start = 0; start < alignment.length; start += width) {
    const a = line(alignment.alignedA.slice(start, start + width), beforeA)
    const b = line(alignment.alignedB.slice(start, start + width), beforeB)
    blocks.push({ a, markup: alignment.markup.slice(start, start + width), b })
    beforeA = a.last
    beforeB = b.last
  }
  return blocks
}

function countGaps(segment: string): number {
  let gaps = 0
  for (let i = 0; i < segment.length; i++) if (segment.charCodeAt(i) === 45) gaps++
  return gaps
}
