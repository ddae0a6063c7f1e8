import { decodeText, type DelimiterCode } from '#analysis/io/text'
import { AnalysisInputError } from '#analysis/errors'
import {
  checkDataFileRules,
  DataFileRuleConfigError,
  readTableRows,
  type DataFileRule,
} from '#analysis/io/data-file-rules'
import { fileSizeLimitMb } from '#core/tools'
import { inputProblemDetail } from '#core/tool-runs'
import { describeFailureDetail } from '~/utils/tools/tool-failure.server'
import type { Translate } from '~/utils/tools/tool-form'
import { translateProblem } from '~/utils/tools/tool-form.server'
import { checkFileType, isTextSuffix, type UploadedDataFile, type UploadProblem } from '~/utils/tools/uploads.server'
import { listOf, type DataFileDraft, type InputCheckReport, type RuleDraft, type RuleVerdict } from './tool-editor'

/**
 * "Check input setting" (issue 19): a sample file checked against one data file's rules as they
 * are typed in the editor, before anything is saved, with the messages customers get on the tool
 * page (the `tools` section) — so staff see each rule's verdict, line and column named.
 */

const on = (value: string | undefined) => value === 'on' || value === 'true'

/** A rule as typed, once its fields passed the editor's schema (so the numbers and slices are sound). */
function ruleFromDraft(draft: RuleDraft): DataFileRule {
  switch (draft.kind) {
    case 'headerEquals':
      return { kind: 'headerEquals', header: listOf(draft.header) }
    case 'valueType': {
      const except = listOf(draft.exceptColumnsNamed)
      return {
        kind: 'valueType',
        rows: draft.rows.trim(),
        columns: draft.columns.trim(),
        valueType: draft.valueType === 'integer' || draft.valueType === 'string' ? draft.valueType : 'number',
        allowEmpty: on(draft.allowEmpty),
        ...(except.length ? { exceptColumnsNamed: except } : {}),
      }
    }
    case 'columnNames':
      return {
        kind: 'columnNames',
        headerRow: Number(draft.headerRow),
        columns: listOf(draft.columns),
        caseSensitive: on(draft.caseSensitive),
      }
    case 'minColumns':
      return { kind: 'minColumns', rows: draft.rows.trim(), minColumns: Number(draft.minColumns) }
    case 'formKeyMapping':
      return { kind: 'formKeyMapping', formKey: draft.formKey.trim(), column: draft.column.trim() }
  }
}

function asDelimiter(code: number): DelimiterCode {
  return code === 2 || code === 3 || code === 4 ? code : 1
}

/**
 * Checks `sample` against the rules of `dataFile` as typed. `fieldErrors` are the editor schema's
 * messages (keys already translated): a rule whose fields do not pass is reported as such, not run.
 * The file's size limit and types are the ones typed for the data file; the encoding is detected
 * and the table split with the tool's delimiter, as a tool run reads it.
 */
export function checkSampleFile(options: {
  index: number
  dataFile: DataFileDraft
  tableDelimiter: string
  sample: UploadedDataFile | null
  uploadProblem: UploadProblem | null
  fieldErrors: Record<string, string[] | null | undefined>
  t: Translate
}): InputCheckReport {
  const { index, dataFile, sample, uploadProblem, fieldErrors, t } = options
  const report = (fileProblem: string | null, rules: RuleVerdict[] = []): InputCheckReport => ({
    file: index,
    fileName: sample?.fileName ?? null,
    fileProblem,
    rules,
  })
  if (uploadProblem) return report(t(uploadProblem.key, uploadProblem.values))
  if (!sample) return report(t('adminTools.check.noFile'))
  const sizeMb = Number(dataFile.fileSizeMb)
  const limitMb = Number.isInteger(sizeMb) && sizeMb >= 0 ? fileSizeLimitMb({ fileSizeMb: sizeMb }) : 100
  if (sample.bytes.byteLength > limitMb * 1024 * 1024)
    return report(t('tools.upload.tooLarge', { file: sample.fileName, limit: limitMb }))
  const fileTypes = listOf(dataFile.fileTypes).map((suffix) => suffix.replace(/^\./, '').toLowerCase())
  const typeProblem = checkFileType(sample.fileName, sample.bytes, fileTypes)
  if (typeProblem) return report(t(typeProblem.key, typeProblem.values))
  if (!isTextSuffix(sample.fileName)) return report(t('adminTools.check.notTable'))

  let rows
  try {
    rows = readTableRows(decodeText(sample.bytes).text, asDelimiter(Number(options.tableDelimiter)), sample.fileName)
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    return report(describeFailureDetail(t, inputProblemDetail(error)) ?? error.message)
  }
  const prefix = `dataFiles[${index}].rules[`
  const verdicts = dataFile.rules.map((draft, ruleIndex): RuleVerdict => {
    const verdict = (outcome: RuleVerdict['outcome'], messages: string[] = []) => ({
      rule: ruleIndex + 1,
      kind: draft.kind,
      outcome,
      messages,
    })
    const own = `${prefix}${ruleIndex}].`
    const invalid = Object.entries(fieldErrors).some(([name, messages]) => name.startsWith(own) && messages?.length)
    if (invalid) return verdict('notChecked', [t('adminTools.check.ruleInvalid')])
    // A key mapping compares the file with the values typed in the tool's form: only a run has them.
    if (draft.kind === 'formKeyMapping') return verdict('notChecked', [t('adminTools.check.formKeyAtRun')])
    try {
      const problems = checkDataFileRules([ruleFromDraft(draft)], {
        fileName: sample.fileName,
        rows,
        params: {},
        fieldLabels: {},
      })
      return problems.length
        ? verdict(
            'failed',
            problems.map((problem) => translateProblem(t, problem)),
          )
        : verdict('passed')
    } catch (error) {
      if (error instanceof DataFileRuleConfigError) return verdict('notChecked', [t('adminTools.check.ruleInvalid')])
      throw error
    }
  })
  return report(null, verdicts)
}
