import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ANALYSIS_STATUS } from '#core/projects'
import { AnalysisStatusTag } from './analysis-status-tag'
import { WorkflowIcon } from './workflow-icon'

export interface AnalysisOrderView {
  orderId: number
  trackingNumber: string
  isDemo: boolean
  createdAt: string
  workflowTitle: string
  workflowIcon: string | null
  workflowCategoryId: number
  batchCount: number
  batches: {
    id: string
    analysisName: string
    comments: string
    commentPreview: string
    status: number
    isDemo: boolean
    createdAt: string
    updatedAt: string
  }[]
}

export function DemoMarker() {
  const { t } = useTranslation()
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-bold leading-none text-amber-800">
      {t('projectCentre.demoMarker')}
    </span>
  )
}

/**
 * The orders of My analysis (spec 02 §2.7), each a disclosure (details/summary, so it opens without
 * JavaScript) over the table of its batches.
 */
export function AnalysisOrderList({
  orders,
  deleteHref,
  statusLabels,
}: {
  orders: AnalysisOrderView[]
  /** The AnalysisStatus dictionary's names in the reader's language. */
  statusLabels: Readonly<Record<string, string>>
  /** Where Delete demo leads: the list with the confirmation question for that batch. */
  deleteHref: (batchId: string) => string
}) {
  const { t } = useTranslation()
  return (
    <ul className="divide-y divide-slate-200">
      {orders.map((order) => (
        <li key={order.orderId} data-testid="analysis-order" data-tracking-number={order.trackingNumber}>
          <details className="group">
            <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <svg
                viewBox="0 0 20 20"
                className="h-4 w-4 shrink-0 text-slate-400 transition group-open:rotate-90"
                aria-hidden="true"
                fill="currentColor"
              >
                <path d="M7 4l6 6-6 6V4z" />
              </svg>
              <span className="flex items-center gap-2 font-mono text-sm font-medium" data-testid="tracking-number">
                {order.trackingNumber}
                {order.isDemo ? <DemoMarker /> : null}
              </span>
              <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
                <WorkflowIcon icon={order.workflowIcon} categoryId={order.workflowCategoryId} />
                <span className="truncate">{order.workflowTitle}</span>
              </span>
              <span className="text-xs text-slate-500">
                {t('projectCentre.myAnalysis.orderCreated', { time: order.createdAt })}
              </span>
              <span
                className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                data-testid="batch-count"
              >
                {t('projectCentre.myAnalysis.batchCount', { count: order.batchCount })}
              </span>
              <span className="sr-only">{t('projectCentre.myAnalysis.expand')}</span>
            </summary>
            <div className="overflow-x-auto bg-slate-50/50 px-4 pb-4">
              <table className="min-w-full text-sm" data-testid="batch-table">
                <thead className="text-left text-slate-600">
                  <tr>
                    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {t('projectCentre.myAnalysis.columns.batchId')}
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {t('projectCentre.myAnalysis.columns.analysisName')}
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {t('projectCentre.myAnalysis.columns.comment')}
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {t('projectCentre.myAnalysis.columns.status')}
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {t('projectCentre.myAnalysis.columns.createdAt')}
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {t('projectCentre.myAnalysis.columns.updatedAt')}
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {t('projectCentre.myAnalysis.columns.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 bg-white">
                  {order.batches.map((batch) => {
                    const viewable = batch.status === ANALYSIS_STATUS.completed
                    return (
                      <tr key={batch.id} data-batch-id={batch.id}>
                        <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
                          {viewable ? (
                            <a
                              href={`/analysis-project/${batch.id}`}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="text-brand-600 underline"
                            >
                              {batch.id}
                            </a>
                          ) : (
                            batch.id
                          )}
                        </td>
                        <td className="min-w-[9rem] px-3 py-2">{batch.analysisName}</td>
                        <td
                          className="min-w-[10rem] px-3 py-2 text-slate-600"
                          title={batch.comments || undefined}
                          data-testid="comment"
                        >
                          {batch.commentPreview}
                        </td>
                        <td className="px-3 py-2">
                          <AnalysisStatusTag status={batch.status} labels={statusLabels} />
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">{batch.createdAt}</td>
                        <td className="whitespace-nowrap px-3 py-2">{batch.updatedAt}</td>
                        <td className="whitespace-nowrap px-3 py-2">
                          <div className="flex items-center gap-3">
                            {viewable ? (
                              <>
                                <Link to={`/analysis-project/${batch.id}`} className="text-brand-600 underline">
                                  {t('projectCentre.myAnalysis.viewResult')}
                                </Link>
                                <Link to={`/analysis-report/${batch.id}`} className="text-brand-600 underline">
                                  {t('projectCentre.myAnalysis.viewReport')}
                                </Link>
                              </>
                            ) : null}
                            {batch.isDemo ? (
                              <Link to={deleteHref(batch.id)} preventScrollReset className="text-red-600 underline">
                                {t('projectCentre.myAnalysis.deleteDemo.action')}
                              </Link>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </details>
        </li>
      ))}
    </ul>
  )
}
