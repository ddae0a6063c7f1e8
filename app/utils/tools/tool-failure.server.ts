import { renderText, type TranslateText } from '#core/result-text'
import type { ToolFailureDetail } from '#core/tool-runs'
import type { Translate } from './tool-form'

export interface RecordedToolFailure {
  errorDetail: ToolFailureDetail | null
  errorLog: string | null
}

/** The i18next key of a failure code: analysis input problems and run stages share `toolErrors`. */
export function failureMessageKey(code: string): string {
  return `toolErrors.${code}`
}

const AT_KEYS: Record<string, string> = {
  'file,line,column': 'toolErrors.at.fileLineColumn',
  'file,line': 'toolErrors.at.fileLine',
  'file,column': 'toolErrors.at.fileColumn',
  file: 'toolErrors.at.file',
  'line,column': 'toolErrors.at.lineColumn',
  line: 'toolErrors.at.line',
  column: 'toolErrors.at.column',
}

/** A stack frame line (`    at fn (/path/file.ts:1:2)`): older task rows kept whole stacks in their log. */
const STACK_FRAME = /^\s+at .*$/gm

/**
 * The part of a log a page may show. Older rows appended the cause's stack after a blank line
 * (`The result file "a.png" could not be stored.\n\nError: ENOSPC … '/srv/…'`) or were a bare stack:
 * the first paragraph without stack frames keeps the message and drops the paths.
 */
function shownLog(log: string): string {
  return log
    .split(/\n\s*\n/)[0]
    .replace(STACK_FRAME, '')
    .trim()
}

/**
 * What the run page tells the reader about a failure, in the reader's language: the stored
 * detail translated (an input problem located in its file, or in its form field named by the
 * field's label, or a tool's own words), else the task's log (an older executor's message in the
 * submitter's language, or an older row's text without its stack and cause). Null when nothing was recorded.
 */
export function describeToolFailure(
  t: Translate,
  failure: RecordedToolFailure,
  fieldLabels: Readonly<Record<string, string>>,
): string | null {
  const message = failure.errorDetail ? describeFailureDetail(t, failure.errorDetail, fieldLabels) : null
  return message ?? (failure.errorLog ? shownLog(failure.errorLog) : null)
}

/** A failure detail in the reader's words, located in its file or field; null for a code without a text. */
export function describeFailureDetail(
  t: Translate,
  detail: ToolFailureDetail,
  fieldLabels: Readonly<Record<string, string>> = {},
): string | null {
  if (detail.text) return renderText(t as TranslateText, detail.text)
  const message = t(failureMessageKey(detail.code), { ...detail.params, defaultValue: '' })
  if (message === '') return null
  const { file, line, column } = detail.params
  const located = { file: file !== undefined, line: line !== undefined, column: column !== undefined }
  const atKey = AT_KEYS[(Object.keys(located) as (keyof typeof located)[]).filter((part) => located[part]).join(',')]
  if (!atKey) return capitalised(message)
  const label = typeof file === 'string' ? fieldLabels[file] : undefined
  const where = label ? t('toolErrors.field', { label }) : file
  return t(atKey, { file: where, line, column, message })
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
