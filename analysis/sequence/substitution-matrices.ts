/**
 * The substitution matrices EMBOSS needle and water use by default, copied verbatim (comment lines
 * left out, trailing spaces trimmed) from the EMBOSS 6.6.0 data files installed by the Debian
 * package `emboss` 6.6.0+dfsg-12:
 * - `/usr/share/EMBOSS/data/EBLOSUM62` (md5 b751f546a5fa0e9d7dead9e65fe1f09b): BLOSUM62 of
 *   Henikoff & Henikoff 1992 (PNAS 89:10915), in 1/2-bit units, made by matblas from blosum62.iij;
 * - `/usr/share/EMBOSS/data/EDNAFULL` (md5 c5b322fce2232868f6b3b4b0f4d38f42): NUC.4.4 by Todd
 *   Lowe, with the IUPAC ambiguity codes.
 * Letters are case-insensitive. As in EMBOSS, a letter the matrix lacks scores 0 against anything.
 */

export type SubstitutionMatrixName = 'EBLOSUM62' | 'EDNAFULL'

export interface SubstitutionMatrix {
  readonly name: SubstitutionMatrixName
  /** Row/column of each character code (either case); 0 for a letter the matrix lacks. */
  readonly indexByCode: Uint8Array
  /** Row-major scores over `size` × `size` indices; index 0 is the all-zero row of unknown letters. */
  readonly scores: Float32Array
  readonly size: number
  /** The matrix's letters in file order. */
  readonly letters: string
}

const EBLOSUM62_TEXT = `
   A  R  N  D  C  Q  E  G  H  I  L  K  M  F  P  S  T  W  Y  V  B  Z  X  *
A  4 -1 -2 -2  0 -1 -1  0 -2 -1 -1 -1 -1 -2 -1  1  0 -3 -2  0 -2 -1  0 -4
R -1  5  0 -2 -3  1  0 -2  0 -3 -2  2 -1 -3 -2 -1 -1 -3 -2 -3 -1  0 -1 -4
N -2  0  6  1 -3  0  0  0  1 -3 -3  0 -2 -3 -2  1  0 -4 -2 -3  3  0 -1 -4
D -2 -2  1  6 -3  0  2 -1 -1 -3 -4 -1 -3 -3 -1  0 -1 -4 -3 -3  4  1 -1 -4
C  0 -3 -3 -3  9 -3 -4 -3 -3 -1 -1 -3 -1 -2 -3 -1 -1 -2 -2 -1 -3 -3 -2 -4
Q -1  1  0  0 -3  5  2 -2  0 -3 -2  1  0 -3 -1  0 -1 -2 -1 -2  0  3 -1 -4
E -1  0  0  2 -4  2  5 -2  0 -3 -3  1 -2 -3 -1  0 -1 -3 -2 -2  1  4 -1 -4
G  0 -2  0 -1 -3 -2 -2  6 -2 -4 -4 -2 -3 -3 -2  0 -2 -2 -3 -3 -1 -2 -1 -4
H -2  0  1 -1 -3  0  0 -2  8 -3 -3 -1 -2 -1 -2 -1 -2 -2  2 -3  0  0 -1 -4
I -1 -3 -3 -3 -1 -3 -3 -4 -3  4  2 -3  1  0 -3 -2 -1 -3 -1  3 -3 -3 -1 -4
L -1 -2 -3 -4 -1 -2 -3 -4 -3  2  4 -2  2  0 -3 -2 -1 -2 -1  1 -4 -3 -1 -4
K -1  2  0 -1 -3  1  1 -2 -1 -3 -2  5 -1 -3 -1  0 -1 -3 -2 -2  0  1 -1 -4
M -1 -1 -2 -3 -1  0 -2 -3 -2  1  2 -1  5  0 -2 -1 -1 -1 -1  1 -3 -1 -1 -4
F -2 -3 -3 -3 -2 -3 -3 -3 -1  0  0 -3  0  6 -4 -2 -2  1  3 -1 -3 -3 -1 -4
P -1 -2 -2 -1 -3 -1 -1 -2 -2 -3 -3 -1 -2 -4  7 -1 -1 -4 -3 -2 -2 -1 -2 -4
S  1 -1  1  0 -1  0  0  0 -1 -2 -2  0 -1 -2 -1  4  1 -3 -2 -2  0  0  0 -4
T  0 -1  0 -1 -1 -1 -1 -2 -2 -1 -1 -1 -1 -2 -1  1  5 -2 -2  0 -1 -1  0 -4
W -3 -3 -4 -4 -2 -2 -3 -2 -2 -3 -2 -3 -1  1 -4 -3 -2 11  2 -3 -4 -3 -2 -4
Y -2 -2 -2 -3 -2 -1 -2 -3  2 -1 -1 -2 -1  3 -3 -2 -2  2  7 -1 -3 -2 -1 -4
V  0 -3 -3 -3 -1 -2 -2 -3 -3  3  1 -2  1 -1 -2 -2  0 -3 -1  4 -3 -2 -1 -4
B -2 -1  3  4 -3  0  1 -1  0 -3 -4  0 -3 -3 -2  0 -1 -4 -3 -3  4  1 -1 -4
Z -1  0  0  1 -3  3  4 -2  0 -3 -3  1 -1 -3 -1  0 -1 -3 -2 -2  1  4 -1 -4
X  0 -1 -1 -1 -2 -1 -1 -1 -1 -1 -1 -1 -1 -1 -2  0  0 -2 -1 -1 -1 -1 -1 -4
* -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4 -4  1
`

const EDNAFULL_TEXT = `
    A   T   G   C   S   W   R   Y   K   M   B   V   H   D   N   U
A   5  -4  -4  -4  -4   1   1  -4  -4   1  -4  -1  -1  -1  -2  -4
T  -4   5  -4  -4  -4   1  -4   1   1  -4  -1  -4  -1  -1  -2   5
G  -4  -4   5  -4   1  -4   1  -4   1  -4  -1  -1  -4  -1  -2  -4
C  -4  -4  -4   5   1  -4  -4   1  -4   1  -1  -1  -1  -4  -2  -4
S  -4  -4   1   1  -1  -4  -2  -2  -2  -2  -1  -1  -3  -3  -1  -4
W   1   1  -4  -4  -4  -1  -2  -2  -2  -2  -3  -3  -1  -1  -1   1
R   1  -4   1  -4  -2  -2  -1  -4  -2  -2  -3  -1  -3  -1  -1  -4
Y  -4   1  -4   1  -2  -2  -4  -1  -2  -2  -1  -3  -1  -3  -1   1
K  -4   1   1  -4  -2  -2  -2  -2  -1  -4  -1  -3  -3  -1  -1   1
M   1  -4  -4   1  -2  -2  -2  -2  -4  -1  -3  -1  -1  -3  -1  -4
B  -4  -1  -1  -1  -1  -3  -3  -1  -1  -3  -1  -2  -2  -2  -1  -1
V  -1  -4  -1  -1  -1  -3  -1  -3  -3  -1  -2  -1  -2  -2  -1  -4
H  -1  -1  -4  -1  -3  -1  -3  -1  -3  -1  -2  -2  -1  -2  -1  -1
D  -1  -1  -1  -4  -3  -1  -1  -3  -1  -3  -2  -2  -2  -1  -1  -1
N  -2  -2  -2  -2  -1  -1  -1  -1  -1  -1  -1  -1  -1  -1  -1  -2
U  -4   5  -4  -4  -4   1  -4   1   1  -4  -1  -4  -1  -1  -2   5
`

function parseMatrix(name: SubstitutionMatrixName, text: string): SubstitutionMatrix {
  const rows = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
  const letters = rows[0].split(/\s+/)
  const size = letters.length + 1
  const indexByCode = new Uint8Array(128)
  letters.forEach((letter, i) => {
    indexByCode[letter.toUpperCase().charCodeAt(0)] = i + 1
    indexByCode[letter.toLowerCase().charCodeAt(0)] = i + 1
  })
  const scores = new Float32Array(size * size)
  for (const row of rows.slice(1)) {
    const [letter, ...values] = row.split(/\s+/)
    const r = indexByCode[letter.charCodeAt(0)]
    values.forEach((value, c) => {
      scores[r * size + indexByCode[letters[c].charCodeAt(0)]] = Number(value)
    })
  }
  return { name, indexByCode, scores, size, letters: letters.join('') }
}

export const SUBSTITUTION_MATRICES: Readonly<Record<SubstitutionMatrixName, SubstitutionMatrix>> = {
  EBLOSUM62: parseMatrix('EBLOSUM62', EBLOSUM62_TEXT),
  EDNAFULL: parseMatrix('EDNAFULL', EDNAFULL_TEXT),
}

/** The score of aligning two characters (by character code) under a matrix. */
export function substitutionScore(matrix: SubstitutionMatrix, a: number, b: number): number {
  const row = a < 128 ? matrix.indexByCode[a] : 0
  const column = b < 128 ? matrix.indexByCode[b] : 0
  return matrix.scores[row * matrix.size + column]
}
