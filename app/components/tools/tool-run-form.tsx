import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { FormField } from '#core/tools'
import { primaryButtonClass } from '~/components/ui/field'
import type { ProjectFilesData } from '~/utils/analysis/project-dataset-fields'
import {
  buildToolFormSchema,
  DATA_FILE_FIELD_PREFIX,
  INTENT_FIELD,
  RECORD_NAME_FIELD,
  recordNameSchema,
  STORED_FILE_SEARCH_PARAM,
  TOOL_FORM_INTENTS,
  type StoredFileChoice,
} from '~/utils/tools/tool-form'
import { inLanguage, languageOrDefault } from '#core/language'
import { DataFileSlot, type DataFileSlotData } from './data-file-slot'
import { ParameterField, type FieldState } from './parameter-field'
import { readHeaderCells } from './read-header'
import { readTablePreview } from './read-table-preview'
import type { TablePreview } from '~/utils/tools/table-inputs'

export function toolFormId(toolId: number): string {
  return `tool-form-${toolId}`
}

export interface ToolRunActionData {
  intent: string
  result: SubmissionResult<string[]>
  headers: Record<string, string[]>
  /** Data key → file name of the demo files still standing in for uploads. */
  demoFiles: Record<string, string>
  /** Data key → the stored file chosen for it, so a failed run keeps the choice. */
  storedFiles?: Record<string, number>
  /** Data key → the first rows of each table the server read (the preview without JavaScript). */
  previews?: Record<string, TablePreview>
  /** Data key → the table pasted into the slot, so a failed run keeps it. */
  pastedTables?: Record<string, string>
  /** After a check without running: whether everything passed. */
  checkedOk?: boolean
}

/** The user's stored files each data slot can take, and the search that narrowed them. */
export interface StoredFilesData {
  search: string
  choices: Record<string, StoredFileChoice[]>
}

/**
 * The tool's run form: data-file slots, then parameters. It posts multipart to the page's action
 * with or without JavaScript; with it, Conform checks the parameters first with the same schema
 * the server uses, and chosen files' headers fill the column pickers at once.
 */
export function ToolRunForm({
  toolId,
  fields,
  dataFiles,
  tableDelimiter,
  initialValues,
  demoFiles,
  projectFiles,
  storedFiles = null,
  chainedFiles = {},
  loaderHeaders,
  actionData,
  loggedIn,
  loginHref,
  currentPath,
  lead,
  aside,
  runDisabled = false,
}: {
  toolId: number
  fields: FormField[]
  dataFiles: DataFileSlotData[]
  tableDelimiter: number
  initialValues: Record<string, unknown>
  demoFiles: Record<string, string>
  /** A project's dataset files standing in for uploads (`?fromProject=`). */
  projectFiles: ProjectFilesData | null
  /** Null for a visitor, who has no stored files. */
  storedFiles?: StoredFilesData | null
  /** Data key → the stored file preselected for it (a result table opened here from its task page). */
  chainedFiles?: Record<string, number>
  loaderHeaders: Record<string, string[]>
  actionData: ToolRunActionData | undefined
  loggedIn: boolean
  loginHref: string
  /**
   * The page's own URL, query included: posting there keeps the page where it was (demo, saved set),
   * so a failed run re-renders the same form instead of a fresh one that forgets the chosen files.
   */
  currentPath: string
  /** Shown above the form (notices, the login hint). */
  lead: React.ReactNode
  /** The side column; it gets the record-name errors because the save controls belong to this form. */
  aside: (recordNameErrors: string[] | undefined) => React.ReactNode
  /** The form is disabled by staff: the Run button is disabled with a message (the action refuses too). */
  runDisabled?: boolean
}) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const formId = toolFormId(toolId)
  // The form's shape is data, not a static type: fields are looked up by their definition's keys.
  const [form, formFields] = useForm<Record<string, unknown>>({
    id: formId,
    lastResult: actionData?.result,
    defaultValue: initialValues as Record<string, string>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData, submitter }) {
      if (submitter?.getAttribute('value') === TOOL_FORM_INTENTS.saveParameters) {
        return parseWithZod(formData, { schema: z.object({ [RECORD_NAME_FIELD]: recordNameSchema(t) }) })
      }
      return parseWithZod(formData, { schema: buildToolFormSchema(fields, t, language) })
    },
  })

  const [chosenFiles, setChosenFiles] = useState<Record<string, string | null>>({})
  const [browserHeaders, setBrowserHeaders] = useState<Record<string, string[]>>({})
  const [browserPreviews, setBrowserPreviews] = useState<Record<string, TablePreview | null>>({})
  const headers = { ...loaderHeaders, ...actionData?.headers, ...browserHeaders }
  // After a submit the action says which demo files are still the inputs: the page may have been re-rendered at the action's URL.
  const demoFilesInUse = actionData ? actionData.demoFiles : demoFiles
  const runFailed = actionData?.intent === TOOL_FORM_INTENTS.run || actionData?.intent === TOOL_FORM_INTENTS.check

  async function chooseFile(key: string, file: File | null) {
    setChosenFiles((current) => ({ ...current, [key]: file?.name ?? null }))
    setBrowserPreviews((current) => ({ ...current, [key]: null }))
    if (!file) return
    // A table's preview is read as the run reads it (CSV as CSV, a workbook's first sheet); its header fills the pickers.
    const preview = dataFiles.find((slot) => slot.key === key)?.isTable
      ? await readTablePreview(file, tableDelimiter)
      : null
    if (preview) setBrowserPreviews((current) => ({ ...current, [key]: preview }))
    const cells = preview ? preview.header.filter(Boolean) : await readHeaderCells(file, tableDelimiter)
    setBrowserHeaders((current) => ({ ...current, [key]: cells }))
  }

  /** A stored file's header comes from its first bytes, read the same way as a chosen upload's. */
  async function chooseStoredFile(key: string, choice: StoredFileChoice | null) {
    setChosenFiles((current) => ({ ...current, [key]: choice?.name ?? null }))
    if (!choice) return
    const response = await fetch(`/resources/stored-file-head/${choice.id}`)
    if (!response.ok) return
    const cells = await readHeaderCells(new File([await response.blob()], choice.name), tableDelimiter)
    setBrowserHeaders((current) => ({ ...current, [key]: cells }))
  }

  const errors = form.allErrors
  const errorNames = Object.keys(errors).filter((name) => errors[name]?.length)
  const parameterErrors = errorNames.some(
    (name) => !name.startsWith(DATA_FILE_FIELD_PREFIX) && name !== RECORD_NAME_FIELD && name !== '',
  )
  const fileErrors = errorNames.some((name) => name.startsWith(DATA_FILE_FIELD_PREFIX))
  const headerFileName = (key: string) => chosenFiles[key] ?? demoFilesInUse[key]
  const searchFormId = `${formId}-stored-file-search`

  return (
    <ToolPageColumns
      aside={aside(formFields[RECORD_NAME_FIELD].errors)}
      main={
        <>
          {lead}
          <Form
            method="post"
            action={currentPath}
            encType="multipart/form-data"
            {...getFormProps(form)}
            noValidate
            className="space-y-6"
          >
            {form.errors?.length ? (
              <div
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                data-testid="form-error"
              >
                {form.errors.map((error) => (
                  <p key={error}>{error}</p>
                ))}
              </div>
            ) : null}
            {actionData?.intent === TOOL_FORM_INTENTS.check && actionData.checkedOk ? (
              <p
                role="status"
                className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
                data-testid="check-passed"
              >
                {t('toolForm.check.passed')}
              </p>
            ) : null}
            {parameterErrors || fileErrors ? (
              <div
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                data-testid="form-error-summary"
              >
                <p className="font-medium">{t('tools.form.summary')}</p>
                <p className="mt-1 flex flex-wrap gap-2 text-xs">
                  {parameterErrors ? (
                    <span className="rounded bg-red-100 px-2 py-0.5">{t('tools.form.paramErrorCode')}</span>
                  ) : null}
                  {fileErrors ? (
                    <span className="rounded bg-red-100 px-2 py-0.5">{t('tools.form.fileErrorCode')}</span>
                  ) : null}
                </p>
              </div>
            ) : null}

            {dataFiles.length > 0 ? (
              <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <SectionTitle number={1} title={t('tools.page.dataFiles')} />
                {storedFiles ? <StoredFileSearch formId={searchFormId} search={storedFiles.search} /> : null}
                <div className="mt-4 grid gap-4">
                  {dataFiles.map((slot) => (
                    <DataFileSlot
                      key={slot.key}
                      toolId={toolId}
                      slot={slot}
                      formId={formId}
                      demoFileName={demoFilesInUse[slot.key] ?? null}
                      projectFile={
                        projectFiles?.files[slot.key]
                          ? { analysisId: projectFiles.analysisId, fileName: projectFiles.files[slot.key] }
                          : null
                      }
                      chosenFileName={chosenFiles[slot.key] ?? null}
                      storedFiles={
                        storedFiles
                          ? {
                              choices: storedFiles.choices[slot.key] ?? [],
                              chosenId: actionData?.storedFiles?.[slot.key] ?? chainedFiles[slot.key] ?? null,
                              searching: storedFiles.search !== '',
                            }
                          : null
                      }
                      errors={formFields[`${DATA_FILE_FIELD_PREFIX}${slot.key}`].errors}
                      showChooseAgain={runFailed}
                      onChoose={(file) => void chooseFile(slot.key, file)}
                      preview={
                        slot.key in browserPreviews
                          ? browserPreviews[slot.key]
                          : (actionData?.previews?.[slot.key] ?? null)
                      }
                      pastedText={actionData?.pastedTables?.[slot.key] ?? ''}
                      onChooseStored={(choice) => void chooseStoredFile(slot.key, choice)}
                    />
                  ))}
                </div>
              </section>
            ) : null}

            <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <SectionTitle number={dataFiles.length > 0 ? 2 : 1} title={t('tools.page.parameters')} />
              {fields.length === 0 ? (
                <p className="mt-4 text-sm text-slate-500">{t('tools.page.noForm')}</p>
              ) : (
                <ParameterFields
                  fields={fields}
                  stateOf={(field) => {
                    const meta = formFields[field.key]
                    return { id: meta.id, errorId: meta.errorId, initialValue: meta.initialValue, errors: meta.errors }
                  }}
                  headerOf={(key) => headers[key]}
                  headerFileNameOf={headerFileName}
                />
              )}
            </section>

            {runDisabled ? (
              <p
                role="status"
                className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800"
                data-testid="run-disabled"
                id={`${formId}-run-disabled`}
              >
                {t('adminForms.toolPage.disabled')}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              {loggedIn ? (
                <button
                  type="submit"
                  name={INTENT_FIELD}
                  value={TOOL_FORM_INTENTS.run}
                  disabled={runDisabled}
                  aria-describedby={runDisabled ? `${formId}-run-disabled` : undefined}
                  className={`${primaryButtonClass} px-8 py-2.5 text-base shadow-sm disabled:cursor-not-allowed disabled:opacity-50`}
                >
                  {t('tools.page.submit')}
                </button>
              ) : (
                <Link to={loginHref} className={`${primaryButtonClass} px-8 py-2.5 text-base shadow-sm`}>
                  {t('tools.page.logInToRun')}
                </Link>
              )}
              {loggedIn && dataFiles.some((slot) => slot.isTable) ? (
                // Without JavaScript the tables' previews come from the server: a check that runs nothing.
                <noscript>
                  <button
                    type="submit"
                    name={INTENT_FIELD}
                    value={TOOL_FORM_INTENTS.check}
                    className="rounded-md border border-brand-500 bg-white px-4 py-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    {t('toolForm.check.button')}
                  </button>
                </noscript>
              ) : null}
            </div>
          </Form>
          {storedFiles ? <StoredFileSearchForm id={searchFormId} currentPath={currentPath} /> : null}
        </>
      }
    />
  )
}

/**
 * The search box of the stored-file choices. It sits among the data slots but belongs to a GET
 * form outside the run form (`form` attribute), so searching reloads the page's choices without
 * posting the run; with JavaScript the navigation keeps what the run form already holds.
 */
function StoredFileSearch({ formId, search }: { formId: string; search: string }) {
  const { t } = useTranslation()
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2" role="search">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
        {t('storedFileChoice.searchLabel')}
        <input
          type="search"
          name={STORED_FILE_SEARCH_PARAM}
          form={formId}
          defaultValue={search}
          maxLength={100}
          className="rounded-md border border-slate-300 px-2 py-1.5 text-sm font-normal"
          data-testid="stored-file-search"
        />
      </label>
      <button
        type="submit"
        form={formId}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
      >
        {t('storedFileChoice.search')}
      </button>
    </div>
  )
}

/** The GET form the search box submits: the page's own query (demo, saved set, project) is kept. */
function StoredFileSearchForm({ id, currentPath }: { id: string; currentPath: string }) {
  const [pathname, query = ''] = currentPath.split('?')
  const kept = [...new URLSearchParams(query)].filter(([name]) => name !== STORED_FILE_SEARCH_PARAM)
  return (
    <Form id={id} method="get" action={pathname} preventScrollReset>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </Form>
  )
}

/** Fields in a row under the same group name share one heading; the others have none. */
export function fieldGroups(fields: readonly FormField[]): { group: FormField | null; fields: FormField[] }[] {
  const groups: { group: FormField | null; fields: FormField[] }[] = []
  for (const field of fields) {
    const last = groups.at(-1)
    const name = field.group?.trim() || null
    if (last && (last.group?.group?.trim() || null) === name) last.fields.push(field)
    else groups.push({ group: name ? field : null, fields: [field] })
  }
  return groups
}

/**
 * The parameters of a form as the tool page renders them: a grid of fields, under their group's
 * heading where they have one. The form administration's preview renders this very component.
 */
export function ParameterFields({
  fields,
  stateOf,
  headerOf,
  headerFileNameOf,
}: {
  fields: readonly FormField[]
  stateOf: (field: FormField) => FieldState
  headerOf?: (dataKey: string) => string[] | undefined
  headerFileNameOf?: (dataKey: string) => string | undefined
}) {
  const { i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  return (
    <div className="mt-4 space-y-6">
      {fieldGroups(fields).map(({ group, fields: members }, index) => {
        const grid = (
          <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            {members.map((field) => {
              const wide =
                field.type === 'textarea' ||
                field.type === 'multiselect' ||
                field.type === 'radio' ||
                (field.type === 'column' && field.multiple)
              return (
                <div key={field.key} className={wide ? 'sm:col-span-2' : undefined}>
                  <ParameterField
                    field={field}
                    state={stateOf(field)}
                    header={field.columnOf ? headerOf?.(field.columnOf) : undefined}
                    headerFileName={field.columnOf ? headerFileNameOf?.(field.columnOf) : undefined}
                  />
                </div>
              )
            })}
          </div>
        )
        if (!group) return <div key={`ungrouped-${index}`}>{grid}</div>
        return (
          <fieldset key={`group-${index}`} className="space-y-3" data-field-group={group.group}>
            <legend className="mb-3 w-full border-b border-slate-200 pb-1.5 text-sm font-semibold text-slate-700">
              {inLanguage(language, group.group ?? '', group.groupEn)}
            </legend>
            {grid}
          </fieldset>
        )
      })}
    </div>
  )
}

/** The tool page's body: the main column and a side column for saved parameters and the manual. */
export function ToolPageColumns({ main, aside }: { main: React.ReactNode; aside: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="space-y-4">{main}</div>
      <aside className="space-y-6">{aside}</aside>
    </div>
  )
}

function SectionTitle({ number, title }: { number: number; title: string }) {
  return (
    <h2 className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
      <span className="flex h-6 w-6 items-center justify-center rounded-full bg-brand-500 text-xs font-bold text-white">
        {number}
      </span>
      {title}
    </h2>
  )
}
