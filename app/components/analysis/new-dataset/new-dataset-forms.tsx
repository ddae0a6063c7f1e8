import { Form, useNavigation } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorList } from '~/components/tools/error-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { STEP_TWO_INTENTS } from '~/utils/analysis/new-dataset-intents'
import {
  canCompare,
  groupSchemeOf,
  UNGROUPED,
  type ComparePair,
  type GroupScheme,
} from '~/utils/analysis/sample-groups'

export interface WorkflowOption {
  id: number
  title: string
  needsCompare: boolean
}

export interface FileSlot {
  key: string
  label: string
  required: boolean
  fileTypes: string[]
  fileSizeMb: number
}

export interface DatasetSummaryData {
  fileNames: Partial<Record<string, string>>
  sampleCount: number
  featureCount: number
  taxonomy: 'file' | 'table' | 'none'
  sampleInfo: string[][]
  warnings: { key: string; values: Record<string, string | number> }[]
}

type Errors = Record<string, string[] | undefined>
type Values = Record<string, string | undefined>

const FILE_PREFIX = 'file:'
const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50'

export function SectionCard({ number, title, children }: { number?: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-base font-semibold text-slate-900">
        {number ? (
          <span className="rounded bg-brand-500 px-2 py-0.5 text-xs font-bold text-white">{number}</span>
        ) : null}
        {title}
      </h2>
      {children}
    </section>
  )
}

function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string
  label: string
  errors?: string[]
  hint?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={`nd-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={`nd-${name}-error`} errors={errors} />
    </div>
  )
}

/** Workflow, project name, comment, and for staff the customer and order; both steps carry them. */
export function BasicInfoFields({
  workflows,
  forCustomers,
  values,
  errors,
  onWorkflowChange,
}: {
  workflows: WorkflowOption[]
  forCustomers: boolean
  values: Values
  errors: Errors
  onWorkflowChange?: (id: string) => void
}) {
  const { t } = useTranslation()
  const invalid = (name: string) => (errors[name]?.length ? true : undefined)
  const described = (name: string) => (errors[name]?.length ? `nd-${name}-error` : undefined)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="workflowId" label={t('newDataset.basic.workflow')} errors={errors.workflowId}>
        <select
          id="nd-workflowId"
          name="workflowId"
          defaultValue={values.workflowId ?? ''}
          className={inputClass}
          aria-invalid={invalid('workflowId')}
          aria-describedby={described('workflowId')}
          onChange={(event) => onWorkflowChange?.(event.target.value)}
        >
          <option value="">{t('newDataset.basic.chooseWorkflow')}</option>
          {workflows.map((workflow) => (
            <option key={workflow.id} value={workflow.id}>
              {workflow.title}
            </option>
          ))}
        </select>
      </Field>
      <Field name="projectName" label={t('newDataset.basic.projectName')} errors={errors.projectName}>
        <input
          id="nd-projectName"
          name="projectName"
          defaultValue={values.projectName ?? ''}
          maxLength={50}
          className={inputClass}
          aria-invalid={invalid('projectName')}
          aria-describedby={described('projectName')}
        />
      </Field>
      {forCustomers ? (
        <>
          <Field
            name="customerEmail"
            label={t('newDataset.basic.customerEmail')}
            hint={t('newDataset.basic.customerEmailHint')}
            errors={errors.customerEmail}
          >
            <input
              id="nd-customerEmail"
              name="customerEmail"
              type="email"
              defaultValue={values.customerEmail ?? ''}
              className={inputClass}
              aria-invalid={invalid('customerEmail')}
            />
          </Field>
          <Field
            name="trackingNumber"
            label={t('newDataset.basic.trackingNumber')}
            hint={t('newDataset.basic.trackingNumberHint')}
            errors={errors.trackingNumber}
          >
            <input
              id="nd-trackingNumber"
              name="trackingNumber"
              defaultValue={values.trackingNumber ?? ''}
              placeholder="80-"
              className={inputClass}
              aria-invalid={invalid('trackingNumber')}
            />
          </Field>
        </>
      ) : null}
      <div className="sm:col-span-2">
        <Field name="comment" label={t('newDataset.basic.comment')} errors={errors.comment}>
          <textarea
            id="nd-comment"
            name="comment"
            rows={2}
            maxLength={500}
            defaultValue={values.comment ?? ''}
            className={inputClass}
            aria-invalid={invalid('comment')}
          />
        </Field>
      </div>
    </div>
  )
}

/** Step 1: basic info and the dataset files, checked by the server before anything is stored. */
export function UploadStep({
  workflows,
  forCustomers,
  slots,
  values,
  errors,
  filesNotKept,
  taskTable,
}: {
  workflows: WorkflowOption[]
  forCustomers: boolean
  slots: FileSlot[]
  values: Values
  errors: Errors
  filesNotKept: boolean
  taskTable: { taskId: number; file: string } | null
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6" data-testid="upload-step">
      <SectionCard title={t('newDataset.basic.title')}>
        <BasicInfoFields workflows={workflows} forCustomers={forCustomers} values={values} errors={errors} />
      </SectionCard>
      <SectionCard title={t('newDataset.files.title')}>
        <ErrorList errors={errors.form} />
        {filesNotKept ? (
          <p
            role="status"
            className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
          >
            {t('newDataset.files.chooseAgain')}
          </p>
        ) : null}
        {taskTable ? (
          <>
            <input type="hidden" name="fromTask" value={taskTable.taskId} />
            <input type="hidden" name="file" value={taskTable.file} />
          </>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          {slots.map((slot) => {
            const fromTask = slot.key === 'table' && taskTable
            const slotErrors = errors[`${FILE_PREFIX}${slot.key}`]
            return (
              <div
                key={slot.key}
                data-slot={slot.key}
                className={`rounded-lg border p-4 ${slotErrors?.length ? 'border-red-300 bg-red-50/40' : 'border-slate-200 bg-slate-50/60'}`}
              >
                <label htmlFor={`nd-file-${slot.key}`} className="text-sm font-medium text-slate-800">
                  {slot.label}
                  <span
                    className={`ml-2 rounded px-1.5 py-0.5 text-xs font-normal ${slot.required ? 'bg-red-50 text-red-600' : 'bg-slate-100 text-slate-500'}`}
                  >
                    {slot.required ? t('tools.page.required') : t('tools.page.optional')}
                  </span>
                </label>
                <p className="mt-1 text-xs text-slate-500">{t(`newDataset.files.${slot.key}.hint`)}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {t('tools.page.accepts', { types: slot.fileTypes.map((type) => `.${type}`).join(', ') })} ·{' '}
                  {t('tools.page.sizeLimit', { size: slot.fileSizeMb })}
                </p>
                {fromTask ? (
                  <p className="mt-2 text-sm text-brand-700" data-testid="task-table">
                    {t('newDataset.files.fromTask', { file: taskTable.file, task: taskTable.taskId })}
                  </p>
                ) : null}
                <input
                  id={`nd-file-${slot.key}`}
                  name={`${FILE_PREFIX}${slot.key}`}
                  type="file"
                  accept={slot.fileTypes.map((type) => `.${type}`).join(',')}
                  className="mt-2 block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700"
                  aria-invalid={slotErrors?.length ? true : undefined}
                />
                <ErrorList errors={slotErrors} />
              </div>
            )
          })}
        </div>
        <div className="mt-6 flex justify-end">
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {busy ? t('newDataset.files.checking') : t('newDataset.files.check')}
          </button>
        </div>
      </SectionCard>
    </Form>
  )
}

/** Section 01: the sample info table of the validated metadata, for the table's samples. */
export function SampleInfoTable({ summary }: { summary: DatasetSummaryData }) {
  const { t } = useTranslation()
  const [header, ...rows] = summary.sampleInfo
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" data-testid="dataset-summary">
        {t('newDataset.sampleInfo.summary', {
          samples: summary.sampleCount,
          features: summary.featureCount,
          taxonomy: t(`newDataset.sampleInfo.taxonomy.${summary.taxonomy}`),
        })}
      </p>
      {summary.warnings.map((warning) => (
        <p
          key={warning.key}
          role="status"
          className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
          data-testid="dataset-warning"
        >
          {t(warning.key, warning.values)}
        </p>
      ))}
      <ul className="mb-3 flex flex-wrap gap-2 text-xs text-slate-600">
        {Object.entries(summary.fileNames).map(([role, name]) => (
          <li key={role} className="rounded bg-slate-100 px-2 py-1">
            {t(`newDataset.files.${role}.label`)}: {name}
          </li>
        ))}
      </ul>
      <div className="max-h-96 overflow-auto rounded-lg border border-slate-200">
        <table className="min-w-full text-left text-xs" data-testid="sample-info-table">
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              {header.map((cell, i) => (
                <th key={i} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                  {i === 0 ? t('newDataset.sampleInfo.sample') : cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) => (
                  <td
                    key={i}
                    className={`whitespace-nowrap px-3 py-1.5 ${i === 0 ? 'font-medium text-slate-900' : 'text-slate-600'}`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/**
 * Step 2: basic info again (editable), section 01 and section 02. Without JavaScript the column's
 * groups appear after "Show groups" (a round trip); with it they follow the select at once.
 */
export function GroupingStep({
  workflows,
  forCustomers,
  values,
  errors,
  token,
  summary,
  scheme: serverScheme,
  compareRows,
}: {
  workflows: WorkflowOption[]
  forCustomers: boolean
  values: Values
  errors: Errors
  token: string
  summary: DatasetSummaryData
  scheme: GroupScheme | null
  compareRows: ComparePair[]
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const [workflowId, setWorkflowId] = useState(values.workflowId ?? '')
  const [column, setColumn] = useState(values.groupColumn ?? '')
  // The server's scheme for the posted column; a column chosen since is grouped here the same way.
  const columns = summary.sampleInfo[0].slice(1)
  const scheme =
    columns.length === 0
      ? UNGROUPED
      : column === (values.groupColumn ?? '')
        ? serverScheme
        : groupSchemeOf(summary.sampleInfo, column)
  const needsCompare = workflows.find((w) => String(w.id) === workflowId)?.needsCompare ?? false
  const groupNames = scheme?.groups.map((group) => group.name) ?? []
  return (
    <Form method="post" className="space-y-6" data-testid="grouping-step">
      <input type="hidden" name="token" value={token} />
      <SectionCard title={t('newDataset.basic.title')}>
        <BasicInfoFields
          workflows={workflows}
          forCustomers={forCustomers}
          values={values}
          errors={errors}
          onWorkflowChange={setWorkflowId}
        />
      </SectionCard>
      <SectionCard number="01" title={t('newDataset.sampleInfo.title')}>
        <SampleInfoTable summary={summary} />
        <p className="mt-3 text-sm">
          <a href="?" className="font-medium text-brand-600 hover:underline">
            {t('newDataset.sampleInfo.uploadOther')}
          </a>
        </p>
      </SectionCard>
      <SectionCard number="02" title={t('newDataset.groups.title')}>
        {columns.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="no-groups">
            {t('newDataset.groups.noColumns')}
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1">
              <label htmlFor="nd-groupColumn" className="mb-1 block text-sm font-medium text-slate-700">
                {t('newDataset.groups.column')}
              </label>
              <select
                id="nd-groupColumn"
                name="groupColumn"
                value={column}
                onChange={(event) => setColumn(event.target.value)}
                className={inputClass}
                aria-invalid={errors.groupColumn?.length ? true : undefined}
              >
                <option value="">{t('newDataset.groups.chooseColumnOption')}</option>
                {columns.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value={STEP_TWO_INTENTS.showGroups} className={secondaryButtonClass}>
              {t('newDataset.groups.show')}
            </button>
          </div>
        )}
        <ErrorList errors={errors.groupColumn} />
        {scheme && scheme.groups.length > 0 ? (
          <div className="mt-4" data-testid="group-scheme">
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {scheme.groups.map((group) => (
                <li key={group.name} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {group.name}{' '}
                    <span className="font-normal text-slate-500">
                      {t('newDataset.groups.sampleCount', { count: group.samples.length })}
                    </span>
                  </p>
                  <p className="mt-1 break-words text-xs text-slate-600">{group.samples.join(', ')}</p>
                </li>
              ))}
            </ul>
            {scheme.excluded.length > 0 ? (
              <p className="mt-3 text-sm text-amber-700" data-testid="excluded-samples">
                {t('newDataset.groups.excluded', {
                  count: scheme.excluded.length,
                  samples: scheme.excluded.join(', '),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
        {needsCompare && (!scheme || canCompare(scheme)) ? (
          <CompareRows groupNames={groupNames} rows={compareRows} errors={errors} />
        ) : needsCompare && scheme ? (
          <p className="mt-4 text-sm text-slate-600" data-testid="no-compare">
            {t('newDataset.compare.needsTwoGroups')}
          </p>
        ) : null}
      </SectionCard>
      <div className="flex justify-end">
        <button
          type="submit"
          name="intent"
          value={STEP_TWO_INTENTS.create}
          className={primaryButtonClass}
          disabled={busy}
        >
          {t('newDataset.create')}
        </button>
      </div>
    </Form>
  )
}

/** The compare solution: control/treatment pairs (spec 03 §2.3 variant B); more rows by a button. */
function CompareRows({ groupNames, rows, errors }: { groupNames: string[]; rows: ComparePair[]; errors: Errors }) {
  const { t } = useTranslation()
  return (
    <div className="mt-6 border-t border-slate-100 pt-4" data-testid="compare-solution">
      <h3 className="text-sm font-semibold text-slate-800">{t('newDataset.compare.title')}</h3>
      <p className="mb-3 text-xs text-slate-500">{t('newDataset.compare.hint')}</p>
      <ErrorList errors={errors.compare} />
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`nd-control-${index}`}>
              {t('newDataset.compare.control')}
            </label>
            <select
              id={`nd-control-${index}`}
              name="compareControl"
              defaultValue={row.control}
              className={`${inputClass} w-auto min-w-36 flex-1`}
            >
              <option value="">{t('newDataset.compare.control')}</option>
              {groupNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <span className="text-sm text-slate-500">vs</span>
            <label className="sr-only" htmlFor={`nd-treatment-${index}`}>
              {t('newDataset.compare.treatment')}
            </label>
            <select
              id={`nd-treatment-${index}`}
              name="compareTreatment"
              defaultValue={row.treatment}
              className={`${inputClass} w-auto min-w-36 flex-1`}
            >
              <option value="">{t('newDataset.compare.treatment')}</option>
              {groupNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <div className="basis-full">
              <ErrorList errors={errors[`compare.${index}`]} />
            </div>
          </li>
        ))}
      </ol>
      <button
        type="submit"
        name="intent"
        value={STEP_TWO_INTENTS.addComparison}
        className={`${secondaryButtonClass} mt-3`}
      >
        {t('newDataset.compare.add')}
      </button>
    </div>
  )
}
