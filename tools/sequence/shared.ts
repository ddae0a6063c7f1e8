/**
 * What the sequence executors share: reading a pasted-text parameter within the spec's limits
 * (1001 in the run's language), parsing it with analysis/sequence (whose problems are 1002, named
 * by code and translated where they are shown), and small formatting helpers.
 */
import type { SequenceAlphabet } from '../../analysis/sequence/alphabet'
import { parseSequences, type SequenceRecord } from '../../analysis/sequence/fasta'
import { inLanguage, type Language } from '../../core/language'
import { ToolRunError, type ToolRunInput } from '../kit/types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'

/** A text parameter as the form names it, in both languages. */
export interface TextField {
  readonly key: string
  readonly label: string
  readonly labelEn: string
  readonly maxLength: number
}

export function fieldName(field: Pick<TextField, 'label' | 'labelEn'>, language: Language): string {
  return inLanguage(language, `“${field.label}”`, `"${field.labelEn}"`)
}

/**
 * The field's text, re-checked against its limit (the form checks it too, but a task may be
 * rerun or submitted by other means). An empty required field is a parameter error.
 */
export function readText(input: ToolRunInput, field: TextField, options: { required: boolean }): string {
  const value = input.params[field.key]
  const text = typeof value === 'string' ? value : ''
  const name = fieldName(field, input.language)
  if (text.length > field.maxLength) {
    const limit = field.maxLength.toLocaleString('en-US')
    const given = text.length.toLocaleString('en-US')
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      inLanguage(
        input.language,
        `参数${name}超过 ${limit} 个字符的上限（现有 ${given} 个）。`,
        `Parameter ${name} is longer than its limit of ${limit} characters (${given} given).`,
      ),
    )
  }
  if (options.required && text.trim() === '') {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      inLanguage(input.language, `参数${name}为空：请粘贴序列。`, `Parameter ${name} is empty: paste a sequence.`),
    )
  }
  return text
}

/**
 * Parses a text field's FASTA. A problem in it is the library's AnalysisInputError (1002), located
 * in the field by its key: the run page names the field's label in the reader's language.
 */
export function readSequences(input: ToolRunInput, field: TextField, alphabet: SequenceAlphabet): SequenceRecord[] {
  return parseSequences(readText(input, field, { required: true }), { alphabet, source: field.key })
}

/** The first residues of a long sequence for a table cell; the full sequence is in the result file. */
export function preview(sequence: string, length = 60): string {
  return sequence.length <= length ? sequence : `${sequence.slice(0, length)}…`
}

export function percent(fraction: number): number {
  return Number((100 * fraction).toFixed(2))
}
