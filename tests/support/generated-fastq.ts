import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'

/** Bases of a few real-looking 150 bp Illumina reads (16S V3-V4 amplicon starts); records rotate through them. */
const READS = [
  'CCTACGGGNGGCWGCAGTGGGGAATATTGCACAATGGGCGCAAGCCTGATGCAGCCATGCCGCGTGTATGAAGAAGGCCTTCGGGTTGTAAAGTACTTTCAGCGGGGAGGAAGGGAGTAAAGTTAATACCTTTGCTCATTGACGTTACCCGCAG',
  'CCTACGGGAGGCAGCAGTAGGGAATCTTCCGCAATGGACGAAAGTCTGACGGAGCAACGCCGCGTGAGTGATGAAGGTTTTCGGATCGTAAAGCTCTGTTGTTAGGGAAGAACAAGTACCGTTCGAATAGGGCGGTACCTTGACGGTACCTAA',
  'CCTACGGGTGGCTGCAGTGGGGAATATTGGACAATGGGGGCAACCCTGATCCAGCAATGCCGCGTGAGTGAAGAAGGCCTTCGGGTTGTAAAGCTCTTTTGTCAGGGAAGAAACGGTGAGGGTTAATACCCTTGCTAATGACGGTACCTGAAG',
]
const QUALITIES = [
  'IIIIIIIIIIHHHHHHHHGGGGGGGGFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEDDDDDDDDDDDDDDDDDDDCCCCCCCCCCBB',
  'IIIIIIIIIIIIIIIIIIIIHHHHHHHHHHHHHHHHHGGGGGGGGGGGGGGGGGGFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEEEEEEEEEEEEEEEEDDDDDDDDDDDCC',
]

/**
 * Writes a FASTQ file of at least `minBytes` (whole records) to `path`, streamed in pieces so even
 * several GB never sit in memory: Illumina-style records with distinct read ids and tile
 * coordinates. Answers its exact size and SHA-256.
 */
export async function writeGeneratedFastq(path: string, minBytes: number): Promise<{ size: number; sha256: string }> {
  const out = createWriteStream(path)
  const hash = createHash('sha256')
  let size = 0
  let record = 0
  while (size < minBytes) {
    const lines: string[] = []
    for (let i = 0; i < 4096 && size < minBytes; i++, record++) {
      const x = 1000 + (record % 20000)
      const y = 1000 + Math.floor(record / 20000)
      const text = `@SRR7012345.${record + 1} A00123:42:HKJ3FDSXY:1:${1101 + (record % 96)}:${x}:${y} length=150\n${READS[record % READS.length]}\n+\n${QUALITIES[record % QUALITIES.length]}\n`
      lines.push(text)
      size += Buffer.byteLength(text)
    }
    const piece = Buffer.from(lines.join(''))
    hash.update(piece)
    if (!out.write(piece)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'close')
  return { size, sha256: hash.digest('hex') }
}
