import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * On a finished task's page: the way to its share link and to "use a result table as the input of
 * another tool" (`/task/:id/share`, which checks that the viewer owns the task).
 */
export function ShareAndChainLink({ taskId }: { taskId: number }) {
  const { t } = useTranslation()
  return (
    <p className="flex flex-wrap gap-3 text-sm" data-testid="share-and-chain">
      <Link
        to={`/task/${taskId}/share`}
        className="rounded-md border border-brand-500 bg-white px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50"
      >
        {t('toolForm.share.open')}
      </Link>
    </p>
  )
}
