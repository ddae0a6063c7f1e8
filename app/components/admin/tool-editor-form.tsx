import { Form, Link, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage, languageOrDefault } from '#core/language'
import { TABLE_DELIMITER, TOOL_PUBLISH_STATUS, TOOL_TYPE } from '#core/tools'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import {
  COVER_FILE_KEY,
  demoFileKey,
  exampleFileKey,
  RULE_KINDS,
  sampleFileKey,
  type DataFileDraft,
  type InputCheckReport,
  type RuleDraft,
  type ToolDraft,
} from '~/utils/admin/tool-editor'
import { DATA_FILE_FIELD_PREFIX } from '~/utils/tools/tool-form'
import { storageKeyFileName } from '#core/storage-paths'

export interface ToolEditorOptions {
  categories: { id: number; name: string; nameEn: string; parentName: string | null; parentNameEn: string | null }[]
  forms: { id: number; name: string }[]
  executors: { scriptClassName: string; title: string; titleEn: string }[]
}

type Errors = Record<string, string[] | null | undefined>

/** The tool's cover as the page shows it: the picture, and whether it is an upload (or generated art). */
export interface EditorCover {
  url: string
  uploaded: boolean
}

const secondaryButtonClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50'
const removeButtonClass = 'rounded-md border border-red-200 bg-white px-3 py-1.5 text-sm text-red-700 hover:bg-red-50'

function fieldId(name: string) {
  return `tool-${name.replace(/[^A-Za-z0-9]+/g, '-')}`
}

function Field({
  name,
  label,
  errors,
  children,
  hint,
}: {
  name: string
  label: string
  errors: Errors
  children: ReactNode
  hint?: string
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={fieldId(name)} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldErrors id={`${fieldId(name)}-error`} errors={errors[name] ?? undefined} />
    </div>
  )
}

function TextInput({
  name,
  value,
  errors,
  type = 'text',
}: {
  name: string
  value: string
  errors: Errors
  type?: 'text' | 'number' | 'url'
}) {
  const invalid = Boolean(errors[name]?.length)
  return (
    <input
      id={fieldId(name)}
      name={name}
      type={type}
      defaultValue={value}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${fieldId(name)}-error` : undefined}
      className={inputClass}
    />
  )
}

function TextArea({ name, value, errors, rows = 3 }: { name: string; value: string; errors: Errors; rows?: number }) {
  const invalid = Boolean(errors[name]?.length)
  return (
    <textarea
      id={fieldId(name)}
      name={name}
      rows={rows}
      defaultValue={value}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${fieldId(name)}-error` : undefined}
      className={inputClass}
    />
  )
}

function Select({
  name,
  value,
  options,
  empty,
}: {
  name: string
  value: string
  options: { value: string | number; label: string }[]
  empty?: string
}) {
  return (
    <select id={fieldId(name)} name={name} defaultValue={value} className={inputClass}>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

function Checkbox({ name, value, label }: { name: string; value: string; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={value === 'on'} />
      {label}
    </label>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The tool editor (create, edit, copy). Every structural change (a data file or a rule added or
 * removed) is a submit button the action answers with the form one block longer or shorter, so it
 * works without JavaScript and keeps everything typed.
 */
export function ToolEditorForm({
  draft,
  errors,
  seeded,
  options,
  cover,
  submitLabel,
  check,
}: {
  draft: ToolDraft
  errors: Errors
  seeded: boolean
  options: ToolEditorOptions
  cover: EditorCover | null
  submitLabel: string
  check?: InputCheckReport
}) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const navigation = useNavigation()
  const formErrors = errors['']
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      noValidate
      data-testid="tool-editor"
    >
      {/* Enter in a text field presses the form's first submit button: let that be Save (a post without an intent), not a Remove. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
      {formErrors?.length ? <FieldErrors errors={formErrors} /> : null}
      {Object.keys(errors).length > 0 && !check ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t('adminTools.editor.fixErrors')}
        </p>
      ) : null}
      <Section title={t('adminTools.editor.basics')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field name="title" label={t('adminTools.fields.titleZh')} errors={errors}>
            <TextInput name="title" value={draft.title} errors={errors} />
          </Field>
          <Field name="titleEn" label={t('adminTools.fields.titleEn')} errors={errors}>
            <TextInput name="titleEn" value={draft.titleEn} errors={errors} />
          </Field>
          <Field name="description" label={t('adminTools.fields.descriptionZh')} errors={errors}>
            <TextArea name="description" value={draft.description} errors={errors} />
          </Field>
          <Field name="descriptionEn" label={t('adminTools.fields.descriptionEn')} errors={errors}>
            <TextArea name="descriptionEn" value={draft.descriptionEn} errors={errors} />
          </Field>
          <Field name="categoryId" label={t('adminTools.fields.category')} errors={errors}>
            <Select
              name="categoryId"
              value={draft.categoryId}
              empty={t('adminTools.editor.none')}
              options={options.categories.map((category) => ({
                value: category.id,
                label: `${category.parentName ? `${inLanguage(language, category.parentName, category.parentNameEn)} / ` : ''}${inLanguage(language, category.name, category.nameEn)}`,
              }))}
            />
          </Field>
          <Field
            name="tags"
            label={t('adminTools.fields.tags')}
            errors={errors}
            hint={t('adminTools.editor.commaHint')}
          >
            <TextInput name="tags" value={draft.tags} errors={errors} />
          </Field>
          <Field name="publishStatus" label={t('adminTools.fields.publishStatus')} errors={errors}>
            <Select
              name="publishStatus"
              value={draft.publishStatus}
              options={Object.values(TOOL_PUBLISH_STATUS).map((code) => ({
                value: code,
                label: t(`adminTools.publishStatuses.${code}`),
              }))}
            />
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field name="sort" label={t('adminTools.fields.sort')} errors={errors}>
              <TextInput name="sort" type="number" value={draft.sort} errors={errors} />
            </Field>
            <Field name="useCount" label={t('adminTools.fields.useCount')} errors={errors}>
              <TextInput name="useCount" type="number" value={draft.useCount} errors={errors} />
            </Field>
          </div>
        </div>
      </Section>

      <Section title={t('adminTools.editor.coverAndDemo')}>
        <p className="mb-3 text-xs text-slate-500">{t('adminTools.editor.filesOnSave')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <Field
              name="cover"
              label={t('adminTools.fields.cover')}
              errors={errors}
              hint={t('adminTools.editor.coverHint')}
            >
              {cover ? (
                <img
                  src={cover.url}
                  alt={t('adminTools.editor.currentCover')}
                  className="mb-2 h-24 w-40 rounded border border-slate-200 object-cover"
                  data-testid="editor-cover"
                />
              ) : null}
              <input
                id={fieldId('cover')}
                type="file"
                name={`${DATA_FILE_FIELD_PREFIX}${COVER_FILE_KEY}`}
                accept="image/png,image/jpeg,image/gif,image/webp"
                aria-invalid={Boolean(errors.cover?.length) || undefined}
                className="block w-full max-w-xs text-sm"
              />
            </Field>
            {cover?.uploaded ? (
              <Checkbox name="removeCover" value={draft.removeCover} label={t('adminTools.editor.removeCover')} />
            ) : null}
          </div>
          <Field
            name="demoParams"
            label={t('adminTools.fields.demoParams')}
            errors={errors}
            hint={t('adminTools.editor.demoParamsHint')}
          >
            <textarea
              id={fieldId('demoParams')}
              name="demoParams"
              rows={6}
              defaultValue={draft.demoParams}
              spellCheck={false}
              aria-invalid={Boolean(errors.demoParams?.length) || undefined}
              aria-describedby={errors.demoParams?.length ? `${fieldId('demoParams')}-error` : undefined}
              className={`${inputClass} font-mono`}
            />
          </Field>
        </div>
      </Section>

      <Section title={t('adminTools.editor.execution')}>
        {seeded ? (
          <p className="mb-3 text-sm text-slate-600" data-testid="code-owned-note">
            {t('adminTools.editor.codeOwned')}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <Field name="toolType" label={t('adminTools.fields.toolType')} errors={errors}>
            {seeded ? (
              <>
                <input type="hidden" name="toolType" value={draft.toolType} />
                <p className="text-sm">{t(`adminTools.toolTypes.${draft.toolType}`)}</p>
              </>
            ) : (
              <Select
                name="toolType"
                value={draft.toolType}
                options={Object.values(TOOL_TYPE).map((code) => ({
                  value: code,
                  label: t(`adminTools.toolTypes.${code}`),
                }))}
              />
            )}
          </Field>
          <Field name="scriptClassName" label={t('adminTools.fields.executor')} errors={errors}>
            {seeded ? (
              <>
                <input type="hidden" name="scriptClassName" value={draft.scriptClassName} />
                <p className="text-sm font-mono">{draft.scriptClassName}</p>
              </>
            ) : (
              <Select
                name="scriptClassName"
                value={draft.scriptClassName}
                empty={t('adminTools.editor.none')}
                options={options.executors.map((executor) => ({
                  value: executor.scriptClassName,
                  label: executor.title
                    ? `${executor.scriptClassName} · ${inLanguage(language, executor.title, executor.titleEn)}`
                    : executor.scriptClassName,
                }))}
              />
            )}
          </Field>
          <Field name="executionType" label={t('adminTools.fields.executionType')} errors={errors}>
            {seeded ? (
              <>
                <input type="hidden" name="executionType" value={draft.executionType} />
                <p className="text-sm font-mono">{draft.executionType || '—'}</p>
              </>
            ) : (
              <TextInput name="executionType" value={draft.executionType} errors={errors} />
            )}
          </Field>
          <Field name="script" label={t('adminTools.fields.script')} errors={errors}>
            <TextInput name="script" value={draft.script} errors={errors} />
          </Field>
          <Field name="formId" label={t('adminTools.fields.form')} errors={errors}>
            <Select
              name="formId"
              value={draft.formId}
              empty={t('adminTools.editor.none')}
              options={options.forms.map((form) => ({ value: form.id, label: form.name }))}
            />
          </Field>
          <Field name="tableDelimiter" label={t('adminTools.fields.tableDelimiter')} errors={errors}>
            <Select
              name="tableDelimiter"
              value={draft.tableDelimiter}
              options={Object.entries(TABLE_DELIMITER).map(([name, code]) => ({
                value: code,
                label: t(`adminTools.delimiters.${name}`),
              }))}
            />
          </Field>
          <Field name="url" label={t('adminTools.fields.url')} errors={errors} hint={t('adminTools.editor.urlHint')}>
            <TextInput name="url" type="url" value={draft.url} errors={errors} />
          </Field>
          <div className="flex flex-col justify-end gap-2">
            <Checkbox
              name="convertEncoding"
              value={draft.convertEncoding}
              label={t('adminTools.fields.convertEncoding')}
            />
            <Checkbox name="editable" value={draft.editable} label={t('adminTools.fields.editable')} />
          </div>
        </div>
      </Section>

      <Section title={t('adminTools.editor.manual')}>
        <p className="mb-3 text-xs text-slate-500">{t('adminTools.editor.manualHint')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <Field name="manual" label={t('adminTools.fields.manualZh')} errors={errors}>
            <TextArea name="manual" value={draft.manual} errors={errors} rows={8} />
          </Field>
          <Field name="manualEn" label={t('adminTools.fields.manualEn')} errors={errors}>
            <TextArea name="manualEn" value={draft.manualEn} errors={errors} rows={8} />
          </Field>
        </div>
      </Section>

      <Section title={t('adminTools.editor.dataFiles')}>
        <div className="flex flex-col gap-4">
          {draft.dataFiles.length === 0 ? (
            <p className="text-sm text-slate-500">{t('adminTools.editor.noDataFiles')}</p>
          ) : null}
          {draft.dataFiles.map((file, index) => (
            <DataFileBlock
              key={index}
              file={file}
              index={index}
              errors={errors}
              check={check?.file === index ? check : undefined}
            />
          ))}
          <div>
            <button type="submit" name="intent" value="addDataFile" className={secondaryButtonClass}>
              {t('adminTools.editor.addDataFile')}
            </button>
          </div>
        </div>
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/setting/tool" className={secondaryButtonClass}>
          {t('adminTools.editor.backToList')}
        </Link>
        <button
          type="submit"
          name="intent"
          value="save"
          className={primaryButtonClass}
          disabled={navigation.state === 'submitting'}
        >
          {submitLabel}
        </button>
      </div>
    </Form>
  )
}

function DataFileBlock({
  file,
  index,
  errors,
  check,
}: {
  file: DataFileDraft
  index: number
  errors: Errors
  check?: InputCheckReport
}) {
  const { t } = useTranslation()
  const prefix = `dataFiles[${index}]`
  return (
    <section
      className="rounded-md border border-slate-200 bg-slate-50 p-3"
      aria-label={t('adminTools.editor.dataFileN', { n: index + 1 })}
      data-testid="data-file-block"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('adminTools.editor.dataFileN', { n: index + 1 })}</h3>
        <button type="submit" name="intent" value={`removeDataFile:${index}`} className={removeButtonClass}>
          {t('adminTools.editor.removeDataFile')}
        </button>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <Field name={`${prefix}.label`} label={t('adminTools.fields.dataLabel')} errors={errors}>
          <TextInput name={`${prefix}.label`} value={file.label} errors={errors} />
        </Field>
        <Field name={`${prefix}.key`} label={t('adminTools.fields.dataKey')} errors={errors}>
          <TextInput name={`${prefix}.key`} value={file.key} errors={errors} />
        </Field>
        <Field
          name={`${prefix}.fileSizeMb`}
          label={t('adminTools.fields.fileSizeMb')}
          errors={errors}
          hint={t('adminTools.editor.sizeHint')}
        >
          <TextInput name={`${prefix}.fileSizeMb`} type="number" value={file.fileSizeMb} errors={errors} />
        </Field>
        <Field
          name={`${prefix}.fileTypes`}
          label={t('adminTools.fields.fileTypes')}
          errors={errors}
          hint={t('adminTools.editor.commaHint')}
        >
          <TextInput name={`${prefix}.fileTypes`} value={file.fileTypes} errors={errors} />
        </Field>
        <StoredFileInput
          prefix={prefix}
          kind="example"
          storedKey={file.exampleFile}
          removeChecked={file.removeExample}
          inputName={`${DATA_FILE_FIELD_PREFIX}${exampleFileKey(index)}`}
          errors={errors}
        />
        <StoredFileInput
          prefix={prefix}
          kind="demo"
          storedKey={file.demoFile}
          removeChecked={file.removeDemo}
          inputName={`${DATA_FILE_FIELD_PREFIX}${demoFileKey(index)}`}
          errors={errors}
        />
        <div className="flex items-end">
          <Checkbox name={`${prefix}.required`} value={file.required} label={t('adminTools.fields.dataRequired')} />
        </div>
      </div>
      <h4 className="mb-2 mt-4 text-sm font-semibold">{t('adminTools.editor.rules')}</h4>
      <div className="flex flex-col gap-3">
        {file.rules.map((rule, ruleIndex) => (
          <RuleBlock
            key={ruleIndex}
            rule={rule}
            prefix={`${prefix}.rules[${ruleIndex}]`}
            removeIntent={`removeRule:${index}:${ruleIndex}`}
            errors={errors}
          />
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            <span className="mb-1 block font-medium text-slate-700">{t('adminTools.editor.newRuleKind')}</span>
            <select name={`${prefix}.newRuleKind`} defaultValue="minColumns" className={inputClass}>
              {RULE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminTools.ruleKinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" name="intent" value={`addRule:${index}`} className={secondaryButtonClass}>
            {t('adminTools.editor.addRule')}
          </button>
        </div>
      </div>
      <h4 className="mb-2 mt-4 text-sm font-semibold">{t('adminTools.check.title')}</h4>
      <p className="mb-2 text-xs text-slate-500">{t('adminTools.check.hint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t('adminTools.check.sample')}</span>
          <input
            type="file"
            name={`${DATA_FILE_FIELD_PREFIX}${sampleFileKey(index)}`}
            className="block w-full max-w-xs text-sm"
          />
        </label>
        <button type="submit" name="intent" value={`check:${index}`} className={secondaryButtonClass}>
          {t('adminTools.check.button')}
        </button>
      </div>
      {check ? <CheckReport report={check} /> : null}
    </section>
  )
}

function CheckReport({ report }: { report: InputCheckReport }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className="mt-3 rounded-md border border-slate-300 bg-white p-3 text-sm"
      data-testid="input-check-report"
    >
      <p className="font-medium">
        {report.fileName ? t('adminTools.check.reportFor', { file: report.fileName }) : t('adminTools.check.report')}
      </p>
      {report.fileProblem ? <p className="mt-1 text-red-700">{report.fileProblem}</p> : null}
      {!report.fileProblem && report.rules.length === 0 ? (
        <p className="mt-1 text-slate-600">{t('adminTools.check.noRules')}</p>
      ) : null}
      <ul className="mt-1 flex flex-col gap-1">
        {report.rules.map((verdict) => (
          <li key={verdict.rule} className="break-words">
            <span className="font-medium">
              {t('adminTools.check.ruleN', { n: verdict.rule, kind: t(`adminTools.ruleKinds.${verdict.kind}`) })}
            </span>{' '}
            <span
              className={
                verdict.outcome === 'passed'
                  ? 'text-green-700'
                  : verdict.outcome === 'failed'
                    ? 'text-red-700'
                    : 'text-amber-700'
              }
            >
              {t(`adminTools.check.${verdict.outcome}`)}
            </span>
            {verdict.messages.map((message) => (
              <span key={message} className="block text-slate-700">
                {message}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}

function RuleBlock({
  rule,
  prefix,
  removeIntent,
  errors,
}: {
  rule: RuleDraft
  prefix: string
  removeIntent: string
  errors: Errors
}) {
  const { t } = useTranslation()
  const input = (name: string, type: 'text' | 'number' = 'text', hint?: string) => (
    <Field name={`${prefix}.${name}`} label={t(`adminTools.ruleFields.${name}`)} errors={errors} hint={hint}>
      <TextInput name={`${prefix}.${name}`} type={type} value={rule[name] ?? ''} errors={errors} />
    </Field>
  )
  const sliceHint = t('adminTools.editor.sliceHint')
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3" data-testid="rule-block">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">{t(`adminTools.ruleKinds.${rule.kind}`)}</span>
        <input type="hidden" name={`${prefix}.kind`} value={rule.kind} />
        <button type="submit" name="intent" value={removeIntent} className={removeButtonClass}>
          {t('adminTools.editor.removeRule')}
        </button>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {rule.kind === 'headerEquals' ? input('header', 'text', t('adminTools.editor.commaHint')) : null}
        {rule.kind === 'valueType' ? (
          <>
            {input('rows', 'text', sliceHint)}
            {input('columns', 'text', sliceHint)}
            <Field name={`${prefix}.valueType`} label={t('adminTools.ruleFields.valueType')} errors={errors}>
              <Select
                name={`${prefix}.valueType`}
                value={rule.valueType ?? 'number'}
                options={(['number', 'integer', 'string'] as const).map((type) => ({
                  value: type,
                  label: t(`tools.fileRules.types.${type}`),
                }))}
              />
            </Field>
            {input('exceptColumnsNamed', 'text', t('adminTools.editor.commaHint'))}
            <div className="flex items-end">
              <Checkbox
                name={`${prefix}.allowEmpty`}
                value={rule.allowEmpty ?? ''}
                label={t('adminTools.ruleFields.allowEmpty')}
              />
            </div>
          </>
        ) : null}
        {rule.kind === 'columnNames' ? (
          <>
            {input('headerRow', 'number')}
            {input('columns', 'text', t('adminTools.editor.commaHint'))}
            <div className="flex items-end">
              <Checkbox
                name={`${prefix}.caseSensitive`}
                value={rule.caseSensitive ?? ''}
                label={t('adminTools.ruleFields.caseSensitive')}
              />
            </div>
          </>
        ) : null}
        {rule.kind === 'minColumns' ? (
          <>
            {input('rows', 'text', sliceHint)}
            {input('minColumns', 'number')}
          </>
        ) : null}
        {rule.kind === 'formKeyMapping' ? (
          <>
            {input('formKey')}
            {input('column', 'text', sliceHint)}
          </>
        ) : null}
      </div>
    </div>
  )
}

/**
 * A data file's stored example (what customers download) or demo input (what "Load demo" runs):
 * the file it has, a file input to replace it and a box to remove it. The stored key travels with
 * the block, so adding or removing data files keeps each file with its block; the server keeps
 * only keys the tool already holds.
 */
function StoredFileInput({
  prefix,
  kind,
  storedKey,
  removeChecked,
  inputName,
  errors,
}: {
  prefix: string
  kind: 'example' | 'demo'
  storedKey: string
  removeChecked: string
  inputName: string
  errors: Errors
}) {
  const { t } = useTranslation()
  const keyField = kind === 'example' ? 'exampleFile' : 'demoFile'
  const uploadField = `${prefix}.${kind}Upload`
  const label = t(kind === 'example' ? 'adminTools.fields.exampleFile' : 'adminTools.fields.demoFile')
  return (
    <div className="min-w-0 text-sm" data-testid={`${kind}-file`}>
      <label htmlFor={fieldId(uploadField)} className="mb-1 block font-medium text-slate-700">
        {label}
      </label>
      <input type="hidden" name={`${prefix}.${keyField}`} value={storedKey} />
      <p className="mb-1 break-all text-slate-600">
        {storedKey ? storageKeyFileName(storedKey) : t('adminTools.editor.noFile')}
      </p>
      <input
        id={fieldId(uploadField)}
        type="file"
        name={inputName}
        aria-invalid={Boolean(errors[uploadField]?.length) || undefined}
        className="block w-full max-w-xs text-sm"
      />
      {storedKey ? (
        <div className="mt-1">
          <Checkbox
            name={`${prefix}.${kind === 'example' ? 'removeExample' : 'removeDemo'}`}
            value={removeChecked}
            label={t('adminTools.editor.removeFile')}
          />
        </div>
      ) : null}
      <FieldErrors id={`${fieldId(uploadField)}-error`} errors={errors[uploadField] ?? undefined} />
    </div>
  )
}

/** The page around the form: its heading, and the action's answer in place of the loaded tool once there is one. */
export function ToolEditorPage({
  title,
  submitLabel,
  loaded,
  answer,
}: {
  title: string
  submitLabel: string
  loaded: { draft: ToolDraft; seeded: boolean; options: ToolEditorOptions; cover: EditorCover | null }
  answer: { draft: ToolDraft; errors: Errors; revision: string; check?: InputCheckReport } | undefined
}) {
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{title}</h1>
      </div>
      <ToolEditorForm
        key={answer?.revision ?? 'loaded'}
        draft={answer?.draft ?? loaded.draft}
        errors={answer?.errors ?? {}}
        seeded={loaded.seeded}
        options={loaded.options}
        cover={loaded.cover}
        submitLabel={submitLabel}
        check={answer?.check}
      />
    </div>
  )
}
