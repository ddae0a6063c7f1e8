import {
  detectFormat,
  genbankDate,
  readEntries,
  writeEmbl,
  writeFasta,
  writeGenbank,
} from '../../../analysis/sequence/sequence-formats'
import type { MessageRef } from '../../../core/result-text'
import type { ToolExecutor } from '../../kit/types'
import { checkedText } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

const FILES = {
  fasta: { name: 'sequences.fasta', write: writeFasta },
  genbank: {
    name: 'sequences.gb',
    write: (entries: Parameters<typeof writeFasta>[0]) => writeGenbank(entries, genbankDate(new Date())),
  },
  embl: { name: 'sequences.embl', write: writeEmbl },
} as const

/** EMBOSS seqret: the pasted entries (FASTA, EMBL or GenBank) written as FASTA, GenBank and EMBL. */
export const sequenceFormatConversionExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const pasted = checkedText(params.sequence, SEQUENCE_FIELD, { required: true })
  const format = params.inputFormat === 'auto' ? detectFormat(pasted) : params.inputFormat
  const entries = readEntries(pasted, format, SEQUENCE_FIELD.key)
  const outputs = params.outputFormat === 'all' ? (['fasta', 'genbank', 'embl'] as const) : [params.outputFormat]
  const files = outputs.map((output) => ({
    name: FILES[output].name,
    contentType: 'text/plain',
    content: FILES[output].write(entries),
  }))
  const notes: MessageRef[] = [
    text.note({
      records: entries.length,
      bases: entries.reduce((sum, entry) => sum + entry.sequence.length, 0).toLocaleString('en-US'),
      input: text[format](),
      files: files.map((file) => file.name).join(', '),
    }),
  ]
  if (format !== 'fasta') notes.push(text.dropped())
  return {
    charts: [],
    tables: [
      {
        id: 'records',
        title: text.records(),
        columns: [text.name(), text.accession(), text.version(), text.length(), text.type(), text.description()],
        rows: entries.map((entry) => [
          entry.name,
          entry.accessions.join(' '),
          entry.version,
          entry.sequence.length,
          /[Uu]/.test(entry.sequence) && !/[Tt]/.test(entry.sequence) ? text.rna() : text.dna(),
          entry.description,
        ]),
      },
    ],
    files,
    notes,
  }
}
