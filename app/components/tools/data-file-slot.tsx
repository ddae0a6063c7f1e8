import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileSizeLimitMb } from '#core/tools'
import {
  DATA_FILE_FIELD_PREFIX,
  DEMO_FILE_FIELD,
  STORED_FILE_FIELD_PREFIX,
  type StoredFileChoice,
} from '~/utils/tools/tool-form'
import type { TablePreview } from '~/utils/tools/table-inputs'
import { ErrorList } from './error-list'
import { PasteGrid } from './paste-grid'
import { TablePreviewView } from './table-preview'
import { PROJECT_DATASET_FIELD, PROJECT_FILE_FIELD } from '~/utils/analysis/project-dataset-fields'

export interface DataFileSlotData {
  key: string
  label: string
  required: boolean
  fileTypes: string[]
  fileSizeMb: number
  hasExample: boolean
  /** A table slot: it takes CSV and XLSX too, and a pasted table (issue 24). */
  isTable?: boolean
}

/**
 * One upload slot: label, accepted types, size limit, example download, and — when the demo is
 * loaded — the demo file standing in for an upload (a hidden field names it; nothing is uploaded).
 */
export function DataFileSlot({
  toolId,
  slot,
  formId,
  demoFileName,
  projectFile = null,
  chosenFileName,
  storedFiles = null,
  errors,
  showChooseAgain,
  onChoose,
  onChooseStored,
  preview = null,
  pastedText = '',
}: {
  toolId: number
  slot: DataFileSlotData
  formId: string
  /** The demo file used for this slot, unless the user chose their own. */
  demoFileName: string | null
  /** A file of the user's project standing in for an upload (the server reads it from the batch). */
  projectFile?: { analysisId: string; fileName: string } | null
  chosenFileName: string | null
  /** The user's stored files this slot can take instead of an upload, and the one chosen before a failed run. */
  storedFiles?: { choices: StoredFileChoice[]; chosenId: number | null; searching: boolean } | null
  errors?: string[]
  /** After a failed submit: the file must be chosen again unless the input still holds it. */
  showChooseAgain: boolean
  onChoose: (file: File | null) => void
  /** A stored file chosen (or the choice cleared): with JavaScript its header fills the column pickers. */
  onChooseStored?: (choice: StoredFileChoice | null) => void
  /** The first rows of the slot's table: read in the browser on choice, or by the server after a submit. */
  preview?: TablePreview | null
  /** The table pasted into the slot before a failed submit, so it is not lost. */
  pastedText?: string
}) {
  const { t } = useTranslation()
  const inputId = `${formId}-file-${slot.key}`
  const errorId = `${inputId}-error`
  const types = slot.fileTypes.map((type) => `.${type.replace(/^\./, '')}`)
  const usingProjectFile = projectFile !== null && chosenFileName === null
  const usingDemo = !usingProjectFile && demoFileName !== null && chosenFileName === null
  // Without JavaScript a failed submit re-renders the page and the browser forgets the chosen file;
  // with it the input keeps its file, which only the element itself can tell. Read while rendering:
  // the action's answer re-renders this slot, and an effect would flash the note first.
  const inputRef = useRef<HTMLInputElement>(null)
  const inputHoldsFile = Boolean(inputRef.current?.files?.length)
  // With JavaScript a file over the slot's limit is refused before it is uploaded (the spec's message).
  const [sizeError, setSizeError] = useState<string | null>(null)
  const limitMb = fileSizeLimitMb(slot)
  const shownErrors = sizeError ? [sizeError, ...(errors ?? [])] : errors
  const invalid = Boolean(shownErrors?.length)
  return (
    <div
      className={`rounded-lg border p-4 transition ${invalid ? 'border-red-300 bg-red-50/40' : 'border-slate-200 bg-slate-50/60'}`}
      data-slot={slot.key}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {slot.label}
          <span
            className={`ml-2 rounded px-1.5 py-0.5 text-xs font-normal ${slot.required ? 'bg-red-50 text-red-600' : 'bg-slate-100 text-slate-500'}`}
          >
            {slot.required ? t('tools.page.required') : t('tools.page.optional')}
          </span>
        </label>
        {slot.hasExample ? (
          <a
            href={`/resources/tool-example-file/${toolId}/${encodeURIComponent(slot.key)}`}
            className="inline-flex items-center gap-1 text-xs font-medium text-brand-600 hover:underline"
            download
          >
            <DownloadIcon />
            {t('tools.page.downloadExample')}
          </a>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {t('tools.page.accepts', { types: types.length > 0 ? types.join(', ') : t('tools.page.anyType') })} ·{' '}
        {t('tools.page.sizeLimit', { size: fileSizeLimitMb(slot) })}
      </p>
      {usingProjectFile ? (
        <p
          className="mt-3 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700"
          data-testid={`project-file-${slot.key}`}
        >
          <input type="hidden" name={PROJECT_DATASET_FIELD} value={projectFile.analysisId} />
          <input type="hidden" name={PROJECT_FILE_FIELD} value={slot.key} />
          <DocumentIcon />
          <span>
            {t('newDataset.projectFile', { id: projectFile.analysisId, file: projectFile.fileName })}
            <span className="text-brand-600/80"> · {t('tools.page.replaceDemo')}</span>
          </span>
        </p>
      ) : null}
      {usingDemo ? (
        <p
          className="mt-3 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700"
          data-testid={`demo-file-${slot.key}`}
        >
          <input type="hidden" name={DEMO_FILE_FIELD} value={slot.key} />
          <DocumentIcon />
          <span>
            {t('tools.page.demoFile')}{' '}
            <a
              href={`/resources/tool-example-file/${toolId}/${encodeURIComponent(slot.key)}?demo=1`}
              className="font-medium underline"
              download
            >
              {demoFileName}
            </a>
            <span className="text-brand-600/80"> · {t('tools.page.replaceDemo')}</span>
          </span>
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name={`${DATA_FILE_FIELD_PREFIX}${slot.key}`}
        accept={types.join(',') || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null
          if (file && file.size > limitMb * 1024 * 1024) {
            event.currentTarget.value = ''
            setSizeError(t('tools.upload.tooLarge', { file: file.name, limit: limitMb }))
            onChoose(null)
            return
          }
          setSizeError(null)
          onChoose(file)
        }}
        className="mt-3 block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 file:shadow-sm file:ring-1 file:ring-slate-200 hover:file:bg-brand-50"
      />
      {storedFiles ? (
        <StoredFileSelect slotKey={slot.key} inputId={inputId} onChoose={onChooseStored} {...storedFiles} />
      ) : null}
      {showChooseAgain &&
      !usingDemo &&
      !usingProjectFile &&
      !inputHoldsFile &&
      !storedFiles?.chosenId &&
      !pastedText ? (
        <p className="mt-2 text-xs text-amber-700">{t('tools.upload.chooseAgain')}</p>
      ) : null}
      <ErrorList id={errorId} errors={shownErrors} />
      {preview ? <TablePreviewView slotKey={slot.key} preview={preview} /> : null}
      {slot.isTable ? <PasteGrid slotKey={slot.key} inputId={inputId} initialText={pastedText} /> : null}
    </div>
  )
}

/**
 * The slot's second way in: one of the user's stored files (personal, project, tool files), chosen
 * from the newest that fit the slot or from those the page's search found. A plain select, so it
 * works without JavaScript; the server reads the file as if it had been uploaded.
 */
function StoredFileSelect({
  slotKey,
  inputId,
  choices,
  chosenId,
  searching,
  onChoose,
}: {
  slotKey: string
  inputId: string
  choices: StoredFileChoice[]
  chosenId: number | null
  searching: boolean
  onChoose?: (choice: StoredFileChoice | null) => void
}) {
  const { t } = useTranslation()
  const selectId = `${inputId}-stored`
  const hintId = `${selectId}-hint`
  const hint =
    choices.length === 0
      ? t(searching ? 'storedFileChoice.noMatch' : 'storedFileChoice.noFiles')
      : t(searching ? 'storedFileChoice.found' : 'storedFileChoice.newest', { count: choices.length })
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <label htmlFor={selectId} className="text-xs font-medium text-slate-700">
        {t('storedFileChoice.label')}
      </label>
      <select
        id={selectId}
        name={`${STORED_FILE_FIELD_PREFIX}${slotKey}`}
        defaultValue={chosenId ?? ''}
        aria-describedby={hintId}
        onChange={(event) =>
          onChoose?.(choices.find((choice) => String(choice.id) === event.currentTarget.value) ?? null)
        }
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-700"
        data-testid={`stored-file-${slotKey}`}
      >
        <option value="">{t('storedFileChoice.none')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name} · {t(`storedFileChoice.kinds.${choice.kind}`)} · {choice.size}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {hint} {t('storedFileChoice.uploadWins')}
      </p>
    </div>
  )
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5" aria-hidden="true">
      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
    </svg>
  )
}

function DocumentIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 shrink-0" aria-hidden="true">
      <path d="M3 3.5A1.5 1.5 0 0 1 4.5 2h6.879a1.5 1.5 0 0 1 1.06.44l4.122 4.12A1.5 1.5 0 0 1 17 7.622V16.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 16.5v-13Z" />
    </svg>
  )
}
