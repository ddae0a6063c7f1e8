/**
 * A sequence field's second way in: "paste text OR choose a file". Each pasted-sequence field of a
 * tool gets an optional data-file slot beside it (`<field key>_file`), so a file goes the way every
 * tool upload goes — bounded while it streams, refused early when too big, stored as the task's
 * input and catalogued, copied by "run again" — and, when the run starts, becomes the text the
 * executor would have got pasted: FASTA as it is, an EMBL or GenBank flat file as seqret's FASTA.
 * A chosen file wins over pasted text: the form may hold the last run's or the demo's text, which
 * the user did not type for this run; the result says so when both were given.
 */
import { AnalysisInputError } from '../../analysis/errors'
import { sequenceFileText } from '../../analysis/sequence/sequence-file'
import { pastedTextFileKey, type DataFileSetting } from '../../core/tools'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import type { MessageRef } from '../../core/result-text'
import { ToolRunError, type ToolExecutor, type ToolInputFile, type ToolRunInput } from '../kit/types'
import { FIELD_LABELS, sequenceText } from './messages'
import type { TextField } from './shared'

/** Suffixes of FASTA files and of GenBank and EMBL flat files, and plain text. */
export const SEQUENCE_FILE_TYPES = ['fasta', 'fa', 'fas', 'fna', 'faa', 'ffn', 'gb', 'gbk', 'genbank', 'embl', 'txt']

/**
 * A flat file spends about 1.35 bytes on a residue (blocks of ten, position numbers) besides its
 * header and features; four bytes a character of the field's limit leave room for them, and a file
 * beyond that cannot fit the limit once converted, so it is refused before it is read.
 */
const FILE_BYTES_PER_CHARACTER = 4
const MEGABYTE = 1024 * 1024

const FORMAT_NAMES = { fasta: 'FASTA', genbank: 'GenBank', embl: 'EMBL' } as const

export function sequenceFileKey(field: TextField): string {
  return pastedTextFileKey(field.key)
}

/** The upload slot of a field: optional, its size limit in whole megabytes as the forms write it. */
export function sequenceFileSlot(field: TextField): DataFileSetting {
  const label = FIELD_LABELS[field.label]
  return {
    // A space between a Latin letter and Chinese, as the labels write it (序列 A 文件).
    label: `${label.zh}${/[A-Za-z]$/.test(label.zh) ? ' ' : ''}文件 (${label.en} file)`,
    key: sequenceFileKey(field),
    required: false,
    exampleFile: null,
    fileTypes: SEQUENCE_FILE_TYPES,
    fileSizeMb: Math.max(1, Math.ceil((field.maxLength * FILE_BYTES_PER_CHARACTER) / MEGABYTE)),
    rules: [],
  }
}

interface FileText {
  readonly file: ToolInputFile
  readonly text: string
  /** FASTA passed on as it is keeps the file's line numbers; converted text has lines of its own. */
  readonly sameLines: boolean
}

/** The file's text for the field, within the field's limit, and what the result notes about it. */
function readFieldFile(
  field: TextField,
  file: ToolInputFile,
  pasted: unknown,
  keepFormat: boolean,
): { fileText: FileText; notes: MessageRef[] } {
  const label = sequenceText[field.label]()
  const read = sequenceFileText(file.bytes, { fileName: file.fileName, keepFormat })
  if (read.text.length > field.maxLength) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      sequenceText.fileTooLong({
        file: file.fileName,
        label,
        limit: field.maxLength.toLocaleString('en-US'),
        given: read.text.length.toLocaleString('en-US'),
      }),
    )
  }
  const notes = [
    sequenceText.fileRead({ label, file: file.fileName, format: FORMAT_NAMES[read.format], encoding: read.encoding }),
  ]
  if (typeof pasted === 'string' && pasted.trim() !== '')
    notes.push(sequenceText.pastedIgnored({ file: file.fileName, label }))
  return { fileText: { file, text: read.text, sameLines: read.format === 'fasta' || keepFormat }, notes }
}

/**
 * A problem the executor found in a field's text came from the file when the file gave the text:
 * it is located in the file (at its line when the text is the file's own).
 */
function locatedInFile(error: unknown, fileTexts: ReadonlyMap<string, FileText>): unknown {
  if (!(error instanceof AnalysisInputError) || error.location.file === undefined) return error
  const fileText = fileTexts.get(error.location.file)
  if (!fileText) return error
  const location = fileText.sameLines
    ? { ...error.location, file: fileText.file.fileName }
    : { file: fileText.file.fileName }
  return new AnalysisInputError(error.code, error.params as never, location)
}

/**
 * The executor, given each field's file (when one was chosen) as the field's text; it does not
 * know where its text came from. `keepFormat`: flat files as they are, for a reader of all three.
 */
export function readingSequenceFiles(
  fields: readonly TextField[],
  executor: ToolExecutor,
  options: { keepFormat?: boolean } = {},
): ToolExecutor {
  return async (input: ToolRunInput) => {
    const params = { ...input.params }
    const fileTexts = new Map<string, FileText>()
    const notes: MessageRef[] = []
    for (const field of fields) {
      const file = input.files[sequenceFileKey(field)]
      if (!file) continue
      const read = readFieldFile(field, file, params[field.key], options.keepFormat ?? false)
      params[field.key] = read.fileText.text
      fileTexts.set(field.key, read.fileText)
      notes.push(...read.notes)
    }
    if (fileTexts.size === 0) return executor(input)
    try {
      const result = await executor({ ...input, params })
      return { ...result, notes: [...notes, ...result.notes] }
    } catch (error) {
      throw locatedInFile(error, fileTexts)
    }
  }
}

/** What a sequence tool's `defineTool` takes for its fields: their file slots and the executor reading them. */
export function sequenceInputs(
  fields: readonly TextField[],
  executor: ToolExecutor,
  options: { keepFormat?: boolean } = {},
): { dataFiles: DataFileSetting[]; executor: ToolExecutor } {
  return { dataFiles: fields.map(sequenceFileSlot), executor: readingSequenceFiles(fields, executor, options) }
}
