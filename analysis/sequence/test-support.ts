/** Shared by the sequence tests: the fixtures and the EMBOSS outputs beside them (see their README). */
import { readFileSync } from 'node:fs'
import { parseSequences, type SequenceRecord } from './fasta'

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
