import { Form, Link, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { groupHref } from '~/components/analysis/project/group-menu'
import { SaveToMyFilesForm } from '~/components/files/save-to-my-files-form'
import type { GlobalDatasetContent, GlobalDatasetTabProps, ReadyFilterContent } from './pane-data'
import { OtuFilterForm, type OtuFilterActionView } from './otu-filter-form'
import { OtuFilterPreview } from './otu-filter-preview'
import { OtuFilterViewer } from './otu-filter-viewer'

type FilterContent = GlobalDatasetContent<'filter'>

const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50'

/**
 * The OTU/ASV filter tab (spec 03 §2.6): the raw table with view and download, the saved
 * parameter solutions (load, reset, delete), the four rules' form with save as, and the preview
 * the worker computes. Every control is a link or a real form; with JavaScript the page follows
 * the worker instead of refreshing itself.
 */
export function OtuFilterTab({
  analysisId,
  groupId,
  readOnly,
  actionData,
  content,
}: GlobalDatasetTabProps & { content: FilterContent }) {
  const { t } = useTranslation()
  if (content.state === 'noModule')
    return (
      <p className="text-sm text-slate-600" data-testid="otu-filter-tab">
        {t('otuFilter.noModule')}
      </p>
    )
  if (content.state === 'missingData')
    return (
      <div
        className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700"
        role="alert"
        data-testid="otu-filter-tab"
      >
        {t('otuFilter.missingData')}
      </div>
    )
  const base = `${groupHref(analysisId, groupId)}&tab=filter`
  const mine = (actionData as OtuFilterActionView | undefined)?.tooling === 'otuFilter'
  return (
    <div className="flex flex-col gap-6" data-testid="otu-filter-tab">
      <WaitForWorker waiting={content.preview?.state === 'computing' || content.depths === null} />
      <section className="flex flex-col gap-2" aria-labelledby="otu-raw-table">
        <h3 id="otu-raw-table" className="font-medium">
          {t(`otuFilter.rawTable.${content.kind}`)}
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="break-all font-mono text-slate-700" data-testid="otu-table-name">
            {content.table.name}
          </span>
          <Link
            to={`${base}&view=table`}
            preventScrollReset
            className={secondaryButtonClass}
            data-testid="otu-table-view"
          >
            {t('otuFilter.rawTable.view')}
          </Link>
          {content.table.downloadHref ? (
            <a
              href={content.table.downloadHref}
              className={secondaryButtonClass}
              data-testid="otu-table-download"
              download
            >
              {t('otuFilter.rawTable.download')}
            </a>
          ) : null}
          <SaveToMyFilesForm intent="filter.saveTable" />
        </div>
        {content.viewer ? <OtuFilterViewer viewer={content.viewer} base={base} /> : null}
      </section>

      <OtuFilterSolutions
        content={content}
        base={base}
        groupId={groupId}
        editable={readOnly === null || readOnly === 'demo'}
      />

      <OtuFilterForm
        key={`${content.solutionId}-${content.preview?.hash}-${mine ? JSON.stringify(actionData) : ''}`}
        content={content}
        actionData={mine ? (actionData as OtuFilterActionView) : null}
        canSave={readOnly === null || readOnly === 'demo'}
      />

      {content.preview ? <OtuFilterPreview preview={content.preview} /> : null}
    </div>
  )
}

/** The saved solutions: load one (a GET form, so it is a link the user can keep), reset, delete. */
function OtuFilterSolutions({
  content,
  base,
  groupId,
  editable,
}: {
  content: ReadyFilterContent
  base: string
  groupId: number
  editable: boolean
}) {
  const { t } = useTranslation()
  return (
    <section className="flex flex-col gap-2" aria-labelledby="otu-solutions">
      <h3 id="otu-solutions" className="font-medium">
        {t('otuFilter.solutions.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <Form
          method="get"
          preventScrollReset
          className="flex flex-wrap items-end gap-2"
          data-testid="otu-solution-load"
        >
          <input type="hidden" name="group" value={groupId} />
          <input type="hidden" name="tab" value="filter" />
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('otuFilter.solutions.choose')}</span>
            <select
              name="solution"
              defaultValue={content.solutionId ?? ''}
              className="min-w-48 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
              data-testid="otu-solution-select"
            >
              <option value="">{t('otuFilter.solutions.none')}</option>
              {content.solutions.map((solution) => (
                <option key={solution.id} value={solution.id}>
                  {solution.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={secondaryButtonClass} data-testid="otu-solution-load-button">
            {t('otuFilter.solutions.load')}
          </button>
        </Form>
        <Link to={base} preventScrollReset className={secondaryButtonClass} data-testid="otu-filter-reset">
          {t('otuFilter.solutions.reset')}
        </Link>
        {editable && content.solutionId !== null ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="solutionId" value={content.solutionId} />
            <button
              type="submit"
              name="intent"
              value="filter.delete"
              className="inline-flex items-center rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
              data-testid="otu-solution-delete"
            >
              {t('otuFilter.solutions.delete')}
            </button>
          </Form>
        ) : null}
      </div>
      {content.solutions.length === 0 ? (
        <p className="text-sm text-slate-500">{t('otuFilter.solutions.empty')}</p>
      ) : null}
    </section>
  )
}

/**
 * While the worker computes a preview or the table cache: without JavaScript the page refreshes
 * itself every 3 s; with it, the loader is asked again every 1.5 s, at most 80 times (2 minutes).
 */
function WaitForWorker({ waiting }: { waiting: boolean }) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    if (!waiting) return
    let polls = 0
    const timer = setInterval(() => {
      polls += 1
      if (polls > 80) clearInterval(timer)
      else revalidate.current()
    }, 1500)
    return () => clearInterval(timer)
  }, [waiting])
  if (!waiting) return null
  return (
    <noscript>
      <meta httpEquiv="refresh" content="3" />
    </noscript>
  )
}
