import { reverseComplement } from './alphabet'
import { codonRole, translateCodonAt, type StartCodons } from './genetic-code'

/**
 * Open reading frames as EMBOSS getorf finds them in a linear sequence (`-find 0..3`):
 * - `start-to-stop`: from a start codon to the base before the next in-frame stop (getorf -find 1
 *   translated, -find 3 as nucleotides); the first base of the ORF is the start codon's.
 * - `stop-to-stop`: every stretch between in-frame stops, the sequence ends counting as stops
 *   (-find 0 translated, -find 2 as nucleotides).
 * An ORF still open at the end of the sequence ends at its last whole codon (getorf keeps even a
 * stop codon there). Proteins begin with M when they begin at a start codon (getorf -methionine).
 * The minimum size is in nucleotides, compared, as getorf does, as size ÷ 3 residues for
 * proteins. ORFs are numbered forward strand first, in the order getorf writes them.
 */

export type OrfRegion = 'start-to-stop' | 'stop-to-stop'
export type OrfOutput = 'protein' | 'nucleotide'
export type OrfStrands = 'both' | 'forward' | 'reverse'

export interface OrfOptions {
  readonly region: OrfRegion
  readonly output: OrfOutput
  /** getorf -minsize: the shortest ORF reported, in nucleotides (default 30). */
  readonly minLength: number
  readonly strands: OrfStrands
  readonly startCodons: StartCodons
}

export interface Orf {
  /** `<sequence name>_<number>`, as getorf names them. */
  readonly name: string
  readonly strand: '+' | '-'
  /** Reading frame on its strand, 1..3 counted from that strand's 5′ end. */
  readonly frame: 1 | 2 | 3
  /** 1-based forward-strand positions as getorf reports them: first base, last base (first > last on the reverse strand). */
  readonly first: number
  readonly last: number
  /** The translation (proteins) or the bases (nucleotides). */
  readonly sequence: string
}

/** getorf's default -maxsize. */
const MAX_LENGTH = 1_000_000

export function findOrfs(name: string, sequence: string, options: OrfOptions): Orf[] {
  const orfs: Orf[] = []
  let number = 1
  const collect = (strand: '+' | '-', strandSequence: string) => {
    for (const found of scanStrand(strandSequence, options)) {
      const length = sequence.length
      const first = strand === '+' ? found.begin + 1 : length - found.begin
      const last = strand === '+' ? found.end + 1 : length - found.end
      orfs.push({
        name: `${name}_${number++}`,
        strand,
        frame: ((found.begin % 3) + 1) as 1 | 2 | 3,
        first,
        last,
        sequence: found.sequence,
      })
    }
  }
  if (options.strands !== 'reverse') collect('+', sequence)
  if (options.strands !== 'forward') collect('-', reverseComplement(sequence))
  return orfs
}

interface StrandOrf {
  /** 0-based first and last base on the strand's own sequence. */
  readonly begin: number
  readonly end: number
  readonly sequence: string
}

function scanStrand(sequence: string, options: OrfOptions): StrandOrf[] {
  const protein = options.output === 'protein'
  const minLength = protein ? Math.floor(options.minLength / 3) : options.minLength
  const maxLength = protein ? Math.floor(MAX_LENGTH / 3) : MAX_LENGTH
  const fromStop = options.region === 'stop-to-stop'
  const length = sequence.length
  // Per frame: inside an ORF?, its first base, and its residues so far.
  const open = [fromStop, fromStop, fromStop]
  const begin = [0, 1, 2]
  const parts: string[][] = [[], [], []]
  const found: StrandOrf[] = []

  const append = (frame: number, position: number, residue?: string) => {
    parts[frame].push(
      protein
        ? (residue ?? String.fromCharCode(translateCodonAt(sequence, position)))
        : sequence.slice(position, position + 3),
    )
  }
  const report = (frame: number, end: number) => {
    const residues = parts[frame].join('')
    if (residues.length >= minLength && residues.length <= maxLength)
      found.push({ begin: begin[frame], end, sequence: residues })
  }

  for (let position = 0; position < length - 2; position++) {
    const role = codonRole(sequence, position, options.startCodons)
    const frame = position % 3
    const atEnd = position >= length - 5
    if (fromStop) {
      if (role === -1 || atEnd) {
        if (atEnd) append(frame, position)
        if (open[frame]) report(frame, role === -1 ? position - 1 : position + 2)
        parts[frame] = []
        open[frame] = true
        begin[frame] = position + 3
      } else if (open[frame]) append(frame, position)
      continue
    }
    if (role === 1 && !open[frame]) {
      parts[frame] = []
      open[frame] = true
      begin[frame] = position
      append(frame, position, 'M')
    } else if (role === -1 || atEnd) {
      if (open[frame]) {
        open[frame] = false
        if (atEnd) append(frame, position)
        report(frame, role === -1 ? position - 1 : position + 2)
      }
      parts[frame] = []
    } else if (open[frame]) append(frame, position)
  }
  return found
}

/** The ORFs as getorf writes them: `>name [first - last] (REVERSE SENSE) description`. */
export function formatOrfFasta(orfs: readonly Orf[], description: string, width = 60): string {
  const parts: string[] = []
  for (const orf of orfs) {
    const header =
      `>${orf.name} [${orf.first} - ${orf.last}] ${orf.strand === '-' ? '(REVERSE SENSE) ' : ''}${description}`.trimEnd()
    parts.push(header, '\n')
    for (let start = 0; start < orf.sequence.length; start += width)
      parts.push(orf.sequence.slice(start, start + width), '\n')
  }
  return parts.join('')
}
