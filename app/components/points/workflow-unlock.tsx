import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * A paid workflow's price and its "unlock with points" form (the one purchase form that course pages
 * use too); once unlocked, a badge. Nothing for a free workflow. A visitor who is not signed in is
 * sent to the login page and back.
 */
export function WorkflowUnlock({
  workflowId,
  price,
  unlocked,
}: {
  workflowId: number
  price: number
  unlocked: boolean
}) {
  const { t } = useTranslation()
  const location = useLocation()
  if (price === 0) return null
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 pt-4" data-testid="workflow-unlock">
      <span className="rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-800">
        {t('points.workflow.price', { price })}
      </span>
      {unlocked ? (
        <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm text-emerald-800">
          {t('points.workflow.unlocked')}
        </span>
      ) : (
        <Form method="post" action="/resources/points-purchase">
          <input type="hidden" name="kind" value="workflow" />
          <input type="hidden" name="id" value={workflowId} />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t('points.workflow.unlock', { price })}
          </button>
        </Form>
      )}
    </div>
  )
}
