/**
 * The NCBI genetic codes EMBOSS 6.6.0 ships (data files EGC.1 ... EGC.23, from NCBI's "The Genetic
 * Codes", version 3.1), each as its 64-letter `AAs` line in NCBI's codon order (TTT, TTC, TTA, TTG,
 * TCT ...; see genetic-code.ts). EMBOSS's table 0 translates as table 1 (it differs in start codons only).
 */
import { codonTable, type CodonTable } from './genetic-code'

export interface GeneticCode {
  /** NCBI's transl_table number, as transeq -table takes it. */
  readonly id: number
  /** NCBI's name for the code, as EMBOSS's EGC.index gives it. */
  readonly name: string
  readonly aminoAcids: string
}

export const GENETIC_CODES: readonly GeneticCode[] = [
  { id: 1, name: 'Standard', aminoAcids: 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG' },
  {
    id: 2,
    name: 'Vertebrate Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNKKSS**VVVVAAAADDEEGGGG',
  },
  {
    id: 3,
    name: 'Yeast Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWTTTTPPPPHHQQRRRRIIMMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 4,
    name: 'Mold, Protozoan, and Coelenterate Mitochondrial and Mycoplasma/Spiroplasma',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 5,
    name: 'Invertebrate Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNKKSSSSVVVVAAAADDEEGGGG',
  },
  {
    id: 6,
    name: 'Ciliate, Dasycladacean and Hexamita Nuclear',
    aminoAcids: 'FFLLSSSSYYQQCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 9,
    name: 'Echinoderm and Flatworm Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNNKSSSSVVVVAAAADDEEGGGG',
  },
  { id: 10, name: 'Euplotid Nuclear', aminoAcids: 'FFLLSSSSYY**CCCWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG' },
  {
    id: 11,
    name: 'Bacterial and Plant Plastid',
    aminoAcids: 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 12,
    name: 'Alternative Yeast Nuclear',
    aminoAcids: 'FFLLSSSSYY**CC*WLLLSPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 13,
    name: 'Ascidian Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNKKSSGGVVVVAAAADDEEGGGG',
  },
  {
    id: 14,
    name: 'Alternative Flatworm Mitochondrial',
    aminoAcids: 'FFLLSSSSYYY*CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNNKSSSSVVVVAAAADDEEGGGG',
  },
  {
    id: 15,
    name: 'Blepharisma Nuclear',
    aminoAcids: 'FFLLSSSSYY*QCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 16,
    name: 'Chlorophycean Mitochondrial',
    aminoAcids: 'FFLLSSSSYY*LCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 21,
    name: 'Trematode Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNNKSSSSVVVVAAAADDEEGGGG',
  },
  {
    id: 22,
    name: 'Scenedesmus obliquus Mitochondrial',
    aminoAcids: 'FFLLSS*SYY*LCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 23,
    name: 'Thraustochytrium Mitochondrial',
    aminoAcids: 'FF*LSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
]

const TABLES = new Map<number, CodonTable>()

/** The codon table of NCBI code `id` (built once). */
export function geneticCodeTable(id: number): CodonTable {
  let table = TABLES.get(id)
  if (!table) {
    const code = GENETIC_CODES.find((candidate) => candidate.id === id)
    if (!code) throw new RangeError(`no NCBI genetic code ${id}`)
    table = codonTable(code.aminoAcids)
    TABLES.set(id, table)
  }
  return table
}
