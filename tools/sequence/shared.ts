/**
 * What the sequence executors share: re-checking a pasted-text parameter against the spec's limits
 * (1001), parsing it with analysis/sequence (whose problems are 1002, named by code and translated
 * where they are shown), and small formatting helpers.
 */
import type { SequenceAlphabet } from '../../analysis/sequence/alphabet'
import { parseSequences, type SequenceRecord } from '../../analysis/sequence/fasta'
import { ToolRunError } from '../kit/types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { type FIELD_LABELS, sequenceText } from './messages'

/**
 * A pasted-text parameter, declared once in the tool's parameters.ts: its form key (where parse
 * errors point), its label (the form's and the errors') and its limit (the form's and the re-check's).
 */
export interface TextField {
  readonly key: string
  readonly label: keyof typeof FIELD_LABELS
  readonly maxLength: number
}

/**
 * The field's text, re-checked against its limit (the form checks it too, but a task may be
 * rerun or submitted by other means). An empty required field is a parameter error.
 */
export function checkedText(text: string, field: TextField, options: { required: boolean }): string {
  if (text.length > field.maxLength) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      sequenceText.tooLong({
        label: sequenceText[field.label](),
        limit: field.maxLength.toLocaleString('en-US'),
        given: text.length.toLocaleString('en-US'),
      }),
    )
  }
  if (options.required && text.trim() === '') {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      sequenceText.empty({ label: sequenceText[field.label]() }),
    )
  }
  return text
}

/**
 * Parses a text field's FASTA. A problem in it is the library's AnalysisInputError (1002), located
 * in the field by its key: the run page names the field's label in the reader's language.
 */
export function readSequences(text: string, field: TextField, alphabet: SequenceAlphabet): SequenceRecord[] {
  return parseSequences(checkedText(text, field, { required: true }), { alphabet, source: field.key })
}

/** The first residues of a long sequence for a table cell; the full sequence is in the result file. */
export function preview(sequence: string, length = 60): string {
  return sequence.length <= length ? sequence : `${sequence.slice(0, length)}…`
}

export function percent(fraction: number): number {
  return Number((100 * fraction).toFixed(2))
}
