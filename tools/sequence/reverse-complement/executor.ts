import { transformStrand } from '../../../analysis/sequence/alphabet'
import { formatFasta } from '../../../analysis/sequence/fasta'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { preview, readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** Reverse complement (or complement, or reverse) of every pasted sequence, as EMBOSS revseq. */
export const reverseComplementExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const { operation } = params
  const operationName = text[operation]()
  const file = `${operation}.fasta`
  const results = records.map((record) => ({
    name: record.name,
    description: record.description,
    sequence: transformStrand(record.sequence, operation),
  }))
  const bases = results.reduce((sum, record) => sum + record.sequence.length, 0)
  return {
    charts: [],
    tables: [
      {
        id: 'sequences',
        title: text.tableTitle({ operation: operationName }),
        columns: [sequenceText.name(), sequenceText.length(), text.firstBases({ operation: operationName })],
        rows: results.map((record) => [record.name, record.sequence.length, preview(record.sequence)]),
      },
    ],
    files: [{ name: file, contentType: 'text/plain', content: formatFasta(results) }],
    notes: [
      text.note({
        sequences: results.length,
        bases: bases.toLocaleString('en-US'),
        operation: operationName,
        file,
      }),
    ],
  }
}
