import { formatFasta } from '../../../analysis/sequence/fasta'
import { backTranslate, preferredCodons } from '../../../analysis/sequence/codon-usage'
import { CODON_USAGE_FILES } from '../../../analysis/sequence/codon-usage-files'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { percent, preview, readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** EMBOSS backtranseq: each residue written as the codon the chosen table uses most. */
export const reverseTranslationExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'protein')
  const preferred = preferredCodons(CODON_USAGE_FILES[params.table])
  const translations = records.map((record) => {
    const { sequence, missing } = backTranslate(record.sequence, preferred)
    if (missing !== null)
      throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noCodon({ name: record.name, residue: missing }))
    return { record, sequence }
  })
  const gc = (sequence: string) => {
    let count = 0
    for (const base of sequence) if (base === 'G' || base === 'C') count++
    return sequence.length ? percent(count / sequence.length) : 0
  }
  return {
    charts: [],
    tables: [
      {
        id: 'translations',
        title: text.tableTitle(),
        columns: [sequenceText.name(), text.residues(), text.nucleotides(), text.gc(), text.sequencePreview()],
        rows: translations.map(({ record, sequence }) => [
          record.name,
          record.sequence.length,
          sequence.length,
          gc(sequence),
          preview(sequence),
        ]),
      },
    ],
    files: [
      {
        name: 'backtranslated.fasta',
        contentType: 'text/plain',
        content: formatFasta(
          translations.map(({ record, sequence }) => ({
            name: record.name,
            description: record.description,
            sequence,
          })),
        ),
      },
    ],
    notes: [
      text.note({
        sequences: records.length,
        organism: params.table === 'Ehuman' ? text.human() : text.ecoli(),
      }),
    ],
  }
}
